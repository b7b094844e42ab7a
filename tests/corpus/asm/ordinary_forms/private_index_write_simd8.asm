L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.2<0;1,0>:d     r2.1<0;1,0>:d   
        add (8|M0)               r7.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r28.0<1>:d    r8.0<8;8,1>:d     2:w              
        shl (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     5:w              
        add (8|M0)               r31.0<1>:d    r8.0<8;8,1>:d     r5.4<0;1,0>:d    {Compacted}
        add (8|M0)               r29.0<1>:d    r28.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        add (8|M0)               r23.0<1>:d    r9.0<8;8,1>:d     16:w              
        add (8|M0)               r10.0<1>:d    r9.0<8;8,1>:d     r6.1<0;1,0>:d    {Compacted}
        and (8|M0)               r31.0<1>:d    r31.0<8;8,1>:d    7:w              
        send (8|M0)              r30:d    r29     0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        add (8|M0)               r23.0<1>:d    r23.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        send (8|M0)              r11:d    r10     0xC            0x02406001           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        mul (8|M0)               r3.2<1>:uw    r31.0<2;1,0>:uw   0x20:uw             
        send (8|M0)              r24:d    r23     0xC            0x02406001           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        add (8|M0)               a0.0<1>:uw    r3.2<8;8,1>:uw    0x1E0:uw             
        mul (8|M0)               r30.0<1>:d    r30.0<8;8,1>:d    3:w              
        mov (8|M0)               r15.0<1>:d    r11.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r16.0<1>:d    r12.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r17.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r18.0<1>:d    r14.0<8;8,1>:d                   {Compacted}
        add (8|M0)               r30.0<1>:d    r30.0<8;8,1>:d    1:w              
        mov (8|M0)               r19.0<1>:d    r24.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r20.0<1>:d    r25.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r21.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r22.0<1>:d    r27.0<8;8,1>:d                   {Compacted}
        smov (8|M0)              r[a0.0]<1>:d  r30.0<0;1,0>:d    0x1:uw             
        smov (8|M0)              r[a0.1]<1>:d  r30.1<0;1,0>:d    0x2:uw             
        smov (8|M0)              r[a0.2]<1>:d  r30.2<0;1,0>:d    0x4:uw             
        smov (8|M0)              r[a0.3]<1>:d  r30.3<0;1,0>:d    0x8:uw             
        smov (8|M0)              r[a0.4]<1>:d  r30.4<0;1,0>:d    0x10:uw             
        smov (8|M0)              r[a0.5]<1>:d  r30.5<0;1,0>:d    0x20:uw             
        smov (8|M0)              r[a0.6]<1>:d  r30.6<0;1,0>:d    0x40:uw             
        smov (8|M0)              r[a0.7]<1>:d  r30.7<0;1,0>:d    0x80:uw             
        mul (8|M0)               r32.0<1>:d    r8.0<8;8,1>:d     5:w              
        add (8|M0)               r32.0<1>:d    r32.0<8;8,1>:d    1:w              
        and (8|M0)               r32.0<1>:d    r32.0<8;8,1>:d    7:w              
        mul (8|M0)               r5.0<1>:uw    r32.0<2;1,0>:uw   0x20:uw             
        add (8|M0)               a0.0<1>:uw    r5.0<8;8,1>:uw    0x1E0:uw             
        smov (8|M0)              r[a0.0]<1>:d  r8.0<0;1,0>:d     0x1:uw             
        smov (8|M0)              r[a0.1]<1>:d  r8.1<0;1,0>:d     0x2:uw             
        smov (8|M0)              r[a0.2]<1>:d  r8.2<0;1,0>:d     0x4:uw             
        smov (8|M0)              r[a0.3]<1>:d  r8.3<0;1,0>:d     0x8:uw             
        smov (8|M0)              r[a0.4]<1>:d  r8.4<0;1,0>:d     0x10:uw             
        smov (8|M0)              r[a0.5]<1>:d  r8.5<0;1,0>:d     0x20:uw             
        smov (8|M0)              r[a0.6]<1>:d  r8.6<0;1,0>:d     0x40:uw             
        smov (8|M0)              r[a0.7]<1>:d  r8.7<0;1,0>:d     0x80:uw             
        mul (8|M0)               r33.0<1>:d    r15.0<8;8,1>:d    31:w              
        add (8|M0)               r34.0<1>:d    r28.0<8;8,1>:d    r6.0<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        add (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    31:w              
        add (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    31:w              
        add (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    31:w              
        add (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    31:w              
        add (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    31:w              
        add (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    31:w              
        add (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        sends (8|M0)             null:ud  r34     r33     0x4C            0x02026E00           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L896:
