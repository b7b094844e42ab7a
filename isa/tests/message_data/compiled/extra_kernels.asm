// iga64 -d -p=9 text of the sends in kernels compiled by ocloc (skl, -cl-std=CL2.0):
// a.cl with default options (no prefix); b.cl with default options (std_) and with
// -cl-intel-greater-than-4GB-buffer-required (a64_). Runs of spaces before // squeezed.
// kernel a64_a64atom (b.cl)
(W) sends (1|M0) r13:ud r10 r12 0x4C 0x0414A7FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 integer add
sends (16|M0) null:w r47 r43 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
sends (16|M16) null:w r51 r45 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
sends (8|M0) r63:uq r55 r19 0x10C 0x0424BEFF // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
sends (8|M8) r65:uq r57 r23 0x10C 0x0424BEFF // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
sends (8|M16) r67:uq r59 r27 0x10C 0x0424BEFF // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
sends (8|M24) r69:uq r61 r31 0x10C 0x0424BEFF // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
sends (16|M0) null:w r87 r95 0x10C 0x080695FF // wr:4+4, rd:0; hdc.dc1; a64 dword scattering write
sends (16|M16) null:w r91 r99 0x10C 0x080695FF // wr:4+4, rd:0; hdc.dc1; a64 dword scattering write
sends (8|M0) r115:ud r103 r107 0x4C 0x0414A4FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
sends (8|M8) r116:ud r105 r108 0x4C 0x0414A4FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
sends (8|M16) r117:ud r109 r113 0x4C 0x0414A4FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
sends (8|M24) r118:ud r111 r114 0x4C 0x0414A4FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
sends (16|M0) null:w r123 r119 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
sends (16|M16) null:w r2 r121 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel a64_a64rw (b.cl)
send (16|M0) r35:w r27:uq 0xC 0x088419FF // wr:4+0, rd:8; hdc.dc1; a64 dword gathering read
send (16|M16) r43:w r31:uq 0xC 0x088419FF // wr:4+0, rd:8; hdc.dc1; a64 dword gathering read
sends (16|M0) null:w r75 r59 0x20C 0x080699FF // wr:4+8, rd:0; hdc.dc1; a64 dword scattering write
sends (16|M16) null:w r79 r67 0x20C 0x080699FF // wr:4+8, rd:0; hdc.dc1; a64 dword scattering write
send (16|M0) r99:w r91:uq 0xC 0x082410FF // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 8b
send (16|M16) r101:w r95:uq 0xC 0x082410FF // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 8b
sends (16|M0) null:w r105 r113 0x8C 0x080690FF // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 8b
sends (16|M16) null:w r109 r115 0x8C 0x080690FF // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 8b
send (16|M0) r19:w r2:uq 0xC 0x082414FF // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 16b
send (16|M16) r21:w r15:uq 0xC 0x082414FF // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 16b
sends (16|M0) null:w r45 r53 0x8C 0x080694FF // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 16b
sends (16|M16) null:w r49 r55 0x8C 0x080694FF // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 16b
send (16|M0) r61:w r31:uq 0xC 0x084412FF // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read
send (16|M16) r65:w r57:uq 0xC 0x084412FF // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read
sends (16|M0) null:w r86 r78 0x10C 0x080692FF // wr:4+4, rd:0; hdc.dc1; a64 qword scattering write
sends (16|M16) null:w r90 r82 0x10C 0x080692FF // wr:4+4, rd:0; hdc.dc1; a64 qword scattering write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel a64_blk16 (b.cl)
(W) send (16|M0) r4:w r20 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) send (16|M0) r16:w r23 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) send (16|M0) r8:w r21 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) send (16|M0) r12:w r22 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) sends (16|M0) null:w r24 r4 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) sends (16|M0) null:w r25 r8 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) sends (16|M0) null:w r26 r12 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) sends (16|M0) null:w r27 r16 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) send (16|M0) r28:w r37 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) send (16|M0) r32:w r38 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) sends (16|M0) null:w r39 r28 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) sends (16|M0) null:w r40 r32 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel a64_bytes (b.cl)
send (16|M0) r20:w r12:uq 0xC 0x082418FF // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 32b
send (16|M16) r22:w r16:uq 0xC 0x082418FF // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 32b
sends (16|M0) null:w r32 r40 0x8C 0x080698FF // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 32b
sends (16|M16) null:w r36 r42 0x8C 0x080698FF // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 32b
send (16|M0) r44:w r24:uq 0xC 0x082418FF // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 32b
send (16|M16) r46:w r28:uq 0xC 0x082418FF // wr:4+0, rd:2; hdc.dc1; a64 byte gathering read 32b
sends (16|M0) null:w r48 r44 0x8C 0x080698FF // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 32b
sends (16|M16) null:w r52 r46 0x8C 0x080698FF // wr:4+2, rd:0; hdc.dc1; a64 byte scattering write 32b
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel a64_cst (b.cl)
(W) send (1|M0) r31 r32:uq 0xC 0x041401FF // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
(W) send (1|M0) r37 r38:uq 0xC 0x041401FF // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
send (16|M0) r27:w r19:uq 0xC 0x082411FF // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read
send (16|M16) r29:w r23:uq 0xC 0x082411FF // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read
sends (16|M0) null:w r43 r39 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
sends (16|M16) null:w r47 r41 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel a64_fence2 (b.cl)
sends (16|M0) null:w r4 r9 0x8C 0x04025EFE // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r6 r11 0x8C 0x04025EFE // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (8|M0) r13 r3 0xA 0x0219E000 // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W) send (1|M0) null r14 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
(W) send (8|M0) r15 r3 0xA 0x0219E000 // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W) send (1|M0) r16 r8 0xA 0x021108FE // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W) sends (1|M0) null:ud r18 r16 0x4C 0x040681FF // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel a64_imgatom (b.cl)
(W) send (1|M0) r21 r22:uq 0xC 0x041401FF // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
sends (8|M0) null:ud r13 r23 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M8) null:ud r14 r28 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M16) null:ud r15 r33 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M24) null:ud r16 r38 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel a64_slmatom (b.cl)
(W) sends (1|M0) null:ud r3 r5 0x4A 0x020308FE // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W) send (1|M0) null r6 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
(W) sends (1|M0) r16:ud r12 r13 0x4C 0x0210B7FE // wr:1+1, rd:1; hdc.dc1; untyped atomic int32 integer add
(W) sends (1|M0) null:ud r18 r19 0x4C 0x02009BFE // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 signed-integer min
sends (16|M0) null:w r24 r26 0x10C 0x04008EFE // wr:2+4, rd:0; hdc.dc1; untyped atomic int32 integer compare and swap
(W) sends (1|M0) null:ud r31 r32 0x4C 0x020097FE // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
(W) send (1|M0) null r33 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
(W) send (2|M0) r34 r35 0xA 0x021108FE // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
sends (16|M0) null:w r42 r38 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel a64_slmbytes (b.cl)
sends (16|M0) null:w r4 r12 0x8A 0x040301FE // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
sends (16|M16) null:w r10 r14 0x8A 0x040301FE // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
sends (16|M0) null:w r25 r29 0x8A 0x040305FE // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
sends (16|M16) null:w r27 r31 0x8A 0x040305FE // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W) send (1|M0) null r33 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
send (16|M0) r38:w r34 0xA 0x042101FE // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
send (16|M0) r46:w r42 0xA 0x042105FE // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
send (16|M16) r40:w r36 0xA 0x042101FE // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
send (16|M16) r48:w r44 0xA 0x042105FE // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
sends (16|M0) null:w r58 r50 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
sends (16|M16) null:w r62 r52 0x8C 0x080691FF // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel atom_KernelHeap (a.cl)
(W) sends (1|M0) null:ud r110 r112 0x4C 0x040487FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W) sends (1|M0) null:ud r114 r116 0x4C 0x040487FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W) sends (1|M0) null:ud r118 r120 0x4C 0x040487FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W) sends (1|M0) null:ud r122 r124 0x4C 0x040487FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W) sends (1|M0) null:ud r126 r2 0x4C 0x04048BFF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min
(W) sends (1|M0) null:ud r4 r6 0x4C 0x04048AFF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max
(W) sends (1|M0) null:ud r10 r20 0x4C 0x04048DFF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer min
(W) sends (1|M0) null:ud r22 r24 0x4C 0x04048CFF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max
(W) sends (1|M0) null:ud r26 r28 0x4C 0x040481FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND
(W) sends (1|M0) null:ud r30 r32 0x4C 0x040482FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR
(W) sends (1|M0) null:ud r34 r36 0x4C 0x040483FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR
sends (8|M0) null:ud r37 r15 0x4C 0x040484FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store
sends (8|M8) null:ud r39 r16 0x4C 0x040484FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store
sends (8|M16) null:ud r41 r17 0x4C 0x040484FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store
sends (8|M24) null:ud r43 r18 0x4C 0x040484FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store
sends (8|M0) null:ud r45 r49 0x8C 0x04048EFF // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap
sends (8|M8) null:ud r47 r51 0x8C 0x04048EFF // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap
sends (8|M16) null:ud r53 r57 0x8C 0x04048EFF // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap
sends (8|M24) null:ud r55 r59 0x8C 0x04048EFF // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap
(W) sends (1|M0) r65:ud r62 r64 0x4C 0x0414A7FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 integer add
sends (16|M0) null:w r66 r70 0x8C 0x04025E01 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r68 r72 0x8C 0x04025E01 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (8|M0) null:ud r82 r74 0x8C 0x040497FF // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
sends (8|M8) null:ud r84 r76 0x8C 0x040497FF // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
sends (8|M16) null:ud r86 r78 0x8C 0x040497FF // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
sends (8|M24) null:ud r88 r80 0x8C 0x040497FF // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel blk8_KernelHeap (a.cl)
(W) send (4|M0) r6 r7 0xC 0x021D08FF // wr:1h+0, rd:1; hdc.dc1; a64 aligned oword block read x1
(W) send (8|M0) r4 r5 0xC 0x021D0AFF // wr:1h+0, rd:1; hdc.dc1; a64 aligned oword block read x2
(W) sends (8|M0) null:ud r9 r8 0x4C 0x020D42FF // wr:1h+1, rd:0; hdc.dc1; a64 unaligned oword block write x2
(W) sends (4|M0) null:ud r10 r6 0x4A 0x020A0002 // wr:1h+1, rd:0; hdc.dc0; oword block write x1
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel blk_KernelHeap (a.cl)
(W) send (16|M0) r4:w r6 0xC 0x022D0BFF // wr:1h+0, rd:2; hdc.dc1; a64 aligned oword block read x4
(W) send (16|M0) r7:w r11 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) send (16|M0) r12:w r20 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) send (16|M0) r16:w r21 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) send (16|M0) r22:w r38 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) send (16|M0) r26:w r39 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) send (16|M0) r30:w r40 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) send (16|M0) r34:w r41 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) sends (16|M0) null:w r42 r4 0x8C 0x020D43FF // wr:1h+2, rd:0; hdc.dc1; a64 unaligned oword block write x4
(W) sends (16|M0) null:uw r43 r7 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) sends (16|M0) null:uw r44 r12 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) sends (16|M0) null:uw r45 r16 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) sends (16|M0) null:uw r46 r22 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) sends (16|M0) null:uw r47 r26 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) sends (16|M0) null:uw r48 r30 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) sends (16|M0) null:uw r49 r34 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel bytes_KernelHeap (a.cl)
send (16|M0) r22:w r16 0xA 0x04210100 // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
send (16|M16) r24:w r18 0xA 0x04210100 // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
sends (16|M0) null:w r26 r30 0x8A 0x04030101 // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
sends (16|M16) null:w r28 r32 0x8A 0x04030101 // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
send (16|M0) r38:w r34 0xA 0x04210100 // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
send (16|M16) r40:w r36 0xA 0x04210100 // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
sends (16|M0) null:w r42 r46 0x8A 0x04030502 // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
sends (16|M16) null:w r44 r48 0x8A 0x04030502 // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel copy4_KernelHeap (a.cl)
send (16|M0) r20:w r16 0xC 0x04805000 // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
send (16|M16) r28:w r18 0xC 0x04805000 // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
sends (16|M0) null:w r52 r36 0x20C 0x04025001 // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
sends (16|M16) null:w r54 r44 0x20C 0x04025001 // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel copy_KernelHeap (a.cl)
send (16|M0) r16:w r12 0xC 0x04205E00 // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
send (16|M16) r18:w r14 0xC 0x04205E00 // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
sends (16|M0) null:w r5 r16 0x8C 0x04025E01 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r10 r18 0x8C 0x04025E01 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel dbl_KernelHeap (a.cl)
send (16|M0) r20:w r16 0xC 0x04405C00 // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
send (16|M16) r24:w r18 0xC 0x04405C00 // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
sends (16|M0) null:w r28 r32 0x10C 0x04025C00 // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
sends (16|M16) null:w r30 r36 0x10C 0x04025C00 // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
send (16|M0) r44:w r40 0xC 0x04405C01 // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
send (16|M16) r48:w r42 0xC 0x04405C01 // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
sends (16|M0) null:w r52 r44 0x10C 0x04025C01 // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
sends (16|M16) null:w r54 r48 0x10C 0x04025C01 // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel fatom_KernelHeap (a.cl)
sends (8|M0) null:ud r4 r8 0x4C 0x040484FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store
sends (8|M8) null:ud r6 r9 0x4C 0x040484FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store
sends (8|M16) null:ud r10 r14 0x4C 0x040484FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store
sends (8|M24) null:ud r12 r15 0x4C 0x040484FF // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel gfence_KernelHeap (a.cl)
(W) sends (1|M0) null:ud r4 r6 0x4C 0x040681FF // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write
(W) send (8|M0) r5 r2 0xA 0x0219E000 // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W) send (1|M0) null r7 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
(W) send (8|M0) r8 r2 0xA 0x0219E000 // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W) sends (1|M0) null:ud r9 r10 0x4A 0x02030800 // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel iblk_KernelHeap (a.cl)
(W) send (8|M0) r10:d r12 0xC 0x02190000 // wr:1h+0, rd:1; hdc.dc1; media block read
(W) send (8|M0) r11:d r12 0xC 0x02190000 // wr:1h+0, rd:1; hdc.dc1; media block read
(W) send (8|M0) r13:d r12 0xC 0x02290000 // wr:1h+0, rd:2; hdc.dc1; media block read
(W) send (8|M0) r15:d r12 0xC 0x02290000 // wr:1h+0, rd:2; hdc.dc1; media block read
(W) sends (8|M0) null:ud r12 r19 0x4C 0x020A8001 // wr:1h+1, rd:0; hdc.dc1; media block write
(W) sends (8|M0) null:ud r12 r22 0x4C 0x020A8001 // wr:1h+1, rd:0; hdc.dc1; media block write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel img_KernelHeap (a.cl)
sends (16|M0) r73:w r125 r65 0x102 0x028D8000 // wr:1h+4, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0
sends (16|M16) r81:w r125 r69 0x102 0x028D8000 // wr:1h+4, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0
sends (16|M0) r49:w r125 r41 0x102 0x028DA000 // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0
sends (16|M16) r57:w r125 r45 0x102 0x028DA000 // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0
sends (8|M0) null:ud r17 r109 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M8) null:ud r18 r114 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M16) null:ud r19 r119 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M24) null:ud r20 r2 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M0) null:ud r7 r11 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M8) null:ud r8 r16 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M16) null:ud r9 r21 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M24) null:ud r10 r26 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel media_KernelHeap (a.cl)
(W) send (16|M0) r3:w r7 0xC 0x02490000 // wr:1h+0, rd:4; hdc.dc1; media block read
(W) sends (8|M0) null:ud r7 r3 0x10C 0x020A8001 // wr:1h+4, rd:0; hdc.dc1; media block write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel priv_KernelHeap (a.cl)
(W) send (2|M0) r32 r34:uq 0xC 0x041401FF // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
(W) send (8|M0) r5:d r6 0xA 0x02184200 // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W) send (8|M0) r18:d r19 0xA 0x02184200 // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W) send (8|M0) r20:d r21 0xA 0x02184200 // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W) send (8|M0) r22:d r23 0xA 0x02184200 // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W) send (8|M0) r24:d r25 0xA 0x02184200 // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W) send (8|M0) r26:d r27 0xA 0x02184200 // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W) send (8|M0) r28:d r29 0xA 0x02184200 // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W) send (8|M0) r30:d r31 0xA 0x02184200 // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
sends (16|M0) null:w r35 r39 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r37 r41 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel slm_KernelHeap (a.cl)
send (16|M0) r15:w r11 0xC 0x04205E00 // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
send (16|M16) r17:w r13 0xC 0x04205E00 // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
sends (16|M0) null:w r19 r15 0x8C 0x04025EFE // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r21 r17 0x8C 0x04025EFE // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (1|M0) null r6 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
send (16|M0) r27:w r23 0xC 0x04205EFE // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
send (16|M16) r29:w r25 0xC 0x04205EFE // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
sends (16|M0) null:w r31 r27 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r33 r29 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) sends (1|M0) null:ud r36 r37 0x4C 0x020097FE // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_a64atom (b.cl)
(W) sends (1|M0) r21:ud r20 r22 0x4C 0x0414A7FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 integer add
sends (16|M0) null:w r31 r16 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r33 r18 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (8|M0) r39:uq r35 r43 0x10C 0x0424BEFF // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
sends (8|M8) r41:uq r37 r47 0x10C 0x0424BEFF // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
sends (8|M16) r55:uq r51 r59 0x10C 0x0424BEFF // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
sends (8|M24) r57:uq r53 r63 0x10C 0x0424BEFF // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
sends (16|M0) null:w r67 r71 0x10C 0x04025C01 // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
sends (16|M16) null:w r69 r75 0x10C 0x04025C01 // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
sends (8|M0) r89:ud r83 r87 0x4C 0x0414A4FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
sends (8|M8) r90:ud r85 r88 0x4C 0x0414A4FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
sends (8|M16) r97:ud r91 r95 0x4C 0x0414A4FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
sends (8|M24) r98:ud r93 r96 0x4C 0x0414A4FF // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
sends (16|M0) null:w r31 r79 0x8C 0x04025E02 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r33 r81 0x8C 0x04025E02 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_a64rw (b.cl)
send (16|M0) r24:w r20 0xC 0x04805000 // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
send (16|M16) r32:w r22 0xC 0x04805000 // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
sends (16|M0) null:w r16 r40 0x20C 0x04025000 // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
sends (16|M16) null:w r18 r48 0x20C 0x04025000 // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
send (16|M0) r61:w r56 0xA 0x04210101 // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
send (16|M16) r63:w r58 0xA 0x04210101 // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
sends (16|M0) null:w r12 r65 0x8A 0x04030101 // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
sends (16|M16) null:w r14 r67 0x8A 0x04030101 // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
send (16|M0) r75:w r69 0xA 0x04210502 // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
send (16|M16) r77:w r71 0xA 0x04210502 // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
sends (16|M0) null:w r79 r83 0x8A 0x04030502 // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
sends (16|M16) null:w r81 r85 0x8A 0x04030502 // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
send (16|M0) r91:w r87 0xC 0x04405C03 // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
send (16|M16) r95:w r89 0xC 0x04405C03 // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
sends (16|M0) null:w r99 r103 0x10C 0x04025C03 // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
sends (16|M16) null:w r101 r107 0x10C 0x04025C03 // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_blk16 (b.cl)
(W) send (16|M0) r4:w r20 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) send (16|M0) r16:w r23 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) send (16|M0) r8:w r21 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) send (16|M0) r12:w r22 0xC 0x024D0CFF // wr:1h+0, rd:4; hdc.dc1; a64 aligned oword block read x8
(W) sends (16|M0) null:w r24 r4 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) sends (16|M0) null:w r25 r8 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) sends (16|M0) null:w r26 r12 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) sends (16|M0) null:w r27 r16 0x10C 0x020D44FF // wr:1h+4, rd:0; hdc.dc1; a64 unaligned oword block write x8
(W) send (16|M0) r28:w r36 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) send (16|M0) r32:w r37 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W) sends (16|M0) null:uw r38 r28 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) sends (16|M0) null:uw r39 r32 0x10A 0x020A0401 // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_bytes (b.cl)
send (16|M0) r20:w r16 0xA 0x04210900 // wr:2+0, rd:2; hdc.dc0; byte gathering read 32b
send (16|M16) r22:w r18 0xA 0x04210900 // wr:2+0, rd:2; hdc.dc0; byte gathering read 32b
sends (16|M0) null:w r24 r28 0x8A 0x04030900 // wr:2+2, rd:0; hdc.dc0; byte scattering write 32b
sends (16|M16) null:w r26 r30 0x8A 0x04030900 // wr:2+2, rd:0; hdc.dc0; byte scattering write 32b
send (16|M0) r40:w r36 0xA 0x04210901 // wr:2+0, rd:2; hdc.dc0; byte gathering read 32b
send (16|M16) r42:w r38 0xA 0x04210901 // wr:2+0, rd:2; hdc.dc0; byte gathering read 32b
sends (16|M0) null:w r32 r40 0x8A 0x04030901 // wr:2+2, rd:0; hdc.dc0; byte scattering write 32b
sends (16|M16) null:w r34 r42 0x8A 0x04030901 // wr:2+2, rd:0; hdc.dc0; byte scattering write 32b
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_cst (b.cl)
(W) send (1|M0) r24 r8 0xA 0x02110801 // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W) send (1|M0) r30 r29 0xA 0x02110801 // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
send (16|M0) r20:w r16 0xC 0x04205E01 // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
send (16|M16) r22:w r18 0xC 0x04205E01 // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
sends (16|M0) null:w r35 r31 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r37 r33 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_fence2 (b.cl)
sends (16|M0) null:w r4 r9 0x8C 0x04025EFE // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r6 r11 0x8C 0x04025EFE // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (8|M0) r13 r3 0xA 0x0219E000 // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W) send (1|M0) null r14 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
(W) send (8|M0) r15 r3 0xA 0x0219E000 // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W) send (1|M0) r16 r8 0xA 0x021108FE // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W) sends (1|M0) null:ud r18 r16 0x4C 0x040681FF // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_imgatom (b.cl)
(W) send (1|M0) r21 r22:uq 0xC 0x041401FF // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
sends (8|M0) null:ud r13 r23 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M8) null:ud r14 r28 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M16) null:ud r15 r33 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
sends (8|M24) null:ud r16 r38 0x14C 0x02035001 // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_slmatom (b.cl)
(W) sends (1|M0) null:ud r3 r5 0x4A 0x020308FE // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W) send (1|M0) null r8 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
(W) sends (1|M0) r16:ud r12 r13 0x4C 0x0210B7FE // wr:1+1, rd:1; hdc.dc1; untyped atomic int32 integer add
(W) sends (1|M0) null:ud r18 r19 0x4C 0x02009BFE // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 signed-integer min
sends (16|M0) null:w r24 r26 0x10C 0x04008EFE // wr:2+4, rd:0; hdc.dc1; untyped atomic int32 integer compare and swap
(W) sends (1|M0) null:ud r31 r32 0x4C 0x020097FE // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
(W) send (1|M0) null r33 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
(W) send (2|M0) r34 r35 0xA 0x021108FE // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
sends (16|M0) null:w r40 r38 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
// kernel std_slmbytes (b.cl)
sends (16|M0) null:w r4 r12 0x8A 0x040301FE // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
sends (16|M16) null:w r10 r14 0x8A 0x040301FE // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
sends (16|M0) null:w r25 r29 0x8A 0x040305FE // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
sends (16|M16) null:w r27 r31 0x8A 0x040305FE // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W) send (1|M0) null r33 0x3 0x02000004 // wr:1+0, rd:0; gateway; signal barrier
send (16|M0) r38:w r34 0xA 0x042101FE // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
send (16|M0) r46:w r42 0xA 0x042105FE // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
send (16|M16) r40:w r36 0xA 0x042101FE // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
send (16|M16) r48:w r44 0xA 0x042105FE // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
sends (16|M0) null:w r54 r50 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
sends (16|M16) null:w r56 r52 0x8C 0x04025E00 // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W) send (8|M0) null r127 0x27 0x02000010 {EOT} // wr:1+0, rd:0; spawner; end of thread
