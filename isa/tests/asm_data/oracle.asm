// Hand-written IGA text covering syntax the corpus does not use; oracle.bin is what
// `iga64 -a -p=9 oracle.asm` makes of it (regenerate with the command in asm_oracle.rs).
START:
// Immediates of every type and spelling.
        mov (8|M0)               r2.0<1>:w     -2:w
        mov (8|M0)               r2.0<1>:uw    0xFFFE:uw
        mov (8|M0)               r2.0<1>:ud    0xFFFFFFFF:ud
        mov (8|M0)               r2.0<1>:d     -2147483648:d
        mov (8|M0)               r2.0<1>:hf    1.5:hf
        mov (8|M0)               r2.0<1>:hf    -inf:hf
        mov (8|M0)               r2.0<1>:hf    0x7C01:hf
        mov (8|M0)               r2.0<1>:f     2.402265e-01:f
        mov (8|M0)               r2.0<1>:f     -98304.0:f
        mov (8|M0)               r2.0<1>:f     0x3F800000:f
        mov (8|M0)               r2.0<1>:f     inf:f
        mov (8|M0)               r2.0<1>:f     qnan(0x3FFFFF):f
        mov (8|M0)               r2.0<1>:f     -qnan(0x0):f
        mov (8|M0)               r2.0<1>:f     snan(0x1):f
        mov (4|M0)               r2.0<1>:df    1.5:df
        mov (4|M0)               r2.0<1>:df    -inf:df
        mov (4|M0)               r2.0<1>:df    5.421011e-20:df
        mov (4|M0)               r2.0<1>:q     -3:q
        mov (4|M0)               r2.0<1>:uq    0xFFFFFFFFFFFFFFFF:uq
        mov (8|M0)               r2.0<1>:w     0x76543210:v
        mov (8|M0)               r2.0<1>:uw    0x76543210:uv
        mov (4|M0)               r2.0<1>:f     0x30201000:vf
        add (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f     0.5:f
        add (8|M0)               r2.0<1>:d     r3.0<8;8,1>:d     -1:d
// Source modifiers, saturation, strides, subregisters.
        mov (8|M0)               (sat)r2.0<1>:f  -r3.0<8;8,1>:f
        mov (8|M0)               r2.0<1>:f     (abs)r3.0<8;8,1>:f
        mov (8|M0)               r2.0<1>:f     -(abs)r3.0<8;8,1>:f
        not (8|M0)               r2.0<1>:d     ~r3.0<8;8,1>:d
        and (8|M0)               r2.0<1>:d     ~r3.0<8;8,1>:d    r4.0<8;8,1>:d
        mov (8|M0)               r2.1<2>:w     r3.2<16;8,2>:w
        mov (4|M0)               r2.3<4>:b     r3.7<4;4,1>:ub
        mov (8|M0)               r2.0<1>:df    r3.0<4;4,1>:df
        add (16|M16)             r20.0<1>:f    r22.0<8;8,1>:f    r24.4<0;1,0>:f
        add (8|M8)               r2.0<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        add (4|M4)               r2.0<1>:f     r3.0<4;4,1>:f     r4.0<4;4,1>:f
        add (4|M12)              r2.0<1>:f     r3.0<4;4,1>:f     r4.0<4;4,1>:f
        add (32|M0)              r2.0<1>:w     r4.0<16;16,1>:w   r6.0<16;16,1>:w
        mov (1|M0)               r127.7<1>:ud  r0.7<0;1,0>:ud
// Indirect addressing.
        mov (8|M0)               r2.0<1>:f     r[a0.1,-16]<8,1>:f
        mov (8|M0)               r2.0<1>:f     r[a0.2,511]<1,0>:f
        mov (8|M0)               r2.0<1>:f     r[a0.0,-512]<8;8,1>:f
        mov (1|M0)               r[a0.3,32]<1>:f  r3.0<0;1,0>:f
        mov (8|M0)               r[a0.15]<1>:d   r3.0<8;8,1>:d
        add (16|M0)              a0.0<1>:uw    r16.0<16;16,1>:uw  0x180:uw
// Architecture registers.
        mov (1|M0)               r2.0<1>:ud    null<0;1,0>:ud
        mov (1|M0)               r2.0<1>:uw    a0.1<0;1,0>:uw
        mov (1|M0)               r2.0<1>:ud    acc1.0<0;1,0>:ud
        mov (8|M0)               acc0.0<1>:f   r3.0<8;8,1>:f
        mov (1|M0)               r2.0<1>:uw    f1.1<0;1,0>:uw
        mov (1|M0)               f0.1<1>:uw    0x0:uw
        mov (1|M0)               r2.0<1>:ud    ce<0;1,0>:ud
        mov (1|M0)               r2.0<1>:ud    msg0.0<0;1,0>:ud
        mov (1|M0)               r2.0<1>:ud    sp.0<0;1,0>:ud
        mov (1|M0)               r2.0<1>:ud    sr0.1<0;1,0>:ud
        or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw {Switch}
        mov (1|M0)               r2.0<1>:ud    n0.1<0;1,0>:ud
        mov (1|M0)               r2.0<1>:ud    ip<0;1,0>:ud
        mov (1|M0)               r2.0<1>:ud    tdr0.0<0;1,0>:ud
        mov (1|M0)               r2.0<1>:ud    tm0.1<0;1,0>:ud
        mov (1|M0)               r2.0<1>:ud    fc0.0<0;1,0>:ud
        mov (1|M0)               r2.0<1>:ud    dbg0.0<0;1,0>:ud
// Predication and conditional modifiers.
(f0.0)  mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f
(~f1.1) mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f
(W&~f0.1.any16h) mov (8|M0)      r2.0<1>:f     r3.0<8;8,1>:f
(W&f1.0.all8h) mov (8|M0)        r2.0<1>:f     r3.0<8;8,1>:f
(f0.0.anyv) mov (8|M0)           r2.0<1>:f     r3.0<8;8,1>:f
(f0.0.allv) mov (8|M0)           r2.0<1>:f     r3.0<8;8,1>:f
(f0.0.any2h) mov (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
(f0.0.all2h) mov (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
(f0.0.any4h) mov (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
(f0.0.all4h) mov (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
(f0.0.any8h) mov (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
(f0.0.all16h) mov (16|M0)        r2.0<1>:f     r4.0<8;8,1>:f
(f0.0.any32h) mov (32|M0)        r2.0<1>:w     r4.0<16;16,1>:w
(f0.0.all32h) mov (32|M0)        r2.0<1>:w     r4.0<16;16,1>:w
        cmp (8|M0)    (eq)f0.0   null<1>:d     r3.0<8;8,1>:d     0:w
        cmp (8|M0)    (ne)f0.1   r2.0<1>:d     r3.0<8;8,1>:d     r4.0<8;8,1>:d
        cmp (8|M0)    (gt)f1.0   null<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        cmp (8|M0)    (ge)f1.1   null<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        cmp (8|M0)    (lt)f0.0   null<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        cmp (8|M0)    (le)f0.0   null<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        add (8|M0)    (ov)f0.0   r2.0<1>:d     r3.0<8;8,1>:d     r4.0<8;8,1>:d
        cmp (8|M0)    (un)f0.0   null<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        cmpn (8|M0)   (eq)f0.0   null<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
(f0.0)  sel (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        sel (8|M0)    (ge)f0.0   r2.0<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
// Instruction options.
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f    {AccWrEn}
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f    {NoDDClr}
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f    {NoDDChk}
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f    {NoDDClr,NoDDChk}
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f    {Atomic}
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f    {Breakpoint}
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f    {AccWrEn,Atomic,Breakpoint,NoDDChk,NoDDClr}
        mach (8|M0)              r12.0<1>:d    r4.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn}
// Other ALU opcodes.
        mul (8|M0)               r2.0<1>:d     r3.0<8;8,1>:d     r4.0<8;8,1>:w
        mac (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        avg (8|M0)               r2.0<1>:w     r3.0<8;8,1>:w     r4.0<8;8,1>:w
        shr (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud    3:w
        asr (8|M0)               r2.0<1>:d     r3.0<8;8,1>:d     3:w
        shl (8|M0)               r2.0<1>:q     r4.0<4;4,1>:q     1:w
        xor (8|M0)               r2.0<1>:d     r3.0<8;8,1>:d     r4.0<8;8,1>:d
        or (8|M0)                r2.0<1>:d     r3.0<8;8,1>:d     0x1F:ud
        frc (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f
        rndu (8|M0)              r2.0<1>:f     r3.0<8;8,1>:f
        rndd (8|M0)              r2.0<1>:f     r3.0<8;8,1>:f
        rnde (8|M0)              r2.0<1>:f     r3.0<8;8,1>:f
        rndz (8|M0)              r2.0<1>:f     r3.0<8;8,1>:f
        lzd (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud
        fbh (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud
        fbl (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud
        cbit (8|M0)              r2.0<1>:ud    r3.0<8;8,1>:ud
        bfrev (8|M0)             r2.0<1>:ud    r3.0<8;8,1>:ud
        bfi1 (8|M0)              r2.0<1>:ud    r3.0<8;8,1>:ud    r4.0<8;8,1>:ud
        addc (8|M0)              r2.0<1>:ud    r3.0<8;8,1>:ud    r4.0<8;8,1>:ud {AccWrEn}
        subb (8|M0)              r2.0<1>:ud    r3.0<8;8,1>:ud    r4.0<8;8,1>:ud {AccWrEn}
        dp4 (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        pln (8|M0)               r2.0<1>:f     r3.0<0;1,0>:f     r4.0<8;8,1>:f
// Extended math.
        math.inv (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
        math.log (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
        math.exp (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
        math.sqt (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
        math.rsqt (8|M0)         r2.0<1>:f     r3.0<8;8,1>:f
        math.sin (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
        math.cos (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f
        math.fdiv (8|M0)         r2.0<1>:f     r3.0<8;8,1>:f     r4.0<8;8,1>:f
        math.pow (8|M0)          r2.0<1>:f     r3.0<8;8,1>:f     r4.4<0;1,0>:f
        math.iqot (8|M0)         r2.0<1>:d     r3.0<8;8,1>:d     r4.0<8;8,1>:d
        math.irem (8|M0)         r2.0<1>:ud    r3.0<8;8,1>:ud    r4.0<8;8,1>:ud
// 3-source instructions.
        mad (8|M0)               r2.0<1>:f     r3.0<2;1>:f       r4.0<2;1>:f       r5.0<1>:f
        mad (8|M0)               r2.0<1>:f     r3.0<0;0>:f       r4.1<0;0>:f       r5.3<0>:f
        mad (8|M0)               r2.0<1>:f     -r3.0<2;1>:f      (abs)r4.1<2;1>:f  -(abs)r5.3<1>:f
        mad (8|M0)               (sat)r2.0<1>:f  r3.2<2;1>:f     r4.1<2;1>:f       r5.3<1>:f
(f0.0)  mad (8|M0)    (lt)f0.0   r2.0<1>:f     r3.2<2;1>:f       r4.1<2;1>:f       r5.3<1>:f
        mad (8|M0)               r2.0<1>:hf    r3.0<2;1>:hf      r4.0<2;1>:hf      r5.0<1>:hf
        mad (8|M0)               r2.0<1>:f     r3.0<2;1>:hf      r4.0<2;1>:f       r5.0<1>:hf
        mad (8|M0)               r2.0<1>:f     r3.0<2;1>:f       r4.0<2;1>:hf      r5.0<1>:f
        mad (4|M0)               r20.0<1>:df   r38.0<2;1>:df     r50.0<2;1>:df     r34.0<1>:df
        mad (8|M16)              r2.0<1>:f     r3.0<2;1>:f       r4.0<2;1>:f       r5.0<1>:f
        lrp (8|M0)               r2.0<1>:f     r3.0<2;1>:f       r4.0<2;1>:f       r5.0<1>:f
        bfe (8|M0)               r2.0<1>:ud    r3.0<2;1>:ud      r4.0<2;1>:ud      r5.0<1>:ud
        bfi2 (8|M0)              r2.0<1>:d     r3.0<2;1>:d       r4.0<2;1>:d       r5.0<1>:d
        csel (8|M0)   (lt)f0.0   r2.0<1>:f     r3.0<2;1>:f       r4.0<2;1>:f       r5.0<1>:f
        mad (1|M0)               r2.1<1>:f     r3.0<0;0>:f       r4.0<0;0>:f       r5.0<0>:f
        mad (1|M0)               r2.6<1>:f     r3.0<0;0>:f       r4.0<0;0>:f       r5.0<0>:f
        madm (4|M0)              r64.mme1:df   r76.nomme:df      r26.nomme:df      r106.mme0:df
        madm (4|M0)              r124.mme2:df  r74.nomme:df      -r98.nomme:df     r106.mme0:df
        math.invm (4|M0) (eo)f1.0  r106.mme0:df  r26.nomme:df    r98.nomme:df
        math.rsqtm (4|M0) (eo)f0.1  r106.mme7:df  r26.nomme:df
// Sends.
        send (8|M0)              r2:ud         r3      0xC       0x02000010
        send (16|M0)             r10:w         r8      0xC       0x04205E00
        sendc (8|M0)             r2:ud         r3      0xC       0x02000010
        send (8|M0)              r2:ud         r3      0xC       a0.0
        send (8|M0)              r2:ud         r3      0xC       0x02000010  {NoSrcDepSet}
        send (8|M0)              null:ud       r3      0x8765000A      0x02000010
        sends (8|M0)             r2:ud         r3      r4        0x4C        0x02000010
        sends (16|M0)            null:w        r8      r14       0x8C        0x04025E02
        sends (8|M0)             r2:ud         r3      r4        a0.2        0x02000010
        sends (8|M0)             r2:ud         r3      r4        0x4C        a0.0
        sends (8|M0)             r2:ud         r3      null      0xC         0x02000010
        sendsc (8|M0)            r2:ud         r3      r4        0x4C        0x02000010
(W)     send (8|M0)              null          r127    0x27      0x02000010  {EOT}
// Compacted forms.
        mov (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud   {Compacted}
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               r3.0<1>:d     r7.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               r2.0<1>:d     r3.0<8;8,1>:d     -5:d             {Compacted}
        mad (16|M0)              r88.0<1>:f    r72.0<2;1>:f      r9.2<0;0>:f       r70.0<1>:f       {Compacted}
        math.inv (16|M0)         r12.0<1>:f    r70.0<8;8,1>:f    {Compacted}
// Control flow (labels forward and backward, numeric offsets).
(f0.0)  if (16|M0)                           ELSE                  ENDIF
        nop
ELSE:
        else (16|M0)                         ENDIF                 ENDIF
        nop
ENDIF:
        endif (16|M0)                        NEXT
NEXT:
LOOP:
        nop
(f0.0)  break (16|M0)                        LOOPEND               LOOPEND
        cont (16|M0)                         LOOPEND               LOOPEND
(f1.0)  while (16|M0)                        LOOP
LOOPEND:
        if.b (16|M0)                         GOTO                  GOTO
GOTO:
        goto (16|M0)                         JOIN                  JOIN
        halt (16|M0)                         JOIN                  JOIN
JOIN:
        join (16|M0)                         START
(W)     jmpi                                 START
(W&f0.0) jmpi                                JOIN
(W)     jmpi                                 r2.0
(W)     jmpi                                 16
        brd (1|M0)                           JOIN
        brc (1|M0)                           JOIN                  START
        call (16|M0)             r10.0       JOIN
        calla (1|M0)             r10.0       START
        ret (16|M0)                          r10.0
        wait                                 n0.0<0;1,0>:ud
        nop
        illegal
