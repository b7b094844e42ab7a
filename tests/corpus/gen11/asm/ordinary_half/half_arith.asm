L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r126.0<1>:d   r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r4.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d   
        shl (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    1:w              
        shl (16|M16)             r120.0<1>:d   r122.0<8;8,1>:d   1:w              
        mul (16|M0)              r111.0<1>:ud  r10.0<8;8,1>:ud   0x6:uw             
        mul (16|M16)             r20.0<1>:ud   r122.0<8;8,1>:ud  0x6:uw             
        send (16|M0)             r14:w    r12:f   0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r118:w   r120:f  0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r115:w   r12:f   0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r113:w   r12:f   0xA            0x04210502           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r16:w    r120:f  0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        shl (16|M0)              r109.0<1>:d   r111.0<8;8,1>:d   1:w              
(W)     mov (8|M0)               r120.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
        send (16|M16)            r18:w    r120:f  0xA            0x04210502           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        shl (16|M16)             r22.0<1>:d    r20.0<8;8,1>:d    1:w              
        add (16|M0)              r107.0<1>:d   r109.0<8;8,1>:d   8:w              
        add (16|M16)             r24.0<1>:d    r22.0<8;8,1>:d    8:w              
        mov (16|M0)              r6.0<1>:hf    r14.0<2;1,0>:hf                 
        mov (16|M16)             r99.0<1>:hf   r118.0<2;1,0>:hf                
        cmp (16|M0)   (gt)f0.0   null<1>:hf    r14.0<2;1,0>:hf   r115.0<2;1,0>:hf
        add (16|M0)              r103.0<2>:hf  r14.0<2;1,0>:hf   r115.0<2;1,0>:hf
        mad (16|M0)              r117.0<1>:hf  r113.0<4;2>:hf    r115.0<4;2>:hf    r6.0<1>:hf      
        mul (16|M0)              r105.0<2>:hf  r14.0<2;1,0>:hf   r115.0<2;1,0>:hf
        mad (16|M16)             r100.0<1>:hf  r18.0<4;2>:hf     r16.0<4;2>:hf     r99.0<1>:hf     
        cmp (16|M16)  (gt)f0.0   null<1>:hf    r118.0<2;1,0>:hf  r16.0<2;1,0>:hf 
        add (16|M16)             r26.0<2>:hf   r118.0<2;1,0>:hf  r16.0<2;1,0>:hf 
        add (16|M0)              r103.1<2>:hf  r14.0<2;1,0>:hf   -r115.0<2;1,0>:hf
        mul (16|M16)             r28.0<2>:hf   r118.0<2;1,0>:hf  r16.0<2;1,0>:hf 
        mov (16|M0)              r105.1<2>:hf  r117.0<16;16,1>:hf              
        sel (16|M0)   (ge)f0.0   r101.0<2>:hf  r14.0<2;1,0>:hf   r115.0<2;1,0>:hf
        add (16|M16)             r26.1<2>:hf   r118.0<2;1,0>:hf  -r16.0<2;1,0>:hf
        mov (16|M16)             r28.1<2>:hf   r100.0<16;16,1>:hf              
        sel (16|M16)  (ge)f0.0   r30.0<2>:hf   r118.0<2;1,0>:hf  r16.0<2;1,0>:hf 
(f0.0)  sel (16|M0)              r101.1<2>:hf  r14.0<2;1,0>:hf   r113.0<2;1,0>:hf
(f0.0)  sel (16|M16)             r30.1<2>:hf   r118.0<2;1,0>:hf  r18.0<2;1,0>:hf 
        sends (16|M0)            null:w   r109    r103    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r22     r26     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r107    r101    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r109.0<1>:f   r109.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r24     r30     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L744:
