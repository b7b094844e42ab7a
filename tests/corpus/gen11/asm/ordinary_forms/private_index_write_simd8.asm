L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.2<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r126.0<1>:d   r6.2<0;1,0>:d     r2.1<0;1,0>:d   
        add (8|M0)               acc0.0<1>:d   r126.0<0;1,0>:d   r1.0<8;8,1>:uw  
        add (8|M0)               r125.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r13.0<1>:d    r125.0<8;8,1>:d   2:w              
        shl (8|M0)               r7.0<1>:d     r125.0<8;8,1>:d   5:w              
        add (8|M0)               acc0.0<1>:d   r125.0<8;8,1>:d   r5.4<0;1,0>:d    {Compacted}
        add (8|M0)               r111.0<1>:d   r13.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        add (8|M0)               r12.0<1>:d    r7.0<8;8,1>:d     16:w              
        add (8|M0)               r124.0<1>:d   r7.0<8;8,1>:d     r6.1<0;1,0>:d    {Compacted}
        and (8|M0)               r110.0<1>:d   acc0.0<8;8,1>:d   7:w              
        send (8|M0)              r14:d    r111:f  0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        add (8|M0)               r12.0<1>:d    r12.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        send (8|M0)              r8:d     r124:f  0xC            0x02406001           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        mul (8|M0)               r5.0<1>:uw    r110.0<2;1,0>:uw  0x20:uw             
        send (8|M0)              r112:d   r12:f   0xC            0x02406001           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        add (8|M0)               a0.0<1>:uw    r5.0<8;8,1>:uw    0xE80:uw             
        mul (8|M0)               r14.0<1>:d    r14.0<8;8,1>:d    3:w              
        mov (8|M0)               r116.0<1>:f   r8.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r117.0<1>:f   r9.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r118.0<1>:f   r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r119.0<1>:f   r11.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r14.0<1>:d    r14.0<8;8,1>:d    1:w              
        mov (8|M0)               r120.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r121.0<1>:f   r113.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r122.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r123.0<1>:f   r115.0<8;8,1>:f                  {Compacted}
        smov (8|M0)              r[a0.0]<1>:d  r14.0<0;1,0>:d    0x1:uw             
        smov (8|M0)              r[a0.1]<1>:d  r14.1<0;1,0>:d    0x2:uw             
        smov (8|M0)              r[a0.2]<1>:d  r14.2<0;1,0>:d    0x4:uw             
        smov (8|M0)              r[a0.3]<1>:d  r14.3<0;1,0>:d    0x8:uw             
        smov (8|M0)              r[a0.4]<1>:d  r14.4<0;1,0>:d    0x10:uw             
        smov (8|M0)              r[a0.5]<1>:d  r14.5<0;1,0>:d    0x20:uw             
        smov (8|M0)              r[a0.6]<1>:d  r14.6<0;1,0>:d    0x40:uw             
        smov (8|M0)              r[a0.7]<1>:d  r14.7<0;1,0>:d    0x80:uw             
        mul (8|M0)               acc0.0<1>:d   r125.0<8;8,1>:d   5:w              
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   1:w              
        and (8|M0)               r109.0<1>:d   acc0.0<8;8,1>:d   7:w              
        mul (8|M0)               r15.0<1>:uw   r109.0<2;1,0>:uw  0x20:uw             
        add (8|M0)               a0.0<1>:uw    r15.0<8;8,1>:uw   0xE80:uw             
        smov (8|M0)              r[a0.0]<1>:d  r125.0<0;1,0>:d   0x1:uw             
        smov (8|M0)              r[a0.1]<1>:d  r125.1<0;1,0>:d   0x2:uw             
        smov (8|M0)              r[a0.2]<1>:d  r125.2<0;1,0>:d   0x4:uw             
        smov (8|M0)              r[a0.3]<1>:d  r125.3<0;1,0>:d   0x8:uw             
        smov (8|M0)              r[a0.4]<1>:d  r125.4<0;1,0>:d   0x10:uw             
        smov (8|M0)              r[a0.5]<1>:d  r125.5<0;1,0>:d   0x20:uw             
        smov (8|M0)              r[a0.6]<1>:d  r125.6<0;1,0>:d   0x40:uw             
        smov (8|M0)              r[a0.7]<1>:d  r125.7<0;1,0>:d   0x80:uw             
        mad (8|M0)               r108.0<1>:d   r117.0<8;1>:d     r116.0<8;1>:d     31:w              
        add (8|M0)               r19.0<1>:d    r13.0<8;8,1>:d    r6.0<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mad (8|M0)               r16.0<1>:d    r118.0<8;1>:d     r108.0<8;1>:d     31:w              
        mad (8|M0)               r107.0<1>:d   r119.0<8;1>:d     r16.0<8;1>:d      31:w              
        mad (8|M0)               r17.0<1>:d    r120.0<8;1>:d     r107.0<8;1>:d     31:w              
        mad (8|M0)               r106.0<1>:d   r121.0<8;1>:d     r17.0<8;1>:d      31:w              
        mad (8|M0)               r18.0<1>:d    r122.0<8;1>:d     r106.0<8;1>:d     31:w              
        mad (8|M0)               r105.0<1>:d   r123.0<8;1>:d     r18.0<8;1>:d      31:w              
        sends (8|M0)             null:ud  r19     r105    0x4C            0x02026E00           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L864:
