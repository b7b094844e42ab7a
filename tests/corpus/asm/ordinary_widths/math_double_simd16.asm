L0:
(W)     mov (8|M0)               r20.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (4|M0)               r105.0<1>:df  1.5:df                             
(W)     mov (4|M0)               r107.0<1>:df  0.5:df                             
(W)     mov (4|M0)               r25.0<1>:df   1.0:df                             
(W)     mov (4|M0)               r108.0<1>:df  0.0:df                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r89.0<1>:d    r6.0<0;1,0>:d     r20.1<0;1,0>:d   {Compacted}
        add (16|M0)              r2.0<1>:d     r89.0<0;1,0>:d    r1.0<16;16,1>:uw
        add (16|M0)              r90.0<1>:d    r2.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r92.0<1>:d    r90.0<8;8,1>:d    3:w              
        shl (8|M0)               r8.0<1>:d     r90.0<8;8,1>:ud   2:w              
        shl (8|M8)               r9.0<1>:d     r91.0<8;8,1>:ud   2:w              
        send (16|M0)             r94:w    r92     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r4:w     r92     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r125.0<1>:d   r8.0<8;8,1>:d     3:w              
        mov (8|M0)               r54.0<2>:d    r94.0<8;8,1>:d                  
        mov (8|M0)               r54.1<2>:d    r96.0<8;8,1>:d                  
        mov (8|M0)               r99.0<2>:d    r4.0<8;8,1>:d                   
        mov (8|M8)               r56.0<2>:d    r95.0<8;8,1>:d                  
        mov (8|M0)               r99.1<2>:d    r6.0<8;8,1>:d                   
        mov (8|M8)               r83.0<2>:d    r5.0<8;8,1>:d                   
        mov (8|M8)               r56.1<2>:d    r97.0<8;8,1>:d                  
        mov (8|M8)               r83.1<2>:d    r7.0<8;8,1>:d                   
        math.invm (4|M0) (eo)f0.1  r117.mme0:df  r54.nomme:df    r99.nomme:df    
        mul (8|M0)               r58.0<1>:df   r54.0<4;4,1>:df   r99.0<4;4,1>:df 
        mul (8|M8)               r81.0<1>:df   r56.0<4;4,1>:df   r83.0<4;4,1>:df 
(~f0.1) if (4|M0)                            L576                  L576                
L416:
        madm (4|M0)              r26.mme1:df   r108.nomme:df     r54.nomme:df      r117.mme0:df    
        madm (4|M0)              r113.mme2:df  r25.nomme:df      -r99.nomme:df     r117.mme0:df    
        madm (4|M0)              r109.mme3:df  r54.nomme:df      -r99.nomme:df     r26.mme1:df     
        madm (4|M0)              r30.mme4:df   r117.mme0:df      r113.mme2:df      r117.mme0:df    
        madm (4|M0)              r34.mme5:df   r25.nomme:df      -r99.nomme:df     r30.mme4:df     
        madm (4|M0)              r117.mme6:df  r117.mme0:df      r113.mme2:df      r30.mme4:df     
        madm (4|M0)              r26.mme7:df   r26.mme1:df       r109.mme3:df      r30.mme4:df     
        madm (4|M0)              r30.mme0:df   r30.mme4:df       r117.mme6:df      r34.mme5:df     
        madm (4|M0)              r109.mme1:df  r54.nomme:df      -r99.nomme:df     r26.mme7:df     
        madm (4|M0)              r117.nomme:df  r26.mme7:df      r109.mme1:df      r30.mme0:df     
L576:
        endif (4|M0)                         L592                                
L592:
        math.invm (4|M4) (eo)f0.1  r118.mme0:df  r55.nomme:df    r100.nomme:df   
(~f0.1) if (4|M4)                            L784                  L784                
L624:
        madm (4|M4)              r27.mme1:df   r108.nomme:df     r55.nomme:df      r118.mme0:df    
        madm (4|M4)              r114.mme2:df  r25.nomme:df      -r100.nomme:df    r118.mme0:df    
        madm (4|M4)              r110.mme3:df  r55.nomme:df      -r100.nomme:df    r27.mme1:df     
        madm (4|M4)              r31.mme4:df   r118.mme0:df      r114.mme2:df      r118.mme0:df    
        madm (4|M4)              r35.mme5:df   r25.nomme:df      -r100.nomme:df    r31.mme4:df     
        madm (4|M4)              r118.mme6:df  r118.mme0:df      r114.mme2:df      r31.mme4:df     
        madm (4|M4)              r27.mme7:df   r27.mme1:df       r110.mme3:df      r31.mme4:df     
        madm (4|M4)              r31.mme0:df   r31.mme4:df       r118.mme6:df      r35.mme5:df     
        madm (4|M4)              r110.mme1:df  r55.nomme:df      -r100.nomme:df    r27.mme7:df     
        madm (4|M4)              r118.nomme:df  r27.mme7:df      r110.mme1:df      r31.mme0:df     
L784:
        endif (4|M4)                         L800                                
L800:
        math.invm (4|M8) (eo)f0.1  r119.mme0:df  r56.nomme:df    r83.nomme:df    
(~f0.1) if (4|M8)                            L992                  L992                
L832:
        madm (4|M8)              r28.mme1:df   r108.nomme:df     r56.nomme:df      r119.mme0:df    
        madm (4|M8)              r115.mme2:df  r25.nomme:df      -r83.nomme:df     r119.mme0:df    
        madm (4|M8)              r111.mme3:df  r56.nomme:df      -r83.nomme:df     r28.mme1:df     
        madm (4|M8)              r32.mme4:df   r119.mme0:df      r115.mme2:df      r119.mme0:df    
        madm (4|M8)              r36.mme5:df   r25.nomme:df      -r83.nomme:df     r32.mme4:df     
        madm (4|M8)              r119.mme6:df  r119.mme0:df      r115.mme2:df      r32.mme4:df     
        madm (4|M8)              r28.mme7:df   r28.mme1:df       r111.mme3:df      r32.mme4:df     
        madm (4|M8)              r32.mme0:df   r32.mme4:df       r119.mme6:df      r36.mme5:df     
        madm (4|M8)              r111.mme1:df  r56.nomme:df      -r83.nomme:df     r28.mme7:df     
        madm (4|M8)              r119.nomme:df  r28.mme7:df      r111.mme1:df      r32.mme0:df     
L992:
        endif (4|M8)                         L1008                                
L1008:
        math.invm (4|M12) (eo)f0.1  r120.mme0:df  r57.nomme:df   r84.nomme:df    
(~f0.1) if (4|M12)                           L1200                  L1200                
L1040:
        madm (4|M12)             r29.mme1:df   r108.nomme:df     r57.nomme:df      r120.mme0:df    
        madm (4|M12)             r116.mme2:df  r25.nomme:df      -r84.nomme:df     r120.mme0:df    
        madm (4|M12)             r112.mme3:df  r57.nomme:df      -r84.nomme:df     r29.mme1:df     
        madm (4|M12)             r33.mme4:df   r120.mme0:df      r116.mme2:df      r120.mme0:df    
        madm (4|M12)             r37.mme5:df   r25.nomme:df      -r84.nomme:df     r33.mme4:df     
        madm (4|M12)             r120.mme6:df  r120.mme0:df      r116.mme2:df      r33.mme4:df     
        madm (4|M12)             r29.mme7:df   r29.mme1:df       r112.mme3:df      r33.mme4:df     
        madm (4|M12)             r33.mme0:df   r33.mme4:df       r120.mme6:df      r37.mme5:df     
        madm (4|M12)             r112.mme1:df  r57.nomme:df      -r84.nomme:df     r29.mme7:df     
        madm (4|M12)             r120.nomme:df  r29.mme7:df      r112.mme1:df      r33.mme0:df     
L1200:
        endif (4|M12)                        L1216                                
L1216:
        mov (8|M0)               r6.0<1>:df    r117.0<4;4,1>:df                
        mov (8|M8)               r8.0<1>:df    r119.0<4;4,1>:df                
        mov (8|M0)               r2.0<1>:df    r58.0<4;4,1>:df                 
        mov (8|M8)               r4.0<1>:df    r81.0<4;4,1>:df                 
        math.rsqtm (4|M0) (eo)f0.0  r42.mme0:df  r54.nomme:df                  
        mov (8|M0)               r14.0<1>:d    r6.0<2;1,0>:d                   
        mov (8|M0)               r16.0<1>:d    r6.1<2;1,0>:d                   
        mov (8|M8)               r15.0<1>:d    r8.0<2;1,0>:d                   
        mov (8|M8)               r17.0<1>:d    r8.1<2;1,0>:d                   
        mov (8|M0)               r10.0<1>:d    r2.0<2;1,0>:d                   
        mov (8|M0)               r12.0<1>:d    r2.1<2;1,0>:d                   
        mov (8|M8)               r11.0<1>:d    r4.0<2;1,0>:d                   
        mov (8|M8)               r13.0<1>:d    r4.1<2;1,0>:d                   
        sends (16|M0)            null:w   r125    r10     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(~f0.0) if (4|M0)                            L1616                  L1616                
L1456:
        madm (4|M0)              r46.mme1:df   r108.nomme:df     r107.nomme:df     r42.mme0:df     
        madm (4|M0)              r85.mme2:df   r108.nomme:df     r54.nomme:df      r42.mme0:df     
        madm (4|M0)              r50.mme3:df   r107.nomme:df     -r85.mme2:df      r46.mme1:df     
        madm (4|M0)              r101.mme5:df  r25.nomme:df      r105.nomme:df     r50.mme3:df     
        madm (4|M0)              r42.mme6:df   r108.nomme:df     r50.mme3:df       r85.mme2:df     
        madm (4|M0)              r50.mme7:df   r108.nomme:df     r50.mme3:df       r46.mme1:df     
        madm (4|M0)              r42.mme6:df   r85.mme2:df       r101.mme5:df      r42.mme6:df     
        madm (4|M0)              r101.mme5:df  r46.mme1:df       r101.mme5:df      r50.mme7:df     
        madm (4|M0)              r46.mme1:df   r54.nomme:df      -r42.mme6:df      r42.mme6:df     
        madm (4|M0)              r42.nomme:df  r42.mme6:df       r46.mme1:df       r101.mme5:df    
L1616:
        endif (4|M0)                         L1632                                
L1632:
        math.rsqtm (4|M4) (eo)f0.0  r43.mme0:df  r55.nomme:df                  
(~f0.0) if (4|M4)                            L1824                  L1824                
L1664:
        madm (4|M4)              r47.mme1:df   r108.nomme:df     r107.nomme:df     r43.mme0:df     
        madm (4|M4)              r86.mme2:df   r108.nomme:df     r55.nomme:df      r43.mme0:df     
        madm (4|M4)              r51.mme3:df   r107.nomme:df     -r86.mme2:df      r47.mme1:df     
        madm (4|M4)              r102.mme5:df  r25.nomme:df      r105.nomme:df     r51.mme3:df     
        madm (4|M4)              r43.mme6:df   r108.nomme:df     r51.mme3:df       r86.mme2:df     
        madm (4|M4)              r51.mme7:df   r108.nomme:df     r51.mme3:df       r47.mme1:df     
        madm (4|M4)              r43.mme6:df   r86.mme2:df       r102.mme5:df      r43.mme6:df     
        madm (4|M4)              r102.mme5:df  r47.mme1:df       r102.mme5:df      r51.mme7:df     
        madm (4|M4)              r47.mme1:df   r55.nomme:df      -r43.mme6:df      r43.mme6:df     
        madm (4|M4)              r43.nomme:df  r43.mme6:df       r47.mme1:df       r102.mme5:df    
L1824:
        endif (4|M4)                         L1840                                
L1840:
        math.rsqtm (4|M8) (eo)f0.0  r44.mme0:df  r56.nomme:df                  
(~f0.0) if (4|M8)                            L2032                  L2032                
L1872:
        madm (4|M8)              r48.mme1:df   r108.nomme:df     r107.nomme:df     r44.mme0:df     
        madm (4|M8)              r87.mme2:df   r108.nomme:df     r56.nomme:df      r44.mme0:df     
        madm (4|M8)              r52.mme3:df   r107.nomme:df     -r87.mme2:df      r48.mme1:df     
        madm (4|M8)              r103.mme5:df  r25.nomme:df      r105.nomme:df     r52.mme3:df     
        madm (4|M8)              r44.mme6:df   r108.nomme:df     r52.mme3:df       r87.mme2:df     
        madm (4|M8)              r52.mme7:df   r108.nomme:df     r52.mme3:df       r48.mme1:df     
        madm (4|M8)              r44.mme6:df   r87.mme2:df       r103.mme5:df      r44.mme6:df     
        madm (4|M8)              r103.mme5:df  r48.mme1:df       r103.mme5:df      r52.mme7:df     
        madm (4|M8)              r48.mme1:df   r56.nomme:df      -r44.mme6:df      r44.mme6:df     
        madm (4|M8)              r44.nomme:df  r44.mme6:df       r48.mme1:df       r103.mme5:df    
L2032:
        endif (4|M8)                         L2048                                
L2048:
        math.rsqtm (4|M12) (eo)f0.0  r45.mme0:df  r57.nomme:df                 
(~f0.0) if (4|M12)                           L2240                  L2240                
L2080:
        madm (4|M12)             r49.mme1:df   r108.nomme:df     r107.nomme:df     r45.mme0:df     
        madm (4|M12)             r88.mme2:df   r108.nomme:df     r57.nomme:df      r45.mme0:df     
        madm (4|M12)             r53.mme3:df   r107.nomme:df     -r88.mme2:df      r49.mme1:df     
        madm (4|M12)             r104.mme5:df  r25.nomme:df      r105.nomme:df     r53.mme3:df     
        madm (4|M12)             r45.mme6:df   r108.nomme:df     r53.mme3:df       r88.mme2:df     
        madm (4|M12)             r53.mme7:df   r108.nomme:df     r53.mme3:df       r49.mme1:df     
        madm (4|M12)             r45.mme6:df   r88.mme2:df       r104.mme5:df      r45.mme6:df     
        madm (4|M12)             r104.mme5:df  r49.mme1:df       r104.mme5:df      r53.mme7:df     
        madm (4|M12)             r49.mme1:df   r57.nomme:df      -r45.mme6:df      r45.mme6:df     
        madm (4|M12)             r45.nomme:df  r45.mme6:df       r49.mme1:df       r104.mme5:df    
L2240:
        endif (4|M12)                        L2256                                
L2256:
        mov (8|M0)               r2.0<1>:df    r42.0<4;4,1>:df                 
        mov (8|M8)               r4.0<1>:df    r44.0<4;4,1>:df                 
        mad (8|M0)               r6.0<1>:df    -r54.0<2;1>:df    r99.0<2;1>:df     r54.0<1>:df     
        mad (8|M8)               r8.0<1>:df    -r56.0<2;1>:df    r83.0<2;1>:df     r56.0<1>:df     
        or (16|M0)               r10.0<1>:d    r125.0<8;8,1>:d   16:w              
(W)     mov (8|M0)               r127.0<1>:ud  r20.0<8;8,1>:ud                  {Compacted}
        mov (8|M0)               r12.0<1>:d    r2.0<2;1,0>:d                   
        mov (8|M0)               r14.0<1>:d    r2.1<2;1,0>:d                   
        mov (8|M8)               r13.0<1>:d    r4.0<2;1,0>:d                   
        mov (8|M8)               r15.0<1>:d    r4.1<2;1,0>:d                   
        mov (8|M0)               r16.0<1>:d    r6.0<2;1,0>:d                   
        mov (8|M0)               r18.0<1>:d    r6.1<2;1,0>:d                   
        mov (8|M8)               r17.0<1>:d    r8.0<2;1,0>:d                   
        mov (8|M8)               r19.0<1>:d    r8.1<2;1,0>:d                   
        sends (16|M0)            null:w   r10     r12     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2504:
