L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r5.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     r5.0<8;8,1>:d     1:w              
        mul (8|M0)               r11.0<1>:ud   r5.0<8;8,1>:ud    0x6:uw             
        send (8|M0)              r8       r7:f    0xA            0x02110400           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        send (8|M0)              r9       r7:f    0xA            0x02110401           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        send (8|M0)              r10      r7:f    0xA            0x02110402           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        shl (8|M0)               r12.0<1>:d    r11.0<8;8,1>:d    1:w              
        add (8|M0)               r13.0<1>:d    r12.0<8;8,1>:d    8:w              
        mov (8|M0)               r18.0<1>:hf   r8.0<2;1,0>:hf                  
        cmp (8|M0)    (gt)f0.0   null<1>:hf    r8.0<2;1,0>:hf    r9.0<2;1,0>:hf  
        add (8|M0)               r14.0<2>:hf   r8.0<2;1,0>:hf    r9.0<2;1,0>:hf  
        mul (8|M0)               r15.0<2>:hf   r8.0<2;1,0>:hf    r9.0<2;1,0>:hf  
        sel (8|M0)    (ge)f0.0   r16.0<2>:hf   r8.0<2;1,0>:hf    r9.0<2;1,0>:hf  
        add (8|M0)               r14.1<2>:hf   r8.0<2;1,0>:hf    -r9.0<2;1,0>:hf 
        mad (8|M0)               r17.0<1>:hf   r10.0<4;2>:hf     r9.0<4;2>:hf      r18.0<1>:hf     
(f0.0)  sel (8|M0)               r16.1<2>:hf   r8.0<2;1,0>:hf    r10.0<2;1,0>:hf 
        mov (8|M0)               r15.1<2>:hf   r17.0<8;8,1>:hf                 
        sends (8|M0)             null:ud  r12     r14     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r13     r16     0x4C            0x02026E03           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L400:
