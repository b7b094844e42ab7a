L0:
(W)     mov (8|M0)               r68.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (4|M0)               r70.0<1>:df   1.5:df                             
(W)     mov (4|M0)               r72.0<1>:df   0.5:df                             
(W)     mov (4|M0)               r74.0<1>:df   1.0:df                             
(W)     mov (4|M0)               r76.0<1>:df   0.0:df                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r126.0<1>:d   r9.0<0;1,0>:d     r68.1<0;1,0>:d   {Compacted}
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw
        add (16|M16)             r120.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r7.0<0;1,0>:d   
        shl (16|M0)              r4.0<1>:d     r122.0<8;8,1>:d   3:w              
        shl (16|M16)             r14.0<1>:d    r118.0<8;8,1>:d   3:w              
        shl (8|M0)               r2.0<1>:d     r122.0<8;8,1>:ud  2:w              
        shl (8|M8)               r3.0<1>:d     r123.0<8;8,1>:ud  2:w              
        shl (8|M16)              r124.0<1>:d   r118.0<8;8,1>:ud  2:w              
        send (16|M0)             r114:w   r4      0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r10:w    r4      0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r110:w   r14     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (8|M24)              r125.0<1>:d   r119.0<8;8,1>:ud  2:w              
        send (16|M16)            r16:w    r14     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r30.0<1>:d    r2.0<8;8,1>:d     3:w              
        shl (16|M16)             r28.0<1>:d    r124.0<8;8,1>:d   3:w              
        mov (8|M0)               r26.0<2>:d    r114.0<8;8,1>:d                 
        mov (8|M0)               r26.1<2>:d    r116.0<8;8,1>:d                 
        mov (8|M0)               r98.0<2>:d    r10.0<8;8,1>:d                  
        mov (8|M8)               r24.0<2>:d    r115.0<8;8,1>:d                 
        mov (8|M0)               r98.1<2>:d    r12.0<8;8,1>:d                  
        mov (8|M8)               r100.0<2>:d   r11.0<8;8,1>:d                  
        mov (8|M16)              r22.0<2>:d    r110.0<8;8,1>:d                 
        mov (8|M24)              r20.0<2>:d    r111.0<8;8,1>:d                 
        mov (8|M16)              r102.0<2>:d   r16.0<8;8,1>:d                  
        mov (8|M24)              r104.0<2>:d   r17.0<8;8,1>:d                  
        mov (8|M8)               r24.1<2>:d    r117.0<8;8,1>:d                 
        math.invm (4|M0) (eo)f1.0  r106.mme0:df  r26.nomme:df    r98.nomme:df    
        mov (8|M8)               r100.1<2>:d   r13.0<8;8,1>:d                  
        mov (8|M16)              r22.1<2>:d    r112.0<8;8,1>:d                 
        mov (8|M24)              r20.1<2>:d    r113.0<8;8,1>:d                 
        mov (8|M16)              r102.1<2>:d   r18.0<8;8,1>:d                  
        mov (8|M24)              r104.1<2>:d   r19.0<8;8,1>:d                  
        mul (8|M0)               r40.0<1>:df   r26.0<4;4,1>:df   r98.0<4;4,1>:df 
        mul (8|M8)               r38.0<1>:df   r24.0<4;4,1>:df   r100.0<4;4,1>:df
        mul (8|M16)              r36.0<1>:df   r22.0<4;4,1>:df   r102.0<4;4,1>:df
        mul (8|M24)              r34.0<1>:df   r20.0<4;4,1>:df   r104.0<4;4,1>:df
(~f1.0) if (4|M0)                            L864                  L864                
L704:
        madm (4|M0)              r64.mme1:df   r76.nomme:df      r26.nomme:df      r106.mme0:df    
        madm (4|M0)              r124.mme2:df  r74.nomme:df      -r98.nomme:df     r106.mme0:df    
        madm (4|M0)              r82.mme3:df   r26.nomme:df      -r98.nomme:df     r64.mme1:df     
        madm (4|M0)              r60.mme4:df   r106.mme0:df      r124.mme2:df      r106.mme0:df    
        madm (4|M0)              r56.mme5:df   r74.nomme:df      -r98.nomme:df     r60.mme4:df     
        madm (4|M0)              r106.mme6:df  r106.mme0:df      r124.mme2:df      r60.mme4:df     
        madm (4|M0)              r64.mme7:df   r64.mme1:df       r82.mme3:df       r60.mme4:df     
        madm (4|M0)              r60.mme0:df   r60.mme4:df       r106.mme6:df      r56.mme5:df     
        madm (4|M0)              r82.mme1:df   r26.nomme:df      -r98.nomme:df     r64.mme7:df     
        madm (4|M0)              r106.nomme:df  r64.mme7:df      r82.mme1:df       r60.mme0:df     
L864:
        endif (4|M0)                         L880                                
L880:
        math.invm (4|M4) (eo)f1.0  r107.mme0:df  r27.nomme:df    r99.nomme:df    
(~f1.0) if (4|M4)                            L1072                  L1072                
L912:
        madm (4|M4)              r65.mme1:df   r76.nomme:df      r27.nomme:df      r107.mme0:df    
        madm (4|M4)              r125.mme2:df  r74.nomme:df      -r99.nomme:df     r107.mme0:df    
        madm (4|M4)              r83.mme3:df   r27.nomme:df      -r99.nomme:df     r65.mme1:df     
        madm (4|M4)              r61.mme4:df   r107.mme0:df      r125.mme2:df      r107.mme0:df    
        madm (4|M4)              r57.mme5:df   r74.nomme:df      -r99.nomme:df     r61.mme4:df     
        madm (4|M4)              r107.mme6:df  r107.mme0:df      r125.mme2:df      r61.mme4:df     
        madm (4|M4)              r65.mme7:df   r65.mme1:df       r83.mme3:df       r61.mme4:df     
        madm (4|M4)              r61.mme0:df   r61.mme4:df       r107.mme6:df      r57.mme5:df     
        madm (4|M4)              r83.mme1:df   r27.nomme:df      -r99.nomme:df     r65.mme7:df     
        madm (4|M4)              r107.nomme:df  r65.mme7:df      r83.mme1:df       r61.mme0:df     
L1072:
        endif (4|M4)                         L1088                                
L1088:
        math.invm (4|M8) (eo)f1.0  r108.mme0:df  r24.nomme:df    r100.nomme:df   
(~f1.0) if (4|M8)                            L1280                  L1280                
L1120:
        madm (4|M8)              r66.mme1:df   r76.nomme:df      r24.nomme:df      r108.mme0:df    
        madm (4|M8)              r126.mme2:df  r74.nomme:df      -r100.nomme:df    r108.mme0:df    
        madm (4|M8)              r84.mme3:df   r24.nomme:df      -r100.nomme:df    r66.mme1:df     
        madm (4|M8)              r62.mme4:df   r108.mme0:df      r126.mme2:df      r108.mme0:df    
        madm (4|M8)              r58.mme5:df   r74.nomme:df      -r100.nomme:df    r62.mme4:df     
        madm (4|M8)              r108.mme6:df  r108.mme0:df      r126.mme2:df      r62.mme4:df     
        madm (4|M8)              r66.mme7:df   r66.mme1:df       r84.mme3:df       r62.mme4:df     
        madm (4|M8)              r62.mme0:df   r62.mme4:df       r108.mme6:df      r58.mme5:df     
        madm (4|M8)              r84.mme1:df   r24.nomme:df      -r100.nomme:df    r66.mme7:df     
        madm (4|M8)              r108.nomme:df  r66.mme7:df      r84.mme1:df       r62.mme0:df     
L1280:
        endif (4|M8)                         L1296                                
L1296:
        math.invm (4|M12) (eo)f1.0  r109.mme0:df  r25.nomme:df   r101.nomme:df   
(~f1.0) if (4|M12)                           L1488                  L1488                
L1328:
        madm (4|M12)             r67.mme1:df   r76.nomme:df      r25.nomme:df      r109.mme0:df    
        madm (4|M12)             r127.mme2:df  r74.nomme:df      -r101.nomme:df    r109.mme0:df    
        madm (4|M12)             r85.mme3:df   r25.nomme:df      -r101.nomme:df    r67.mme1:df     
        madm (4|M12)             r63.mme4:df   r109.mme0:df      r127.mme2:df      r109.mme0:df    
        madm (4|M12)             r59.mme5:df   r74.nomme:df      -r101.nomme:df    r63.mme4:df     
        madm (4|M12)             r109.mme6:df  r109.mme0:df      r127.mme2:df      r63.mme4:df     
        madm (4|M12)             r67.mme7:df   r67.mme1:df       r85.mme3:df       r63.mme4:df     
        madm (4|M12)             r63.mme0:df   r63.mme4:df       r109.mme6:df      r59.mme5:df     
        madm (4|M12)             r85.mme1:df   r25.nomme:df      -r101.nomme:df    r67.mme7:df     
        madm (4|M12)             r109.nomme:df  r67.mme7:df      r85.mme1:df       r63.mme0:df     
L1488:
        endif (4|M12)                        L1504                                
L1504:
        math.invm (4|M16) (eo)f1.0  r94.mme0:df  r22.nomme:df    r102.nomme:df   
        mov (8|M0)               r32.0<1>:df   r106.0<4;4,1>:df                
        mov (8|M8)               r42.0<1>:df   r108.0<4;4,1>:df                
(~f1.0) if (4|M16)                           L1728                  L1728                
L1568:
        madm (4|M16)             r52.mme1:df   r76.nomme:df      r22.nomme:df      r94.mme0:df     
        madm (4|M16)             r86.mme2:df   r74.nomme:df      -r102.nomme:df    r94.mme0:df     
        madm (4|M16)             r90.mme3:df   r22.nomme:df      -r102.nomme:df    r52.mme1:df     
        madm (4|M16)             r48.mme4:df   r94.mme0:df       r86.mme2:df       r94.mme0:df     
        madm (4|M16)             r44.mme5:df   r74.nomme:df      -r102.nomme:df    r48.mme4:df     
        madm (4|M16)             r94.mme6:df   r94.mme0:df       r86.mme2:df       r48.mme4:df     
        madm (4|M16)             r52.mme7:df   r52.mme1:df       r90.mme3:df       r48.mme4:df     
        madm (4|M16)             r48.mme0:df   r48.mme4:df       r94.mme6:df       r44.mme5:df     
        madm (4|M16)             r90.mme1:df   r22.nomme:df      -r102.nomme:df    r52.mme7:df     
        madm (4|M16)             r94.nomme:df  r52.mme7:df       r90.mme1:df       r48.mme0:df     
L1728:
        endif (4|M16)                        L1744                                
L1744:
        math.invm (4|M20) (eo)f1.0  r95.mme0:df  r23.nomme:df    r103.nomme:df   
(~f1.0) if (4|M20)                           L1936                  L1936                
L1776:
        madm (4|M20)             r53.mme1:df   r76.nomme:df      r23.nomme:df      r95.mme0:df     
        madm (4|M20)             r87.mme2:df   r74.nomme:df      -r103.nomme:df    r95.mme0:df     
        madm (4|M20)             r91.mme3:df   r23.nomme:df      -r103.nomme:df    r53.mme1:df     
        madm (4|M20)             r49.mme4:df   r95.mme0:df       r87.mme2:df       r95.mme0:df     
        madm (4|M20)             r45.mme5:df   r74.nomme:df      -r103.nomme:df    r49.mme4:df     
        madm (4|M20)             r95.mme6:df   r95.mme0:df       r87.mme2:df       r49.mme4:df     
        madm (4|M20)             r53.mme7:df   r53.mme1:df       r91.mme3:df       r49.mme4:df     
        madm (4|M20)             r49.mme0:df   r49.mme4:df       r95.mme6:df       r45.mme5:df     
        madm (4|M20)             r91.mme1:df   r23.nomme:df      -r103.nomme:df    r53.mme7:df     
        madm (4|M20)             r95.nomme:df  r53.mme7:df       r91.mme1:df       r49.mme0:df     
L1936:
        endif (4|M20)                        L1952                                
L1952:
        math.invm (4|M24) (eo)f1.0  r96.mme0:df  r20.nomme:df    r104.nomme:df   
(~f1.0) if (4|M24)                           L2144                  L2144                
L1984:
        madm (4|M24)             r54.mme1:df   r76.nomme:df      r20.nomme:df      r96.mme0:df     
        madm (4|M24)             r88.mme2:df   r74.nomme:df      -r104.nomme:df    r96.mme0:df     
        madm (4|M24)             r92.mme3:df   r20.nomme:df      -r104.nomme:df    r54.mme1:df     
        madm (4|M24)             r50.mme4:df   r96.mme0:df       r88.mme2:df       r96.mme0:df     
        madm (4|M24)             r46.mme5:df   r74.nomme:df      -r104.nomme:df    r50.mme4:df     
        madm (4|M24)             r96.mme6:df   r96.mme0:df       r88.mme2:df       r50.mme4:df     
        madm (4|M24)             r54.mme7:df   r54.mme1:df       r92.mme3:df       r50.mme4:df     
        madm (4|M24)             r50.mme0:df   r50.mme4:df       r96.mme6:df       r46.mme5:df     
        madm (4|M24)             r92.mme1:df   r20.nomme:df      -r104.nomme:df    r54.mme7:df     
        madm (4|M24)             r96.nomme:df  r54.mme7:df       r92.mme1:df       r50.mme0:df     
L2144:
        endif (4|M24)                        L2160                                
L2160:
        math.invm (4|M28) (eo)f1.0  r97.mme0:df  r21.nomme:df    r105.nomme:df   
(~f1.0) if (4|M28)                           L2352                  L2352                
L2192:
        madm (4|M28)             r55.mme1:df   r76.nomme:df      r21.nomme:df      r97.mme0:df     
        madm (4|M28)             r89.mme2:df   r74.nomme:df      -r105.nomme:df    r97.mme0:df     
        madm (4|M28)             r93.mme3:df   r21.nomme:df      -r105.nomme:df    r55.mme1:df     
        madm (4|M28)             r51.mme4:df   r97.mme0:df       r89.mme2:df       r97.mme0:df     
        madm (4|M28)             r47.mme5:df   r74.nomme:df      -r105.nomme:df    r51.mme4:df     
        madm (4|M28)             r97.mme6:df   r97.mme0:df       r89.mme2:df       r51.mme4:df     
        madm (4|M28)             r55.mme7:df   r55.mme1:df       r93.mme3:df       r51.mme4:df     
        madm (4|M28)             r51.mme0:df   r51.mme4:df       r97.mme6:df       r47.mme5:df     
        madm (4|M28)             r93.mme1:df   r21.nomme:df      -r105.nomme:df    r55.mme7:df     
        madm (4|M28)             r97.nomme:df  r55.mme7:df       r93.mme1:df       r51.mme0:df     
L2352:
        endif (4|M28)                        L2368                                
L2368:
        mov (8|M0)               r2.0<1>:df    r40.0<4;4,1>:df                 
        mov (8|M8)               r4.0<1>:df    r38.0<4;4,1>:df                 
        mov (8|M0)               r6.0<1>:df    r32.0<4;4,1>:df                 
        mov (8|M8)               r8.0<1>:df    r42.0<4;4,1>:df                 
        mov (8|M16)              r122.0<1>:df  r94.0<4;4,1>:df                 
        mov (8|M24)              r124.0<1>:df  r96.0<4;4,1>:df                 
        mov (8|M16)              r118.0<1>:df  r36.0<4;4,1>:df                 
        mov (8|M24)              r120.0<1>:df  r34.0<4;4,1>:df                 
        math.rsqtm (4|M0) (eo)f0.0  r52.mme0:df  r26.nomme:df                  
        mov (8|M0)               r110.0<1>:d   r2.0<2;1,0>:d                   
        mov (8|M0)               r112.0<1>:d   r2.1<2;1,0>:d                   
        mov (8|M8)               r111.0<1>:d   r4.0<2;1,0>:d                   
        mov (8|M8)               r113.0<1>:d   r4.1<2;1,0>:d                   
        mov (8|M0)               r114.0<1>:d   r6.0<2;1,0>:d                   
        mov (8|M0)               r116.0<1>:d   r6.1<2;1,0>:d                   
        mov (8|M8)               r115.0<1>:d   r8.0<2;1,0>:d                   
        mov (8|M8)               r117.0<1>:d   r8.1<2;1,0>:d                   
        mov (8|M16)              r14.0<1>:d    r122.0<2;1,0>:d                 
        mov (8|M16)              r16.0<1>:d    r122.1<2;1,0>:d                 
        mov (8|M24)              r15.0<1>:d    r124.0<2;1,0>:d                 
        mov (8|M24)              r17.0<1>:d    r124.1<2;1,0>:d                 
        mov (8|M16)              r10.0<1>:d    r118.0<2;1,0>:d                 
        mov (8|M16)              r12.0<1>:d    r118.1<2;1,0>:d                 
        mov (8|M24)              r11.0<1>:d    r120.0<2;1,0>:d                 
        mov (8|M24)              r13.0<1>:d    r120.1<2;1,0>:d                 
        sends (16|M0)            null:w   r30     r110    0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r28     r10     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(~f0.0) if (4|M0)                            L2976                  L2976                
L2816:
        madm (4|M0)              r48.mme1:df   r76.nomme:df      r72.nomme:df      r52.mme0:df     
        madm (4|M0)              r112.mme2:df  r76.nomme:df      r26.nomme:df      r52.mme0:df     
        madm (4|M0)              r44.mme3:df   r72.nomme:df      -r112.mme2:df     r48.mme1:df     
        madm (4|M0)              r108.mme5:df  r74.nomme:df      r70.nomme:df      r44.mme3:df     
        madm (4|M0)              r52.mme6:df   r76.nomme:df      r44.mme3:df       r112.mme2:df    
        madm (4|M0)              r44.mme7:df   r76.nomme:df      r44.mme3:df       r48.mme1:df     
        madm (4|M0)              r52.mme6:df   r112.mme2:df      r108.mme5:df      r52.mme6:df     
        madm (4|M0)              r108.mme5:df  r48.mme1:df       r108.mme5:df      r44.mme7:df     
        madm (4|M0)              r48.mme1:df   r26.nomme:df      -r52.mme6:df      r52.mme6:df     
        madm (4|M0)              r52.nomme:df  r52.mme6:df       r48.mme1:df       r108.mme5:df    
L2976:
        endif (4|M0)                         L2992                                
L2992:
        math.rsqtm (4|M4) (eo)f0.0  r53.mme0:df  r27.nomme:df                  
(~f0.0) if (4|M4)                            L3184                  L3184                
L3024:
        madm (4|M4)              r49.mme1:df   r76.nomme:df      r72.nomme:df      r53.mme0:df     
        madm (4|M4)              r113.mme2:df  r76.nomme:df      r27.nomme:df      r53.mme0:df     
        madm (4|M4)              r45.mme3:df   r72.nomme:df      -r113.mme2:df     r49.mme1:df     
        madm (4|M4)              r109.mme5:df  r74.nomme:df      r70.nomme:df      r45.mme3:df     
        madm (4|M4)              r53.mme6:df   r76.nomme:df      r45.mme3:df       r113.mme2:df    
        madm (4|M4)              r45.mme7:df   r76.nomme:df      r45.mme3:df       r49.mme1:df     
        madm (4|M4)              r53.mme6:df   r113.mme2:df      r109.mme5:df      r53.mme6:df     
        madm (4|M4)              r109.mme5:df  r49.mme1:df       r109.mme5:df      r45.mme7:df     
        madm (4|M4)              r49.mme1:df   r27.nomme:df      -r53.mme6:df      r53.mme6:df     
        madm (4|M4)              r53.nomme:df  r53.mme6:df       r49.mme1:df       r109.mme5:df    
L3184:
        endif (4|M4)                         L3200                                
L3200:
        math.rsqtm (4|M8) (eo)f0.0  r54.mme0:df  r24.nomme:df                  
(~f0.0) if (4|M8)                            L3392                  L3392                
L3232:
        madm (4|M8)              r50.mme1:df   r76.nomme:df      r72.nomme:df      r54.mme0:df     
        madm (4|M8)              r114.mme2:df  r76.nomme:df      r24.nomme:df      r54.mme0:df     
        madm (4|M8)              r46.mme3:df   r72.nomme:df      -r114.mme2:df     r50.mme1:df     
        madm (4|M8)              r110.mme5:df  r74.nomme:df      r70.nomme:df      r46.mme3:df     
        madm (4|M8)              r54.mme6:df   r76.nomme:df      r46.mme3:df       r114.mme2:df    
        madm (4|M8)              r46.mme7:df   r76.nomme:df      r46.mme3:df       r50.mme1:df     
        madm (4|M8)              r54.mme6:df   r114.mme2:df      r110.mme5:df      r54.mme6:df     
        madm (4|M8)              r110.mme5:df  r50.mme1:df       r110.mme5:df      r46.mme7:df     
        madm (4|M8)              r50.mme1:df   r24.nomme:df      -r54.mme6:df      r54.mme6:df     
        madm (4|M8)              r54.nomme:df  r54.mme6:df       r50.mme1:df       r110.mme5:df    
L3392:
        endif (4|M8)                         L3408                                
L3408:
        math.rsqtm (4|M12) (eo)f0.0  r55.mme0:df  r25.nomme:df                 
(~f0.0) if (4|M12)                           L3600                  L3600                
L3440:
        madm (4|M12)             r51.mme1:df   r76.nomme:df      r72.nomme:df      r55.mme0:df     
        madm (4|M12)             r115.mme2:df  r76.nomme:df      r25.nomme:df      r55.mme0:df     
        madm (4|M12)             r47.mme3:df   r72.nomme:df      -r115.mme2:df     r51.mme1:df     
        madm (4|M12)             r111.mme5:df  r74.nomme:df      r70.nomme:df      r47.mme3:df     
        madm (4|M12)             r55.mme6:df   r76.nomme:df      r47.mme3:df       r115.mme2:df    
        madm (4|M12)             r47.mme7:df   r76.nomme:df      r47.mme3:df       r51.mme1:df     
        madm (4|M12)             r55.mme6:df   r115.mme2:df      r111.mme5:df      r55.mme6:df     
        madm (4|M12)             r111.mme5:df  r51.mme1:df       r111.mme5:df      r47.mme7:df     
        madm (4|M12)             r51.mme1:df   r25.nomme:df      -r55.mme6:df      r55.mme6:df     
        madm (4|M12)             r55.nomme:df  r55.mme6:df       r51.mme1:df       r111.mme5:df    
L3600:
        endif (4|M12)                        L3616                                
L3616:
        math.rsqtm (4|M16) (eo)f0.0  r2.mme0:df  r22.nomme:df                  
        mov (8|M0)               r16.0<1>:df   r52.0<4;4,1>:df                 
        mov (8|M8)               r14.0<1>:df   r54.0<4;4,1>:df                 
(~f0.0) if (4|M16)                           L3840                  L3840                
L3680:
        madm (4|M16)             r36.mme1:df   r76.nomme:df      r72.nomme:df      r2.mme0:df      
        madm (4|M16)             r120.mme2:df  r76.nomme:df      r22.nomme:df      r2.mme0:df      
        madm (4|M16)             r32.mme3:df   r72.nomme:df      -r120.mme2:df     r36.mme1:df     
        madm (4|M16)             r116.mme5:df  r74.nomme:df      r70.nomme:df      r32.mme3:df     
        madm (4|M16)             r2.mme6:df    r76.nomme:df      r32.mme3:df       r120.mme2:df    
        madm (4|M16)             r32.mme7:df   r76.nomme:df      r32.mme3:df       r36.mme1:df     
        madm (4|M16)             r2.mme6:df    r120.mme2:df      r116.mme5:df      r2.mme6:df      
        madm (4|M16)             r116.mme5:df  r36.mme1:df       r116.mme5:df      r32.mme7:df     
        madm (4|M16)             r36.mme1:df   r22.nomme:df      -r2.mme6:df       r2.mme6:df      
        madm (4|M16)             r2.nomme:df   r2.mme6:df        r36.mme1:df       r116.mme5:df    
L3840:
        endif (4|M16)                        L3856                                
L3856:
        math.rsqtm (4|M20) (eo)f0.0  r3.mme0:df  r23.nomme:df                  
(~f0.0) if (4|M20)                           L4048                  L4048                
L3888:
        madm (4|M20)             r37.mme1:df   r76.nomme:df      r72.nomme:df      r3.mme0:df      
        madm (4|M20)             r121.mme2:df  r76.nomme:df      r23.nomme:df      r3.mme0:df      
        madm (4|M20)             r33.mme3:df   r72.nomme:df      -r121.mme2:df     r37.mme1:df     
        madm (4|M20)             r117.mme5:df  r74.nomme:df      r70.nomme:df      r33.mme3:df     
        madm (4|M20)             r3.mme6:df    r76.nomme:df      r33.mme3:df       r121.mme2:df    
        madm (4|M20)             r33.mme7:df   r76.nomme:df      r33.mme3:df       r37.mme1:df     
        madm (4|M20)             r3.mme6:df    r121.mme2:df      r117.mme5:df      r3.mme6:df      
        madm (4|M20)             r117.mme5:df  r37.mme1:df       r117.mme5:df      r33.mme7:df     
        madm (4|M20)             r37.mme1:df   r23.nomme:df      -r3.mme6:df       r3.mme6:df      
        madm (4|M20)             r3.nomme:df   r3.mme6:df        r37.mme1:df       r117.mme5:df    
L4048:
        endif (4|M20)                        L4064                                
L4064:
        math.rsqtm (4|M24) (eo)f0.0  r4.mme0:df  r20.nomme:df                  
(~f0.0) if (4|M24)                           L4256                  L4256                
L4096:
        madm (4|M24)             r38.mme1:df   r76.nomme:df      r72.nomme:df      r4.mme0:df      
        madm (4|M24)             r122.mme2:df  r76.nomme:df      r20.nomme:df      r4.mme0:df      
        madm (4|M24)             r34.mme3:df   r72.nomme:df      -r122.mme2:df     r38.mme1:df     
        madm (4|M24)             r118.mme5:df  r74.nomme:df      r70.nomme:df      r34.mme3:df     
        madm (4|M24)             r4.mme6:df    r76.nomme:df      r34.mme3:df       r122.mme2:df    
        madm (4|M24)             r34.mme7:df   r76.nomme:df      r34.mme3:df       r38.mme1:df     
        madm (4|M24)             r4.mme6:df    r122.mme2:df      r118.mme5:df      r4.mme6:df      
        madm (4|M24)             r118.mme5:df  r38.mme1:df       r118.mme5:df      r34.mme7:df     
        madm (4|M24)             r38.mme1:df   r20.nomme:df      -r4.mme6:df       r4.mme6:df      
        madm (4|M24)             r4.nomme:df   r4.mme6:df        r38.mme1:df       r118.mme5:df    
L4256:
        endif (4|M24)                        L4272                                
L4272:
        math.rsqtm (4|M28) (eo)f0.0  r5.mme0:df  r21.nomme:df                  
(~f0.0) if (4|M28)                           L4464                  L4464                
L4304:
        madm (4|M28)             r39.mme1:df   r76.nomme:df      r72.nomme:df      r5.mme0:df      
        madm (4|M28)             r123.mme2:df  r76.nomme:df      r21.nomme:df      r5.mme0:df      
        madm (4|M28)             r35.mme3:df   r72.nomme:df      -r123.mme2:df     r39.mme1:df     
        madm (4|M28)             r119.mme5:df  r74.nomme:df      r70.nomme:df      r35.mme3:df     
        madm (4|M28)             r5.mme6:df    r76.nomme:df      r35.mme3:df       r123.mme2:df    
        madm (4|M28)             r35.mme7:df   r76.nomme:df      r35.mme3:df       r39.mme1:df     
        madm (4|M28)             r5.mme6:df    r123.mme2:df      r119.mme5:df      r5.mme6:df      
        madm (4|M28)             r119.mme5:df  r39.mme1:df       r119.mme5:df      r35.mme7:df     
        madm (4|M28)             r39.mme1:df   r21.nomme:df      -r5.mme6:df       r5.mme6:df      
        madm (4|M28)             r5.nomme:df   r5.mme6:df        r39.mme1:df       r119.mme5:df    
L4464:
        endif (4|M28)                        L4480                                
L4480:
        mad (8|M0)               r10.0<1>:df   -r26.0<2;1>:df    r98.0<2;1>:df     r26.0<1>:df     
        mad (8|M8)               r12.0<1>:df   -r24.0<2;1>:df    r100.0<2;1>:df    r24.0<1>:df     
        mov (8|M0)               r6.0<1>:df    r16.0<4;4,1>:df                 
        mov (8|M8)               r8.0<1>:df    r14.0<4;4,1>:df                 
        mov (8|M16)              r118.0<1>:df  r2.0<4;4,1>:df                  
        mov (8|M24)              r120.0<1>:df  r4.0<4;4,1>:df                  
        mad (8|M16)              r122.0<1>:df  -r22.0<2;1>:df    r102.0<2;1>:df    r22.0<1>:df     
        mad (8|M24)              r124.0<1>:df  -r20.0<2;1>:df    r104.0<2;1>:df    r20.0<1>:df     
        or (16|M0)               r2.0<1>:d     r30.0<8;8,1>:d    16:w              
        mov (8|M0)               r114.0<1>:d   r10.0<2;1,0>:d                  
        mov (8|M0)               r116.0<1>:d   r10.1<2;1,0>:d                  
        mov (8|M8)               r115.0<1>:d   r12.0<2;1,0>:d                  
        mov (8|M8)               r117.0<1>:d   r12.1<2;1,0>:d                  
        mov (8|M0)               r110.0<1>:d   r6.0<2;1,0>:d                   
        mov (8|M0)               r112.0<1>:d   r6.1<2;1,0>:d                   
        mov (8|M8)               r111.0<1>:d   r8.0<2;1,0>:d                   
        mov (8|M8)               r113.0<1>:d   r8.1<2;1,0>:d                   
        or (16|M16)              r4.0<1>:d     r28.0<8;8,1>:d    16:w              
        mov (8|M16)              r14.0<1>:d    r118.0<2;1,0>:d                 
        mov (8|M16)              r16.0<1>:d    r118.1<2;1,0>:d                 
        mov (8|M24)              r15.0<1>:d    r120.0<2;1,0>:d                 
        mov (8|M24)              r17.0<1>:d    r120.1<2;1,0>:d                 
        mov (8|M16)              r18.0<1>:d    r122.0<2;1,0>:d                 
        mov (8|M16)              r20.0<1>:d    r122.1<2;1,0>:d                 
        mov (8|M24)              r19.0<1>:d    r124.0<2;1,0>:d                 
        mov (8|M24)              r21.0<1>:d    r124.1<2;1,0>:d                 
(W)     mov (8|M0)               r127.0<1>:ud  r68.0<8;8,1>:ud                  {Compacted}
        sends (16|M0)            null:w   r2      r110    0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r4      r14     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4952:
