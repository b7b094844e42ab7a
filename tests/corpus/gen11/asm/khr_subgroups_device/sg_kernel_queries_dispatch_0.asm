L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.2<0;1,0>:d     r3.2<0;1,0>:uw  
        mov (16|M0)              r27.0<1>:f    9.80909e-45:f                              
        mov (16|M16)             r29.0<1>:f    9.80909e-45:f                              
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r4.0<1>:d     r8.2<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     2:w              
        addc (8|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r5.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r12.0<1>:ud   r8.0<0;1,0>:ud    r6.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r19.1<2>:ud   r15.0<8;8,1>:ud   r8.1<0;1,0>:ud  
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r13.0<1>:ud   r8.0<0;1,0>:ud    r9.0<8;8,1>:ud   {AccWrEn}
        mov (8|M0)               r19.0<2>:f    r11.0<8;8,1>:f                  
        add (8|M8)               r21.1<2>:ud   r16.0<8;8,1>:ud   r8.1<0;1,0>:ud  
        mov (8|M16)              r17.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r14.0<1>:ud   r8.0<0;1,0>:ud    r10.0<8;8,1>:ud  {AccWrEn}
        mov (8|M8)               r21.0<2>:f    r12.0<8;8,1>:f                  
        add (8|M16)              r23.1<2>:ud   r17.0<8;8,1>:ud   r8.1<0;1,0>:ud  
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M16)              r23.0<2>:f    r13.0<8;8,1>:f                  
        sends (16|M0)            null:w   r19     r27     0x8C            0x080691FF           // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
        add (8|M24)              r25.1<2>:ud   r18.0<8;8,1>:ud   r8.1<0;1,0>:ud  
        mov (8|M24)              r25.0<2>:f    r14.0<8;8,1>:f                  
        sends (16|M16)           null:w   r23     r29     0x8C            0x080691FF           // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L464:
