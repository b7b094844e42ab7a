L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     r6.0<8;8,1>:d     2:w              
        send (8|M0)              r11      r6:f    0xA            0x02110001           // wr:1+0, rd:1; hdc.dc0; byte gathering read 8b
        send (8|M0)              r9:d     r7:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        mov (8|M0)               r10.0<1>:b    r11.0<4;1,0>:b                  
        add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x140:uw             
        mov (8|M0)               r12.0<1>:b    r[a0.0]<1,0>:b                  
        mov (8|M0)               r13.0<1>:ud   r12.0<8;8,1>:ub                 
        add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x1C0:uw             
        sends (8|M0)             null:ud  r6      r13     0x4A            0x02030002           // wr:1+1, rd:0; hdc.dc0; byte scattering write 8b
        send (8|M0)              r15      r6:f    0xA            0x02110003           // wr:1+0, rd:1; hdc.dc0; byte gathering read 8b
        mov (8|M0)               r14.0<1>:b    r15.0<4;1,0>:b                  
        mov (8|M0)               r16.0<1>:b    r[a0.0]<1,0>:b                  
        mov (8|M0)               r17.0<1>:ud   r16.0<8;8,1>:ub                 
        shl (8|M0)               r18.0<1>:d    r6.0<8;8,1>:d     1:w              
        shl (8|M0)               r22.0<1>:uw   r9.0<2;1,0>:uw    0x1:uw             
        sends (8|M0)             null:ud  r6      r17     0x4A            0x02030004           // wr:1+1, rd:0; hdc.dc0; byte scattering write 8b
        add (8|M0)               a0.0<1>:uw    r22.0<8;8,1>:uw   0x260:uw             
        send (8|M0)              r20      r18:f   0xA            0x02110405           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        mov (8|M0)               r19.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (8|M0)               r21.0<1>:w    r[a0.0]<1,0>:w                  
        mov (8|M0)               r23.0<1>:ud   r21.0<8;8,1>:uw                 
        add (8|M0)               a0.0<1>:uw    r22.0<8;8,1>:uw   0x300:uw             
        sends (8|M0)             null:ud  r18     r23     0x4A            0x02030406           // wr:1+1, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r25      r18:f   0xA            0x02110407           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        mov (8|M0)               r24.0<1>:hf   r25.0<2;1,0>:hf                 
        mov (8|M0)               r26.0<1>:w    r[a0.0]<1,0>:w                  
        mov (8|M0)               r27.0<1>:ud   r26.0<8;8,1>:uw                 
        add (8|M0)               a0.0<1>:uw    r22.0<8;8,1>:uw   0x380:uw             
        sends (8|M0)             null:ud  r18     r27     0x4A            0x02030408           // wr:1+1, rd:0; hdc.dc0; byte scattering write 16b
        send (8|M0)              r29      r18:f   0xA            0x02110409           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        mov (8|M0)               r28.0<1>:hf   r29.0<2;1,0>:hf                 
        mov (8|M0)               r30.0<1>:hf   r[a0.0]<1,0>:hf                 
        mov (8|M0)               r31.0<1>:ud   r30.0<8;8,1>:uw                 
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (8|M0)             null:ud  r18     r31     0x4A            0x0203040A           // wr:1+1, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r18.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L688:
