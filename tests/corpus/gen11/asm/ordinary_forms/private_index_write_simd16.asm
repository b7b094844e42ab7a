L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.2<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r126.0<1>:d   r6.2<0;1,0>:d     r2.1<0;1,0>:d   
        add (16|M0)              r7.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw
        add (16|M0)              r124.0<1>:d   r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r21.0<1>:d    r124.0<8;8,1>:d   2:w              
        shl (16|M0)              r9.0<1>:d     r124.0<8;8,1>:d   5:w              
        add (16|M0)              r25.0<1>:d    r124.0<8;8,1>:d   r5.4<0;1,0>:d    {Compacted}
        add (16|M0)              r104.0<1>:d   r21.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        add (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     16:w              
        add (16|M0)              r122.0<1>:d   r9.0<8;8,1>:d     r6.1<0;1,0>:d    {Compacted}
        and (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    7:w              
        send (16|M0)             r23:w    r104:f  0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        send (16|M0)             r11:w    r122:f  0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mul (16|M0)              acc0.0<1>:uw  r25.0<2;1,0>:uw   0x20:uw             
        send (16|M0)             r106:w   r19:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0xE40:uw           
        mov (16|M0)              r103.0<1>:hf  r23.0<2;1,0>:hf                 
        mov (16|M0)              r115.0<1>:hf  r11.1<2;1,0>:hf                 
        mov (16|M0)              r117.0<1>:hf  r13.1<2;1,0>:hf                 
        add (16|M0)              r103.0<1>:w   r103.0<16;16,1>:w  -7:w             
        mov (16|M0)              r119.0<1>:hf  r15.1<2;1,0>:hf                 
        mov (16|M0)              r121.0<1>:hf  r17.1<2;1,0>:hf                 
        mov (16|M0)              r116.0<1>:hf  r13.0<2;1,0>:hf                 
        mov (16|M0)              r118.0<1>:hf  r15.0<2;1,0>:hf                 
        mov (16|M0)              r120.0<1>:hf  r17.0<2;1,0>:hf                 
        mov (16|M0)              r114.0<1>:hf  r11.0<2;1,0>:hf                 
        mov (16|M0)              r115.0<1>:hf  r13.0<2;1,0>:hf                 
        mov (16|M0)              r117.0<1>:hf  r17.0<2;1,0>:hf                 
        mov (16|M0)              r119.0<1>:hf  r108.0<2;1,0>:hf                
        mov (16|M0)              r121.0<1>:hf  r112.0<2;1,0>:hf                
        mov (16|M0)              r116.0<1>:hf  r15.0<2;1,0>:hf                 
        mov (16|M0)              r118.0<1>:hf  r106.0<2;1,0>:hf                
        mov (16|M0)              r120.0<1>:hf  r110.0<2;1,0>:hf                
        smov (16|M0)             r[a0.0]<1>:w  r103.0<0;1,0>:w   0x1:uw             
        smov (16|M0)             r[a0.1]<1>:w  r103.1<0;1,0>:w   0x2:uw             
        smov (16|M0)             r[a0.2]<1>:w  r103.2<0;1,0>:w   0x4:uw             
        smov (16|M0)             r[a0.3]<1>:w  r103.3<0;1,0>:w   0x8:uw             
        smov (16|M0)             r[a0.4]<1>:w  r103.4<0;1,0>:w   0x10:uw             
        smov (16|M0)             r[a0.5]<1>:w  r103.5<0;1,0>:w   0x20:uw             
        smov (16|M0)             r[a0.6]<1>:w  r103.6<0;1,0>:w   0x40:uw             
        smov (16|M0)             r[a0.7]<1>:w  r103.7<0;1,0>:w   0x80:uw             
        smov (16|M0)             r[a0.8]<1>:w  r103.8<0;1,0>:w   0x100:uw             
        smov (16|M0)             r[a0.9]<1>:w  r103.9<0;1,0>:w   0x200:uw             
        smov (16|M0)             r[a0.10]<1>:w  r103.10<0;1,0>:w  0x400:uw            
        smov (16|M0)             r[a0.11]<1>:w  r103.11<0;1,0>:w  0x800:uw            
        smov (16|M0)             r[a0.12]<1>:w  r103.12<0;1,0>:w  0x1000:uw            
        smov (16|M0)             r[a0.13]<1>:w  r103.13<0;1,0>:w  0x2000:uw            
        smov (16|M0)             r[a0.14]<1>:w  r103.14<0;1,0>:w  0x4000:uw            
        smov (16|M0)             r[a0.15]<1>:w  r103.15<0;1,0>:w  0x8000:uw            
        mad (16|M0)              r27.0<1>:d    r115.0<8;1>:w     r114.0<8;1>:w     31:w              
        add (16|M0)              r94.0<1>:d    r21.0<8;8,1>:d    r6.0<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mad (16|M0)              r100.0<1>:d   r116.0<8;1>:w     r27.0<8;1>:d      31:w              
        mad (16|M0)              r29.0<1>:d    r117.0<8;1>:w     r100.0<8;1>:d     31:w              
        mad (16|M0)              r98.0<1>:d    r118.0<8;1>:w     r29.0<8;1>:d      31:w              
        mad (16|M0)              r31.0<1>:d    r119.0<8;1>:w     r98.0<8;1>:d      31:w              
        mad (16|M0)              r96.0<1>:d    r120.0<8;1>:w     r31.0<8;1>:d      31:w              
        mad (16|M0)              r33.0<1>:d    r121.0<8;1>:w     r96.0<8;1>:d      31:w              
        sends (16|M0)            null:w   r94     r33     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L952:
