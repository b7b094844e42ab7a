L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r10.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r10.2<1>:f    4.34403e-44:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (2|M0)               r10.0<1>:f    r5.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     send (16|M0)             r9:w     r10:f   0xC            0x02190000           // wr:1h+0, rd:1; hdc.dc1; media block read
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     1:w              
        mov (16|M0)              r11.0<1>:ud   r9.0<16;16,1>:uw                
        sends (16|M0)            null:w   r7      r11     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        send (16|M0)             r14:w    r7:f    0xA            0x04210502           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r13.0<1>:hf   r14.0<2;1,0>:hf                 
        add (16|M0)              r13.0<1>:w    r13.0<16;16,1>:w  1:w              
(W)     sends (8|M0)             null:ud  r10     r13     0x4C            0x020A8003           // wr:1h+1, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L272:
