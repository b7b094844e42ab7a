//! Data-port execution with hand-built payloads. Messages are decoded from descriptors IGC emits
//! (or that iga64 names as stated in each comment); expected results follow the message
//! definitions (e.g. an untyped read of lane addresses returns memory at those addresses).

mod common;

use common::msg;
use isa::message::Message;
use memory_model::*;

/// A payload of whole GRFs.
struct P(Vec<u8>);

impl P {
    fn new(grfs: usize) -> Self {
        P(vec![0; grfs * 32])
    }
    fn d(&mut self, grf: usize, idx: usize, v: u32) -> &mut Self {
        let o = grf * 32 + idx * 4;
        self.0[o..o + 4].copy_from_slice(&v.to_le_bytes());
        self
    }
    fn q(&mut self, grf: usize, idx: usize, v: u64) -> &mut Self {
        let o = grf * 32 + idx * 8;
        self.0[o..o + 8].copy_from_slice(&v.to_le_bytes());
        self
    }
}

fn d(resp: &[u8], idx: usize) -> u32 {
    u32::from_le_bytes(resp[idx * 4..idx * 4 + 4].try_into().unwrap())
}

fn q(resp: &[u8], idx: usize) -> u64 {
    u64::from_le_bytes(resp[idx * 8..idx * 8 + 8].try_into().unwrap())
}

/// A world: one 4 KB buffer bound at BTI 0..=3 (BTI n at byte n * 1024, size 1024), filled with
/// byte pattern `i as u8` per byte offset i of the allocation, plus 1 KB of SLM.
struct World {
    mem: Memory,
    surf: Surfaces,
    slm: Vec<u8>,
    buf: u64,
    scratch: Vec<u8>,
}

impl World {
    fn new(policy: OobPolicy) -> Self {
        let mut mem = Memory::new(policy);
        let buf = mem.allocate(4096, 4096).unwrap();
        for (i, b) in mem.allocation_mut(buf).unwrap().iter_mut().enumerate() {
            *b = i as u8;
        }
        let mut surf = Surfaces::new();
        for bti in 0..4u8 {
            surf.bind_buffer(bti, buf + u64::from(bti) * 1024, 1024);
        }
        World {
            mem,
            surf,
            slm: vec![0; 1024],
            buf,
            scratch: vec![0; 2048],
        }
    }

    fn run(&mut self, m: &Message, p: &P, mask: u32) -> Result<Vec<u8>, DataPortError> {
        let mut ctx =
            DataPortCtx::new(&mut self.mem, &self.surf, &mut self.slm).with_scratch(Scratch {
                base: 0x400,
                bytes: &mut self.scratch,
            });
        execute(m, &p.0, mask, &mut ctx)
    }

    fn mem_u32(&self, addr: u64) -> u32 {
        let mut b = [0; 4];
        self.mem.read(addr, &mut b).unwrap();
        u32::from_le_bytes(b)
    }
}

/// Little-endian DWord of the pattern at byte offset `o` of the buffer.
fn pat(o: u64) -> u32 {
    u32::from_le_bytes([o as u8, (o + 1) as u8, (o + 2) as u8, (o + 3) as u8])
}

#[test]
fn untyped_read_simd16_xyzw_returns_channel_blocks() {
    let mut w = World::new(OobPolicy::Error);
    // IGC: `send (16|M0) r20:w r16 0xC 0x04805000 // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw`
    let m = msg(0xC, 0x04805000, 0xC, 16);
    let mut p = P::new(2);
    for lane in 0..16 {
        p.d(lane / 8, lane % 8, (lane as u32) * 20);
    }
    let r = w.run(&m, &p, 0xFFFF).unwrap();
    assert_eq!(r.len(), 8 * 32);
    for lane in 0..16u64 {
        for c in 0..4u64 {
            // channel c of lane i: DWord at addr + 4c; block c holds 16 lanes (2 GRFs)
            assert_eq!(
                d(&r, (c * 16 + lane) as usize),
                pat(lane * 20 + 4 * c),
                "lane {lane} ch {c}"
            );
        }
    }
}

#[test]
fn untyped_read_simd8_channel_mask_and_disabled_lanes() {
    let mut w = World::new(OobPolicy::Error);
    // iga64: 0x02206A03 = `wr:1+0, rd:2; hdc.dc1; untyped surface read with xz` (BTI 3, SIMD8)
    let m = msg(0xC, 0x02206A03, 0xC, 8);
    let mut p = P::new(1);
    for lane in 0..8 {
        p.d(0, lane, 64 * lane as u32);
    }
    let r = w.run(&m, &p, 0b1011_0101).unwrap();
    assert_eq!(r.len(), 64);
    for lane in 0..8u64 {
        let on = 0b1011_0101u32 & (1 << lane) != 0;
        let x = if on { pat(3 * 1024 + 64 * lane) } else { 0 };
        let z = if on { pat(3 * 1024 + 64 * lane + 8) } else { 0 };
        assert_eq!(d(&r, lane as usize), x);
        assert_eq!(
            d(&r, 8 + lane as usize),
            z,
            "z is the second enabled channel block"
        );
    }
}

#[test]
fn untyped_write_to_slm_skips_disabled_lanes() {
    let mut w = World::new(OobPolicy::Error);
    // IGC: `sends (16|M0) null:w r19 r15 0x8C 0x04025EFE // wr:2+2, rd:0; hdc.dc1; untyped surface write with x`
    let m = msg(0xC, 0x04025EFE, 0x8C, 16);
    let mut p = P::new(4);
    for lane in 0..16 {
        p.d(lane / 8, lane % 8, 4 * lane as u32);
        p.d(2 + lane / 8, lane % 8, 1000 + lane as u32);
    }
    let r = w.run(&m, &p, 0x5555).unwrap();
    assert!(r.is_empty());
    for lane in 0..16usize {
        let v = u32::from_le_bytes(w.slm[4 * lane..4 * lane + 4].try_into().unwrap());
        assert_eq!(
            v,
            if lane % 2 == 0 { 1000 + lane as u32 } else { 0 },
            "lane {lane}"
        );
    }
}

#[test]
fn byte_scattered_read_and_write() {
    let mut w = World::new(OobPolicy::Error);
    // iga64: 0x04190400 = `wr:2h+0, rd:1; hdc.dc0; byte gathering read 16b` (SIMD8, header)
    let m = msg(0xA, 0x04190400, 0xA, 8);
    let mut p = P::new(2);
    p.d(0, 2, 100); // header DWord 2: global offset in bytes
    for lane in 0..8 {
        p.d(1, lane, 3 * lane as u32);
    }
    let r = w.run(&m, &p, 0xFF).unwrap();
    for lane in 0..8u64 {
        let o = 100 + 3 * lane;
        assert_eq!(
            d(&r, lane as usize),
            u32::from(o as u8) | (u32::from((o + 1) as u8) << 8)
        );
    }
    // IGC: `sends (16|M0) null:w r42 r46 0x8A 0x04030502 // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b` (BTI 2)
    let m = msg(0xA, 0x04030502, 0x8A, 16);
    let mut p = P::new(4);
    for lane in 0..16 {
        p.d(lane / 8, lane % 8, 2 * lane as u32);
        p.d(2 + lane / 8, lane % 8, 0xABCD_0000 | lane as u32);
    }
    w.run(&m, &p, 0xFFFF).unwrap();
    let b = w.mem.allocation(w.buf).unwrap();
    for lane in 0..16usize {
        assert_eq!(
            &b[2048 + 2 * lane..2048 + 2 * lane + 2],
            &[lane as u8, 0],
            "only 2 bytes written"
        );
    }
    assert_eq!(b[2048 + 32], 32, "byte after the last lane untouched");
}

#[test]
fn dword_scattered_offsets_are_in_dwords() {
    let mut w = World::new(OobPolicy::Error);
    // iga64: 0x0418C200 = `wr:2h+0, rd:1; hdc.dc0; dword gathering read` (SIMD8, header)
    let m = msg(0xA, 0x0418C200, 0xA, 8);
    let mut p = P::new(2);
    p.d(0, 2, 10); // global offset, DWords
    for lane in 0..8 {
        p.d(1, lane, lane as u32 * 2);
    }
    let r = w.run(&m, &p, 0xFF).unwrap();
    for lane in 0..8u64 {
        assert_eq!(d(&r, lane as usize), pat((10 + 2 * lane) * 4));
    }
}

#[test]
fn a64_qword_gather_is_element_major() {
    let mut w = World::new(OobPolicy::Error);
    // iga64: 0x044406FF = `wr:2+0, rd:4; hdc.dc1; a64 qword gathering read` (2 elements, SIMD8)
    let m = msg(0xC, 0x044406FF, 0xC, 8);
    let mut p = P::new(2);
    for lane in 0..8 {
        p.q(lane / 4, lane % 4, w.buf + 64 * lane as u64);
    }
    let r = w.run(&m, &p, 0xFF).unwrap();
    for lane in 0..8u64 {
        for j in 0..2u64 {
            let a = 64 * lane + 8 * j;
            let want = u64::from(pat(a)) | (u64::from(pat(a + 4)) << 32);
            assert_eq!(q(&r, (j * 8 + lane) as usize), want, "lane {lane} elem {j}");
        }
    }
}

#[test]
fn oword_block_read_offset_units() {
    let mut w = World::new(OobPolicy::Error);
    // type 1 (IGC's buffer block read): byte offset. `0x02484400 // oword aligned block read x8`
    let m = msg(0xA, 0x02484400, 0xA, 16);
    let mut p = P::new(1);
    p.d(0, 2, 36);
    let r = w.run(&m, &p, 0).unwrap();
    assert_eq!(r.len(), 128);
    for i in 0..32u64 {
        assert_eq!(d(&r, i as usize), pat(36 + 4 * i));
    }
    // type 0: OWord offset. iga64: 0x02180200 = `oword block read x2`
    let m = msg(0xA, 0x02180200, 0xA, 8);
    p.d(0, 2, 3);
    let r = w.run(&m, &p, 0).unwrap();
    for i in 0..8u64 {
        assert_eq!(d(&r, i as usize), pat(48 + 4 * i));
    }
    // 1 OWord high half: iga64 0x02180100 = `oword block read x1H`
    let m = msg(0xA, 0x02180100, 0xA, 8);
    let r = w.run(&m, &p, 0).unwrap();
    assert_eq!(d(&r, 0), 0);
    assert_eq!(d(&r, 4), pat(48));
    assert_eq!(d(&r, 7), pat(60));
}

#[test]
fn oword_block_write_and_a64_blocks() {
    let mut w = World::new(OobPolicy::Error);
    // IGC: `sends (4|M0) null:ud r10 r6 0x4A 0x020A0002 // oword block write x1` (BTI 2, offset 8 OWords)
    let m = msg(0xA, 0x020A0002, 0x4A, 4);
    let mut p = P::new(2);
    p.d(0, 2, 8);
    for i in 0..8 {
        p.d(1, i, 0x1111_1111 * (i as u32 + 1));
    }
    w.run(&m, &p, 0).unwrap();
    let base = w.buf + 2048 + 128;
    for i in 0..4u64 {
        assert_eq!(w.mem_u32(base + 4 * i), 0x1111_1111 * (i as u32 + 1));
    }
    assert_eq!(
        w.mem_u32(base + 16),
        pat(2048 + 128 + 16),
        "only one OWord written"
    );
    // IGC: `0x021D0AFF // a64 aligned oword block read x2` (subtype 1: DWord-aligned address)
    let m = msg(0xC, 0x021D0AFF, 0xC, 8);
    let mut p = P::new(1);
    p.q(0, 0, w.buf + 20);
    let r = w.run(&m, &p, 0).unwrap();
    assert_eq!(d(&r, 0), pat(20));
    // IGC: `sends (16|M0) null:w r42 r4 0x8C 0x020D43FF // a64 unaligned oword block write x4`
    let m = msg(0xC, 0x020D43FF, 0x8C, 16);
    let mut p = P::new(3);
    p.q(0, 0, w.buf + 3072);
    for i in 0..16 {
        p.d(1 + i / 8, i % 8, 0xC0DE_0000 + i as u32);
    }
    w.run(&m, &p, 0).unwrap();
    for i in 0..16u64 {
        assert_eq!(w.mem_u32(w.buf + 3072 + 4 * i), 0xC0DE_0000 + i as u32);
    }
}

#[test]
fn a64_atomic_add_sequences_lanes_in_order() {
    let mut w = World::new(OobPolicy::Error);
    let a = w.mem.allocate(64, 64).unwrap();
    // IGC: `sends (1|M0) r65:ud r62 r64 0x4C 0x0414A7FF // untyped a64 atomic int32 integer add`, rd:1
    let m = msg(0xC, 0x0414A7FF, 0x4C, 8);
    let mut p = P::new(3);
    for lane in 0..8 {
        p.q(lane / 4, lane % 4, a); // every lane hits the same address
        p.d(2, lane, 1 << lane);
    }
    let r = w.run(&m, &p, 0b1111_1101).unwrap();
    // old values seen by lanes 0, 2, 3, ... in ascending order
    let mut acc = 0u32;
    for lane in 0..8 {
        if lane == 1 {
            assert_eq!(d(&r, 1), 0, "disabled lane returns nothing");
            continue;
        }
        assert_eq!(d(&r, lane), acc, "lane {lane}");
        acc += 1 << lane;
    }
    assert_eq!(w.mem_u32(a), 0xFD);
}

#[test]
fn atomic_cmpxchg_64bit_and_signed_min() {
    let mut w = World::new(OobPolicy::Error);
    let a = w.mem.allocate(64, 64).unwrap();
    w.mem.write(a, &5u32.to_le_bytes()).unwrap();
    w.mem.write(a + 4, &7u32.to_le_bytes()).unwrap();
    // IGC: `0x8C 0x04048EFF // untyped a64 atomic int32 integer compare and swap` (src0 = compare, src1 = new)
    let m = msg(0xC, 0x04048EFF, 0x8C, 8);
    let mut p = P::new(4);
    p.q(0, 0, a).q(0, 1, a + 4);
    p.d(2, 0, 5).d(3, 0, 50); // matches: stores 50
    p.d(2, 1, 6).d(3, 1, 60); // 7 != 6: unchanged
    w.run(&m, &p, 0b11).unwrap();
    assert_eq!((w.mem_u32(a), w.mem_u32(a + 4)), (50, 7));
    // iga64: 0x0424B7FF = `untyped a64 atomic int64 integer add`, rd:2, with return
    let m = msg(0xC, 0x0424B7FF, 0x8C, 8);
    let mut p = P::new(4);
    p.q(0, 0, a + 8).q(2, 0, 0xFFFF_FFFF);
    p.q(0, 1, a + 8).q(2, 1, 1);
    let r = w.run(&m, &p, 0b11).unwrap();
    assert_eq!((q(&r, 0), q(&r, 1)), (0, 0xFFFF_FFFF));
    let mut b = [0u8; 8];
    w.mem.read(a + 8, &mut b).unwrap();
    assert_eq!(
        u64::from_le_bytes(b),
        0x1_0000_0000,
        "carry into the high DWord"
    );
    // iga64: 0x0420AB01 = `untyped atomic int32 signed-integer min` SIMD16, BTI 1, with return
    let m = msg(0xC, 0x0420AB01, 0x8C, 16);
    let mut p = P::new(4);
    p.d(0, 0, 0).d(2, 0, (-3i32) as u32);
    let r = w.run(&m, &p, 1).unwrap();
    assert_eq!(d(&r, 0), pat(1024));
    assert_eq!(
        w.mem_u32(w.buf + 1024),
        (-3i32) as u32,
        "signed compare: -3 < pattern"
    );
}

#[test]
fn slm_and_float_atomics() {
    let mut w = World::new(OobPolicy::Error);
    // IGC: `sends (1|M0) null:ud r36 r37 0x4C 0x020097FE // untyped atomic int32 integer add` on SLM
    let m = msg(0xC, 0x020097FE, 0x4C, 1);
    let mut p = P::new(2);
    p.d(0, 0, 12).d(1, 0, 9);
    w.run(&m, &p, 1).unwrap();
    w.run(&m, &p, 1).unwrap();
    assert_eq!(u32::from_le_bytes(w.slm[12..16].try_into().unwrap()), 18);
    // iga64: 0x0216F101 = `float atomic max (32b) with return` (BTI 1, SIMD8)
    w.mem.write(w.buf + 1024, &1.5f32.to_le_bytes()).unwrap();
    let m = msg(0xC, 0x0216F101, 0x4C, 8);
    let mut p = P::new(2);
    p.d(0, 0, 0).d(1, 0, 2.5f32.to_bits());
    p.d(0, 1, 0).d(1, 1, (-7.0f32).to_bits());
    let r = w.run(&m, &p, 0b11).unwrap();
    assert_eq!(f32::from_bits(d(&r, 0)), 1.5);
    assert_eq!(f32::from_bits(d(&r, 1)), 2.5);
    assert_eq!(f32::from_bits(w.mem_u32(w.buf + 1024)), 2.5);
}

#[test]
fn scratch_blocks_use_the_header_offset() {
    let mut w = World::new(OobPolicy::Error);
    // iga64: 0x020F0000 = `hword scratch block write x1`, 0x022D1003 = `hword scratch block read x2` (offset 3)
    let wr = msg(0xA, 0x020F0000 | 3, 0x4A, 16);
    let rd = msg(0xA, 0x022D1003, 0xA, 16);
    let mut p = P::new(2);
    p.d(0, 5, 0x800 | 0x2A); // r0.5: scratch offset 0x800 (bits 31:10), low bits ignored
    for i in 0..8 {
        p.d(1, i, 0x5000 + i as u32);
    }
    w.run(&wr, &p, 0).unwrap();
    // scratch slice starts at offset 0x400: byte 0x800 + 3 * 32 - 0x400
    assert_eq!(
        u32::from_le_bytes(w.scratch[0x460..0x464].try_into().unwrap()),
        0x5000
    );
    let mut h = P::new(1);
    h.d(0, 5, 0x800);
    let r = w.run(&rd, &h, 0).unwrap();
    assert_eq!(r.len(), 64);
    assert_eq!(d(&r, 7), 0x5007);
    assert_eq!(d(&r, 8), 0);
    // below the thread's slice
    h.d(0, 5, 0);
    assert!(matches!(
        w.run(&msg(0xA, 0x022D1000, 0xA, 16), &h, 0),
        Err(DataPortError::OutOfBounds {
            space: Space::Scratch,
            addr: 0,
            len: 64,
            lane: None
        })
    ));
}

#[test]
fn out_of_bounds_errors_name_space_address_and_lane() {
    let mut w = World::new(OobPolicy::Error);
    let m = msg(0xC, 0x04205E00, 0xC, 16); // untyped read x, SIMD16, BTI 0
    let mut p = P::new(2);
    p.d(0, 5, 1022); // straddles the 1024-byte surface end
    let e = w.run(&m, &p, 0xFFFF).unwrap_err();
    assert_eq!(
        e,
        DataPortError::OutOfBounds {
            space: Space::Surface(0),
            addr: 1022,
            len: 4,
            lane: Some(5)
        }
    );
    assert!(e.to_string().contains("lane 5"), "{e}");
    // unbound BTI
    let m7 = msg(0xC, 0x04205E07, 0xC, 16);
    assert_eq!(
        w.run(&m7, &P::new(2), 1),
        Err(DataPortError::UnboundSurface { bti: 7 })
    );
    // SLM
    let slm = msg(0xC, 0x04205EFE, 0xC, 16);
    let mut p = P::new(2);
    p.d(0, 0, 4096);
    assert!(matches!(
        w.run(&slm, &p, 1),
        Err(DataPortError::OutOfBounds {
            space: Space::Slm,
            ..
        })
    ));
    // A64 to unmapped memory
    let a64 = msg(0xC, 0x0414A7FF, 0x4C, 8);
    let mut p = P::new(3);
    p.q(0, 0, 0x8);
    assert_eq!(
        w.run(&a64, &p, 1),
        Err(DataPortError::OutOfBounds {
            space: Space::Global,
            addr: 8,
            len: 4,
            lane: Some(0)
        })
    );
}

#[test]
fn ignore_policy_reads_zero_and_drops_writes() {
    let mut w = World::new(OobPolicy::Ignore);
    let m = msg(0xC, 0x04205E00, 0xC, 16);
    let mut p = P::new(2);
    p.d(0, 0, 1022).d(0, 1, 5000);
    let r = w.run(&m, &p, 0b11).unwrap();
    assert_eq!(
        d(&r, 0),
        u32::from_le_bytes([254, 255, 0, 0]),
        "in-bounds bytes kept"
    );
    assert_eq!(d(&r, 1), 0);
    let wr = msg(0xC, 0x04025E00, 0x8C, 16);
    let mut p = P::new(4);
    p.d(0, 0, 1022).d(2, 0, 0xAAAA_BBBB);
    w.run(&wr, &p, 1).unwrap();
    let b = w.mem.allocation(w.buf).unwrap();
    assert_eq!(
        &b[1022..1026],
        &[0xBB, 0xBB, 0, 1],
        "bytes past BTI 0's end not written"
    );
}

#[test]
fn lengths_are_checked() {
    let mut w = World::new(OobPolicy::Error);
    // untyped read x SIMD16 needs rlen 2; a descriptor claiming rlen 1 is rejected
    let m = msg(0xC, 0x04105E00, 0xC, 16);
    assert_eq!(
        w.run(&m, &P::new(2), 1),
        Err(DataPortError::Length {
            what: "response (rlen)",
            expected: 2,
            got: 1
        })
    );
    let m = msg(0xC, 0x04205E00, 0xC, 16);
    assert!(matches!(
        w.run(&m, &P::new(1), 1),
        Err(DataPortError::PayloadTooShort {
            needed: 64,
            got: 32
        })
    ));
    // fence: one GRF back when rlen is 1
    let f = msg(0xA, 0x0219E000, 0xA, 8);
    assert_eq!(w.run(&f, &P::new(1), 0).unwrap(), vec![0; 32]);
    // not a data-port message
    let eot = msg(0x7, 0x02000010, 0x27, 8);
    assert!(matches!(
        w.run(&eot, &P::new(1), 0),
        Err(DataPortError::Unsupported(_))
    ));
}

#[test]
fn footprint_lists_lines_and_slm_dwords() {
    let mut w = World::new(OobPolicy::Error);
    let m = msg(0xC, 0x04205E01, 0xC, 16); // untyped read x, SIMD16, BTI 1
    let mut p = P::new(2);
    for lane in 0..16 {
        p.d(lane / 8, lane % 8, 8 * lane as u32 + 60);
    }
    let mut fp = Footprint::default();
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm).with_footprint(&mut fp);
    execute(&m, &p.0, 0xFFFF, &mut ctx).unwrap();
    let f = std::mem::take(ctx.footprint.take().unwrap());
    // offsets 60..=183 of BTI 1 (buffer + 1024): lines 1024+0, +64, +128
    let b = w.buf + 1024;
    assert_eq!(f.lines_read, vec![b, b + 64, b + 128]);
    assert_eq!((f.bytes_read, f.bytes_written), (64, 0));
    assert!(f.lines_written.is_empty());
    // SLM write of lanes 0 and 2 (x channel) at DWords 3 and 5
    let m = msg(0xC, 0x04025EFE, 0x8C, 16);
    let mut p = P::new(4);
    p.d(0, 0, 12).d(0, 2, 20);
    let mut fp = Footprint::default();
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm).with_footprint(&mut fp);
    execute(&m, &p.0, 0b101, &mut ctx).unwrap();
    let f = std::mem::take(ctx.footprint.unwrap());
    assert_eq!(f.slm_dwords, vec![3, 5]);
    assert_eq!(f.bytes_written, 8);
}

#[test]
fn execute_into_keeps_disabled_lanes() {
    let mut w = World::new(OobPolicy::Error);
    // byte gathering read 16b, SIMD8 with header (iga64: 0x04190400)
    let m = msg(0xA, 0x04190400, 0xA, 8);
    let mut p = P::new(2);
    for lane in 0..8 {
        p.d(1, lane, 2 * lane as u32);
    }
    let mut dst = vec![0xEEu8; 32]; // the destination register's previous contents
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    execute_into(&m, &p.0, 0b0000_0110, &mut ctx, &mut dst).unwrap();
    assert_eq!(d(&dst, 0), 0xEEEE_EEEE, "disabled lane keeps its value");
    assert_eq!(
        d(&dst, 1),
        u32::from_le_bytes([2, 3, 0, 0]),
        "enabled lane zero-extended"
    );
    assert_eq!(d(&dst, 2), u32::from_le_bytes([4, 5, 0, 0]));
    assert_eq!(d(&dst, 3), 0xEEEE_EEEE);
    // one OWord into the high half: the low half keeps its value
    let m = msg(0xA, 0x02180100, 0xA, 8);
    let mut h = P::new(1);
    h.d(0, 2, 1);
    let mut dst = vec![0xEEu8; 32];
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    execute_into(&m, &h.0, 0, &mut ctx, &mut dst).unwrap();
    assert_eq!(&dst[..16], &[0xEE; 16]);
    assert_eq!(d(&dst, 4), pat(16));
    // a response buffer shorter than rlen is an error
    let mut small = vec![0u8; 16];
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    assert!(matches!(
        execute_into(&m, &h.0, 0, &mut ctx, &mut small),
        Err(DataPortError::Length {
            what: "response buffer",
            ..
        })
    ));
}
