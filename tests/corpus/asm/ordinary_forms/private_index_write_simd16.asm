L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.2<0;1,0>:d     r2.1<0;1,0>:d   
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r41.0<1>:d    r9.0<8;8,1>:d     2:w              
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     5:w              
        add (16|M0)              r48.0<1>:d    r9.0<8;8,1>:d     r5.4<0;1,0>:d    {Compacted}
        add (16|M0)              r43.0<1>:d    r41.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        add (16|M0)              r31.0<1>:d    r11.0<8;8,1>:d    16:w              
        add (16|M0)              r13.0<1>:d    r11.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        and (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    7:w              
        send (16|M0)             r45:w    r43     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        send (16|M0)             r15:w    r13     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mul (16|M0)              r50.0<1>:uw   r48.0<2;1,0>:uw   0x20:uw             
        send (16|M0)             r33:w    r31     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              a0.0<1>:uw    r50.0<16;16,1>:uw  0x2E0:uw            
        mov (16|M0)              r47.0<1>:w    r45.0<2;1,0>:w                  
        mov (16|M0)              r24.0<1>:w    r15.1<2;1,0>:w                  
        mov (16|M0)              r26.0<1>:w    r17.1<2;1,0>:w                  
        add (16|M0)              r47.0<1>:w    r47.0<16;16,1>:w  -7:w              
        mov (16|M0)              r28.0<1>:w    r19.1<2;1,0>:w                  
        mov (16|M0)              r30.0<1>:w    r21.1<2;1,0>:w                  
        mov (16|M0)              r25.0<1>:w    r17.0<2;1,0>:w                  
        mov (16|M0)              r27.0<1>:w    r19.0<2;1,0>:w                  
        mov (16|M0)              r29.0<1>:w    r21.0<2;1,0>:w                  
        mov (16|M0)              r23.0<1>:w    r15.0<2;1,0>:w                  
        mov (16|M0)              r24.0<1>:w    r17.0<2;1,0>:w                  
        mov (16|M0)              r26.0<1>:w    r21.0<2;1,0>:w                  
        mov (16|M0)              r28.0<1>:w    r35.0<2;1,0>:w                  
        mov (16|M0)              r30.0<1>:w    r39.0<2;1,0>:w                  
        mov (16|M0)              r25.0<1>:w    r19.0<2;1,0>:w                  
        mov (16|M0)              r27.0<1>:w    r33.0<2;1,0>:w                  
        mov (16|M0)              r29.0<1>:w    r37.0<2;1,0>:w                  
        smov (16|M0)             r[a0.0]<1>:w  r47.0<0;1,0>:w    0x1:uw             
        smov (16|M0)             r[a0.1]<1>:w  r47.1<0;1,0>:w    0x2:uw             
        smov (16|M0)             r[a0.2]<1>:w  r47.2<0;1,0>:w    0x4:uw             
        smov (16|M0)             r[a0.3]<1>:w  r47.3<0;1,0>:w    0x8:uw             
        smov (16|M0)             r[a0.4]<1>:w  r47.4<0;1,0>:w    0x10:uw             
        smov (16|M0)             r[a0.5]<1>:w  r47.5<0;1,0>:w    0x20:uw             
        smov (16|M0)             r[a0.6]<1>:w  r47.6<0;1,0>:w    0x40:uw             
        smov (16|M0)             r[a0.7]<1>:w  r47.7<0;1,0>:w    0x80:uw             
        smov (16|M0)             r[a0.8]<1>:w  r47.8<0;1,0>:w    0x100:uw             
        smov (16|M0)             r[a0.9]<1>:w  r47.9<0;1,0>:w    0x200:uw             
        smov (16|M0)             r[a0.10]<1>:w  r47.10<0;1,0>:w  0x400:uw             
        smov (16|M0)             r[a0.11]<1>:w  r47.11<0;1,0>:w  0x800:uw             
        smov (16|M0)             r[a0.12]<1>:w  r47.12<0;1,0>:w  0x1000:uw             
        smov (16|M0)             r[a0.13]<1>:w  r47.13<0;1,0>:w  0x2000:uw             
        smov (16|M0)             r[a0.14]<1>:w  r47.14<0;1,0>:w  0x4000:uw             
        smov (16|M0)             r[a0.15]<1>:w  r47.15<0;1,0>:w  0x8000:uw             
        mul (16|M0)              r51.0<1>:d    r23.0<16;16,1>:w  31:w              
        add (16|M0)              r53.0<1>:d    r41.0<8;8,1>:d    r6.0<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    r24.0<16;16,1>:w
        mul (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    31:w              
        add (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    r25.0<16;16,1>:w
        mul (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    31:w              
        add (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    r26.0<16;16,1>:w
        mul (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    31:w              
        add (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    r27.0<16;16,1>:w
        mul (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    31:w              
        add (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    r28.0<16;16,1>:w
        mul (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    31:w              
        add (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    r29.0<16;16,1>:w
        mul (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    31:w              
        add (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    r30.0<16;16,1>:w
        sends (16|M0)            null:w   r53     r51     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1048:
