L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     1:w              
        mul (16|M0)              r19.0<1>:ud   r9.0<8;8,1>:ud    0x6:uw             
        send (16|M0)             r13:w    r11:f   0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r15:w    r11:f   0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r17:w    r11:f   0xA            0x04210502           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        shl (16|M0)              r21.0<1>:d    r19.0<8;8,1>:d    1:w              
        add (16|M0)              r23.0<1>:d    r21.0<8;8,1>:d    8:w              
        mov (16|M0)              r31.0<1>:hf   r13.0<2;1,0>:hf                 
        cmp (16|M0)   (gt)f0.0   null<1>:hf    r13.0<2;1,0>:hf   r15.0<2;1,0>:hf 
        add (16|M0)              r25.0<2>:hf   r13.0<2;1,0>:hf   r15.0<2;1,0>:hf 
        mul (16|M0)              r27.0<2>:hf   r13.0<2;1,0>:hf   r15.0<2;1,0>:hf 
        mad (16|M0)              r5.0<1>:hf    r17.0<4;2>:hf     r15.0<4;2>:hf     r31.0<1>:hf     
        sel (16|M0)   (ge)f0.0   r29.0<2>:hf   r13.0<2;1,0>:hf   r15.0<2;1,0>:hf 
        add (16|M0)              r25.1<2>:hf   r13.0<2;1,0>:hf   -r15.0<2;1,0>:hf
(f0.0)  sel (16|M0)              r29.1<2>:hf   r13.0<2;1,0>:hf   r17.0<2;1,0>:hf 
        mov (16|M0)              r27.1<2>:hf   r5.0<16;16,1>:hf                
        sends (16|M0)            null:w   r21     r25     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r23     r29     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L392:
