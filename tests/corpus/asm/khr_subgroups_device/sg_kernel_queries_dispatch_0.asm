L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r8.2<0;1,0>:d     r3.1<0;1,0>:d   
        mov (16|M0)              r19.0<1>:d    7:w                              
        mov (16|M16)             r21.0<1>:d    7:w                              
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     2:w              
        add (8|M0)               r11.0<1>:q    r8.0<0;1,0>:q     r5.0<8;8,1>:ud  
        add (8|M8)               r13.0<1>:q    r8.0<0;1,0>:q     r6.0<8;8,1>:ud  
        add (8|M16)              r15.0<1>:q    r8.0<0;1,0>:q     r9.0<8;8,1>:ud  
        add (8|M24)              r17.0<1>:q    r8.0<0;1,0>:q     r10.0<8;8,1>:ud 
        sends (16|M0)            null:w   r11     r19     0x8C            0x080691FF           // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
        sends (16|M16)           null:w   r15     r21     0x8C            0x080691FF           // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L288:
