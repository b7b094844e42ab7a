L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    1:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    1:w              
        mul (8|M0)               r32.0<1>:d    r12.0<8;8,1>:ud   0x6:uw             
        mul (8|M8)               r33.0<1>:d    r13.0<8;8,1>:ud   0x6:uw             
        mul (8|M16)              r34.0<1>:d    r14.0<8;8,1>:ud   0x6:uw             
        send (16|M0)             r20:w    r16     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r24:w    r16     0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r28:w    r16     0xA            0x04210502           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r22:w    r18     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r26:w    r18     0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mul (8|M24)              r35.0<1>:d    r15.0<8;8,1>:ud   0x6:uw             
        send (16|M16)            r30:w    r18     0xA            0x04210502           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        shl (16|M0)              r36.0<1>:d    r32.0<8;8,1>:d    1:w              
        shl (16|M16)             r38.0<1>:d    r34.0<8;8,1>:d    1:w              
        add (16|M0)              r40.0<1>:d    r36.0<8;8,1>:d    8:w              
        add (16|M16)             r42.0<1>:d    r38.0<8;8,1>:d    8:w              
        mov (16|M0)              r56.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M0)              r57.0<1>:hf   r24.0<2;1,0>:hf                 
        mov (16|M0)              r58.0<1>:hf   r28.0<2;1,0>:hf                 
        mov (16|M16)             r60.0<1>:hf   r22.0<2;1,0>:hf                 
        mov (16|M16)             r61.0<1>:hf   r26.0<2;1,0>:hf                 
        cmp (16|M0)   (gt)f0.0   null<1>:hf    r20.0<2;1,0>:hf   r24.0<2;1,0>:hf 
        mov (16|M16)             r62.0<1>:hf   r30.0<2;1,0>:hf                 
        mad (16|M0)              r8.0<1>:hf    r58.0<2;1>:hf     r57.0<2;1>:hf     r56.0<1>:hf     
        add (16|M0)              r44.0<2>:hf   r20.0<2;1,0>:hf   r24.0<2;1,0>:hf 
        mul (16|M0)              r46.0<2>:hf   r20.0<2;1,0>:hf   r24.0<2;1,0>:hf 
        mad (16|M16)             r59.0<1>:hf   r62.0<2;1>:hf     r61.0<2;1>:hf     r60.0<1>:hf     
        cmp (16|M16)  (gt)f0.0   null<1>:hf    r22.0<2;1,0>:hf   r26.0<2;1,0>:hf 
        add (16|M16)             r48.0<2>:hf   r22.0<2;1,0>:hf   r26.0<2;1,0>:hf 
        mul (16|M16)             r50.0<2>:hf   r22.0<2;1,0>:hf   r26.0<2;1,0>:hf 
        add (16|M0)              r44.1<2>:hf   r20.0<2;1,0>:hf   -r24.0<2;1,0>:hf
        mov (16|M0)              r46.1<2>:hf   r8.0<16;16,1>:hf                
        sel (16|M0)   (ge)f0.0   r52.0<2>:hf   r20.0<2;1,0>:hf   r24.0<2;1,0>:hf 
        add (16|M16)             r48.1<2>:hf   r22.0<2;1,0>:hf   -r26.0<2;1,0>:hf
        mov (16|M16)             r50.1<2>:hf   r59.0<16;16,1>:hf               
        sel (16|M16)  (ge)f0.0   r54.0<2>:hf   r22.0<2;1,0>:hf   r26.0<2;1,0>:hf 
(f0.0)  sel (16|M0)              r52.1<2>:hf   r20.0<2;1,0>:hf   r28.0<2;1,0>:hf 
(f0.0)  sel (16|M16)             r54.1<2>:hf   r22.0<2;1,0>:hf   r30.0<2;1,0>:hf 
        sends (16|M0)            null:w   r36     r44     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r38     r48     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r40     r52     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r42     r54     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L792:
