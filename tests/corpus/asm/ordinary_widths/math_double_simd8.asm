L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (4|M0)               r103.0<1>:df  1.5:df                             
(W)     mov (4|M0)               r105.0<1>:df  0.5:df                             
(W)     mov (4|M0)               r5.0<1>:df    1.0:df                             
(W)     mov (4|M0)               r117.0<1>:df  0.0:df                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r126.0<1>:d   r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               r3.0<1>:d     r126.0<0;1,0>:d   r1.0<8;8,1>:uw  
        add (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r125.0<1>:d   r3.0<8;8,1>:d     3:w              
        shl (8|M0)               r120.0<1>:d   r3.0<8;8,1>:ud    2:w              
        send (8|M0)              r7:d     r125    0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r123:d   r125    0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        shl (8|M0)               r120.0<1>:d   r120.0<8;8,1>:d   3:w              
        mov (8|M0)               r10.0<2>:d    r7.0<8;8,1>:d                   
        mov (8|M0)               r121.0<2>:d   r123.0<8;8,1>:d                 
        mov (8|M0)               r10.1<2>:d    r8.0<8;8,1>:d                   
        mov (8|M0)               r121.1<2>:d   r124.0<8;8,1>:d                 
        math.invm (4|M0) (eo)f0.1  r115.mme0:df  r10.nomme:df    r121.nomme:df   
        mul (8|M0)               r12.0<1>:df   r10.0<4;4,1>:df   r121.0<4;4,1>:df
(~f0.1) if (4|M0)                            L480                  L480                
L320:
        madm (4|M0)              r16.mme1:df   r117.nomme:df     r10.nomme:df      r115.mme0:df    
        madm (4|M0)              r113.mme2:df  r5.nomme:df       -r121.nomme:df    r115.mme0:df    
        madm (4|M0)              r111.mme3:df  r10.nomme:df      -r121.nomme:df    r16.mme1:df     
        madm (4|M0)              r18.mme4:df   r115.mme0:df      r113.mme2:df      r115.mme0:df    
        madm (4|M0)              r20.mme5:df   r5.nomme:df       -r121.nomme:df    r18.mme4:df     
        madm (4|M0)              r115.mme6:df  r115.mme0:df      r113.mme2:df      r18.mme4:df     
        madm (4|M0)              r16.mme7:df   r16.mme1:df       r111.mme3:df      r18.mme4:df     
        madm (4|M0)              r18.mme0:df   r18.mme4:df       r115.mme6:df      r20.mme5:df     
        madm (4|M0)              r111.mme1:df  r10.nomme:df      -r121.nomme:df    r16.mme7:df     
        madm (4|M0)              r115.nomme:df  r16.mme7:df      r111.mme1:df      r18.mme0:df     
L480:
        endif (4|M0)                         L496                                
L496:
        math.invm (4|M4) (eo)f0.1  r116.mme0:df  r11.nomme:df    r122.nomme:df   
(~f0.1) if (4|M4)                            L688                  L688                
L528:
        madm (4|M4)              r17.mme1:df   r117.nomme:df     r11.nomme:df      r116.mme0:df    
        madm (4|M4)              r114.mme2:df  r5.nomme:df       -r122.nomme:df    r116.mme0:df    
        madm (4|M4)              r112.mme3:df  r11.nomme:df      -r122.nomme:df    r17.mme1:df     
        madm (4|M4)              r19.mme4:df   r116.mme0:df      r114.mme2:df      r116.mme0:df    
        madm (4|M4)              r21.mme5:df   r5.nomme:df       -r122.nomme:df    r19.mme4:df     
        madm (4|M4)              r116.mme6:df  r116.mme0:df      r114.mme2:df      r19.mme4:df     
        madm (4|M4)              r17.mme7:df   r17.mme1:df       r112.mme3:df      r19.mme4:df     
        madm (4|M4)              r19.mme0:df   r19.mme4:df       r116.mme6:df      r21.mme5:df     
        madm (4|M4)              r112.mme1:df  r11.nomme:df      -r122.nomme:df    r17.mme7:df     
        madm (4|M4)              r116.nomme:df  r17.mme7:df      r112.mme1:df      r19.mme0:df     
L688:
        endif (4|M4)                         L704                                
L704:
        mov (8|M0)               r109.0<1>:df  r115.0<4;4,1>:df                
        mov (8|M0)               r107.0<1>:df  r12.0<4;4,1>:df                 
        math.rsqtm (4|M0) (eo)f0.0  r28.mme0:df  r10.nomme:df                  
        mov (8|M0)               r24.0<1>:d    r109.0<2;1,0>:d                 
        mov (8|M0)               r25.0<1>:d    r109.1<2;1,0>:d                 
        mov (8|M0)               r22.0<1>:d    r107.0<2;1,0>:d                 
        mov (8|M0)               r23.0<1>:d    r107.1<2;1,0>:d                 
        sends (8|M0)             null:ud  r120    r22     0x10C            0x02026002           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
(~f0.0) if (4|M0)                            L1008                  L1008                
L848:
        madm (4|M0)              r30.mme1:df   r117.nomme:df     r105.nomme:df     r28.mme0:df     
        madm (4|M0)              r99.mme2:df   r117.nomme:df     r10.nomme:df      r28.mme0:df     
        madm (4|M0)              r32.mme3:df   r105.nomme:df     -r99.mme2:df      r30.mme1:df     
        madm (4|M0)              r101.mme5:df  r5.nomme:df       r103.nomme:df     r32.mme3:df     
        madm (4|M0)              r28.mme6:df   r117.nomme:df     r32.mme3:df       r99.mme2:df     
        madm (4|M0)              r32.mme7:df   r117.nomme:df     r32.mme3:df       r30.mme1:df     
        madm (4|M0)              r28.mme6:df   r99.mme2:df       r101.mme5:df      r28.mme6:df     
        madm (4|M0)              r101.mme5:df  r30.mme1:df       r101.mme5:df      r32.mme7:df     
        madm (4|M0)              r30.mme1:df   r10.nomme:df      -r28.mme6:df      r28.mme6:df     
        madm (4|M0)              r28.nomme:df  r28.mme6:df       r30.mme1:df       r101.mme5:df    
L1008:
        endif (4|M0)                         L1024                                
L1024:
        math.rsqtm (4|M4) (eo)f0.0  r29.mme0:df  r11.nomme:df                  
(~f0.0) if (4|M4)                            L1216                  L1216                
L1056:
        madm (4|M4)              r31.mme1:df   r117.nomme:df     r105.nomme:df     r29.mme0:df     
        madm (4|M4)              r100.mme2:df  r117.nomme:df     r11.nomme:df      r29.mme0:df     
        madm (4|M4)              r33.mme3:df   r105.nomme:df     -r100.mme2:df     r31.mme1:df     
        madm (4|M4)              r102.mme5:df  r5.nomme:df       r103.nomme:df     r33.mme3:df     
        madm (4|M4)              r29.mme6:df   r117.nomme:df     r33.mme3:df       r100.mme2:df    
        madm (4|M4)              r33.mme7:df   r117.nomme:df     r33.mme3:df       r31.mme1:df     
        madm (4|M4)              r29.mme6:df   r100.mme2:df      r102.mme5:df      r29.mme6:df     
        madm (4|M4)              r102.mme5:df  r31.mme1:df       r102.mme5:df      r33.mme7:df     
        madm (4|M4)              r31.mme1:df   r11.nomme:df      -r29.mme6:df      r29.mme6:df     
        madm (4|M4)              r29.nomme:df  r29.mme6:df       r31.mme1:df       r102.mme5:df    
L1216:
        endif (4|M4)                         L1232                                
L1232:
        mov (8|M0)               r95.0<1>:df   r28.0<4;4,1>:df                 
        mad (8|M0)               r97.0<1>:df   -r10.0<2;1>:df    r121.0<2;1>:df    r10.0<1>:df     
        or (8|M0)                r9.0<1>:d     r120.0<8;8,1>:d   16:w              
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        mov (8|M0)               r34.0<1>:d    r95.0<2;1,0>:d                  
        mov (8|M0)               r35.0<1>:d    r95.1<2;1,0>:d                  
        mov (8|M0)               r36.0<1>:d    r97.0<2;1,0>:d                  
        mov (8|M0)               r37.0<1>:d    r97.1<2;1,0>:d                  
        sends (8|M0)             null:ud  r9      r34     0x10C            0x02026002           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1384:
