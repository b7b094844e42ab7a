//! `decode` on descriptors IGC emitted (taken from iga64 disassembly of ocloc output), with the
//! expected fields read off iga64's comment and IGC's message builders.

use isa::message::*;

#[test]
fn oword_block_read_type1_from_buffer_block_read() {
    // `send (16|M0) r12:w r20 0xA 0x02484400 // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8`
    let m = decode(0xA, 0x02484400, 0xA, 16).unwrap();
    assert_eq!(
        (m.sfid, m.mlen, m.rlen, m.ex_mlen, m.header, m.eot),
        (Sfid::Dc0, 1, 4, 0, true, false)
    );
    assert_eq!(
        m.kind,
        MessageKind::OwordBlockRead {
            surface: Surface::Bti(0),
            a64: false,
            size: OwordBlockSize::Eight,
            unaligned: true
        }
    );
}

#[test]
fn oword_block_write_and_a64_block() {
    // `sends (4|M0) null:ud r10 r6 0x4A 0x020A0002 // wr:1h+1, rd:0; hdc.dc0; oword block write x1`
    let m = decode(0xA, 0x020A0002, 0x4A, 4).unwrap();
    assert_eq!(m.ex_mlen, 1);
    assert_eq!(
        m.kind,
        MessageKind::OwordBlockWrite {
            surface: Surface::Bti(2),
            a64: false,
            size: OwordBlockSize::OneLow
        }
    );
    // `send (8|M0) r4 r5 0xC 0x021D0AFF // ...; hdc.dc1; a64 aligned oword block read x2`
    let m = decode(0xC, 0x021D0AFF, 0xC, 8).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::OwordBlockRead {
            surface: Surface::Stateless,
            a64: true,
            size: OwordBlockSize::Two,
            unaligned: true
        }
    );
    // `sends (16|M0) null:w r42 r4 0x8C 0x020D43FF // ...; a64 unaligned oword block write x4`
    let m = decode(0xC, 0x020D43FF, 0x8C, 16).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::OwordBlockWrite {
            surface: Surface::Stateless,
            a64: true,
            size: OwordBlockSize::Four
        }
    );
}

#[test]
fn untyped_surface_messages() {
    // `wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw`
    let m = decode(0xC, 0x04805000, 0xC, 16).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::UntypedRead {
            surface: Surface::Bti(0),
            a64: false,
            channels: ChannelMask(0xF),
            simd: 16
        }
    );
    // `wr:2+2, rd:0; hdc.dc1; untyped surface write with x` to SLM (BTI 254)
    let m = decode(0xC, 0x04025EFE, 0x8C, 16).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::UntypedWrite {
            surface: Surface::Slm,
            a64: false,
            channels: ChannelMask(1),
            simd: 16
        }
    );
    assert_eq!(m.ex_mlen, 2);
}

#[test]
fn atomics() {
    // `sends (1|M0) r65:ud r62 r64 0x4C 0x0414A7FF // untyped a64 atomic int32 integer add`, rd:1
    let m = decode(0xC, 0x0414A7FF, 0x4C, 1).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::UntypedAtomic {
            surface: Surface::Stateless,
            a64: true,
            op: AtomicOp::Add,
            bits: 32,
            simd: 8,
            returns: true
        }
    );
    // `0x04048EFF // untyped a64 atomic int32 integer compare and swap`, no return
    let m = decode(0xC, 0x04048EFF, 0x8C, 8).unwrap();
    assert!(matches!(
        m.kind,
        MessageKind::UntypedAtomic {
            op: AtomicOp::Cmpwr,
            returns: false,
            ..
        }
    ));
    // `0x020097FE // untyped atomic int32 integer add` on SLM, SIMD8 (bit 12 set = SIMD8)
    let m = decode(0xC, 0x020097FE, 0x4C, 1).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::UntypedAtomic {
            surface: Surface::Slm,
            a64: false,
            op: AtomicOp::Add,
            bits: 32,
            simd: 8,
            returns: false
        }
    );
}

#[test]
fn scattered_fence_barrier_eot_sampler_media() {
    // `0x04210100 // byte gathering read 8b`, SIMD16 (bit 8)
    let m = decode(0xA, 0x04210100, 0xA, 16).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::ByteScatteredRead {
            surface: Surface::Bti(0),
            a64: false,
            bytes: 1,
            simd: 16
        }
    );
    // `0x041401FF // a64 dword gathering read`, SIMD8
    let m = decode(0xC, 0x041401FF, 0xC, 2).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::ScatteredRead {
            surface: Surface::Stateless,
            a64: true,
            elem_bytes: 4,
            elems: 1,
            simd: 8
        }
    );
    // `0x0219E000 // synchronized global fence flushing`
    let m = decode(0xA, 0x0219E000, 0xA, 8).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::MemoryFence {
            commit: true,
            slm: false,
            flush: 0
        }
    );
    // `0x02000004 // gateway; signal barrier`
    let m = decode(0x3, 0x02000004, 0x3, 1).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::Gateway {
            op: GatewayOp::Barrier
        }
    );
    // `0x27 0x02000010 {EOT} // spawner; end of thread`
    let m = decode(0x7, 0x02000010, 0x27, 8).unwrap();
    assert_eq!(m.kind, MessageKind::EndOfThread);
    assert!(m.eot);
    // `0x028DA000 // sampler; simd16 sample load with lod forced to 0 using sampler index 0`
    let m = decode(0x2, 0x028DA000, 0x102, 16).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::Sample {
            msg_type: 0x1A,
            simd_mode: 2,
            sampler: 0,
            surface: Surface::Bti(0),
            return_16bit: false
        }
    );
    // `0x02490000 // media block read`, `0x020A8001 // media block write`
    let m = decode(0xC, 0x02490000, 0xC, 16).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::MediaBlockRead {
            surface: Surface::Bti(0),
            vertical_stride: 0
        }
    );
    let m = decode(0xC, 0x020A8001, 0x4C, 8).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::MediaBlockWrite {
            surface: Surface::Bti(1),
            vertical_stride: 0
        }
    );
    // `0x02035001 // typed surface write with xyzw; u`
    let m = decode(0xC, 0x02035001, 0x14C, 8).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::TypedWrite {
            surface: Surface::Bti(1),
            channels: ChannelMask(0xF),
            slot_group: 1
        }
    );
    assert_eq!(m.ex_mlen, 5);
}

#[test]
fn scratch_block() {
    // IGC spill fill: bit 18 scratch, bit 17 read(0)/write(1), 13:12 block size, 11:0 HWord offset
    // iga64: `send (16|M0) r10:ud r20 0xA 0x028D3002 // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8`
    let m = decode(0xA, 0x028D3002, 0xA, 16).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::ScratchRead {
            hwords: 8,
            offset_hwords: 2,
            dword_mode: true,
            invalidate: false
        }
    );
    // iga64: `0x8A 0x020F1005 // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2`
    let m = decode(0xA, 0x020F1005, 0x8A, 16).unwrap();
    assert_eq!(
        m.kind,
        MessageKind::ScratchWrite {
            hwords: 2,
            offset_hwords: 5,
            dword_mode: true
        }
    );
}

#[test]
fn errors_are_typed() {
    assert_eq!(decode(0xE, 0, 0xE, 8), Err(MessageError::UnknownSfid(0xE)));
    assert!(matches!(
        decode(0x8, 0x02000000, 0x8, 8),
        Err(MessageError::UnsupportedSfid {
            sfid: Sfid::Vme,
            ..
        })
    ));
    // DC1 type 0x03 (SIMD4x2 untyped atomic) is not modelled
    assert!(matches!(
        decode(0xC, 0x0200C000, 0xC, 8),
        Err(MessageError::UnsupportedType {
            sfid: Sfid::Dc1,
            msg_type: 3,
            ..
        })
    ));
    // untyped read with every channel disabled
    assert!(matches!(
        decode(0xC, 0x04205F00, 0xC, 16),
        Err(MessageError::InvalidField { .. })
    ));
    // A64 untyped read to a non-stateless BTI
    assert!(matches!(
        decode(0xC, 0x04245E05, 0xC, 16),
        Err(MessageError::InvalidField { .. })
    ));
    // messages print: the error names the descriptor
    let e = decode(0xC, 0x0200C000, 0xC, 8).unwrap_err().to_string();
    assert!(e.contains("0x0200c000"), "{e}");
}

#[test]
fn units() {
    let unit = |sfid, desc, ex, exec| decode(sfid, desc, ex, exec).unwrap().unit();
    assert_eq!(unit(0x7, 0x02000010, 0x27, 8), Unit::EndOfThread);
    assert_eq!(unit(0x3, 0x02000004, 0x3, 1), Unit::Gateway);
    assert_eq!(unit(0xC, 0x02490000, 0xC, 16), Unit::Image); // media block read
    assert_eq!(unit(0xC, 0x02035001, 0x14C, 8), Unit::Image); // typed surface write
    assert_eq!(unit(0x2, 0x028DA000, 0x102, 16), Unit::Sampler);
    assert_eq!(unit(0xC, 0x04805000, 0xC, 16), Unit::DataPort);
    assert_eq!(unit(0xA, 0x0219E000, 0xA, 8), Unit::DataPort); // fence
    assert!(decode(0xC, 0x04025EFE, 0x8C, 16).unwrap().writes_memory());
    assert!(!decode(0xC, 0x04805000, 0xC, 16).unwrap().writes_memory());
}
