L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r6.7<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d   
        mul (16|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mul (1|M0)               r6.6<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}
(W)     mul (1|M0)               r11.0<1>:d    r6.7<0;1,0>:d     r6.2<0;1,0>:d   
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r2.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (1|M0)               r11.1<1>:d    r11.0<0;1,0>:d    15:w              
        mul (16|M0)              r12.0<1>:d    r6.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shr (1|M0)               r11.2<1>:d    r11.1<0;1,0>:ud   4:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r1.0<16;16,1>:uw
        shl (8|M0)               r100.0<1>:q   r9.0<8;8,1>:ud    3:w              
        shl (8|M8)               r102.0<1>:q   r10.0<8;8,1>:ud   3:w              
(W)     mul (1|M0)               r11.3<1>:d    r5.1<0;1,0>:d     r11.2<0;1,0>:d  
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   4:w              
        add (8|M0)               r96.0<2>:d    r100.0<4;4,1>:q   4:w              
        add (8|M8)               r98.0<2>:d    r102.0<4;4,1>:q   4:w              
        mov (8|M0)               r36.0<1>:d    r100.0<2;1,0>:d                 
        mov (8|M8)               r37.0<1>:d    r102.0<2;1,0>:d                 
        add (16|M0)              r12.0<1>:d    r11.3<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r48.0<1>:d    r96.0<2;1,0>:d                  
        mov (8|M8)               r49.0<1>:d    r98.0<2;1,0>:d                  
        shl (16|M0)              r38.0<1>:d    r36.0<8;8,1>:d    2:w              
        shl (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    9:w              
        shl (16|M0)              r50.0<1>:d    r48.0<8;8,1>:d    2:w              
(W)     add (1|M0)               r11.4<1>:ud   r14.0<0;1,0>:ud   0x80:uw             
(W)     mov (1|M0)               r32.2<1>:ud   r14.0<0;1,0>:ud                  {Compacted}
(W)     add (1|M0)               r35.2<1>:ud   r14.0<0;1,0>:ud   384:w              
(W)     shr (1|M0)               r11.5<1>:ud   r14.0<0;1,0>:ud   0x4:uw             
(W)     mov (1|M0)               r33.2<1>:ud   r11.4<0;1,0>:ud                 
(W)     add (1|M0)               r11.4<1>:ud   r14.0<0;1,0>:ud   256:w              
(W)     send (16|M0)             r16:w    r32     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     send (16|M0)             r28:w    r35     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     mov (1|M0)               r92.2<1>:ud   r11.5<0;1,0>:ud                 
(W)     send (16|M0)             r20:w    r33     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     mov (1|M0)               r34.2<1>:ud   r11.4<0;1,0>:ud                 
(W)     add (1|M0)               r11.5<1>:ud   r11.5<0;1,0>:ud   0x8:uw             
(W)     send (16|M0)             r24:w    r34     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     mov (1|M0)               r93.2<1>:ud   r11.5<0;1,0>:ud                 
(W)     add (1|M0)               r11.5<1>:ud   r11.5<0;1,0>:ud   0x8:uw             
(W)     mov (1|M0)               r94.2<1>:ud   r11.5<0;1,0>:ud                 
(W)     add (1|M0)               r95.2<1>:ud   r11.5<0;1,0>:ud   0x8:uw             
        mov (16|M0)              r40.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r42.0<1>:d    r18.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r56.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r44.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r46.0<1>:d    r22.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r58.0<1>:d    r30.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r52.0<1>:d    r24.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r54.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r38     r40     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r50     r52     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r60:w    r38     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r68:w    r50     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r76.0<1>:d    r60.0<8;8,1>:d    1:w              
        add (16|M0)              r78.0<1>:d    r62.0<8;8,1>:d    1:w              
        add (16|M0)              r80.0<1>:d    r64.0<8;8,1>:d    1:w              
        add (16|M0)              r82.0<1>:d    r66.0<8;8,1>:d    1:w              
        add (16|M0)              r84.0<1>:d    r68.0<8;8,1>:d    1:w              
        add (16|M0)              r86.0<1>:d    r70.0<8;8,1>:d    1:w              
        add (16|M0)              r88.0<1>:d    r72.0<8;8,1>:d    1:w              
        add (16|M0)              r90.0<1>:d    r74.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r92     r76     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     sends (16|M0)            null:uw  r93     r80     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     sends (16|M0)            null:uw  r94     r84     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     sends (16|M0)            null:uw  r95     r88     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1016:
