//! Untyped surface messages with several channels: each enabled channel `c` of lane `i` is the
//! DWord at `addr[i] + 4c` (IGC vISA `GATHER4_SCALED` / `SCATTER4_SCALED`), accessed lane by
//! lane and channel by channel. Errors, partial effects and footprints must follow that
//! per-DWord order exactly (the data port may access a lane's channels at once internally).

#![allow(clippy::needless_range_loop)]

mod common;

use common::{msg, World};
use isa::message::Message;
use memory_model::*;

/// IGC: `send (16|M0) r60:w r38 0xC 0x04805000 // wr:2+0, rd:8; untyped surface read with xyzw`.
fn read_xyzw(bti: u32) -> Message {
    msg(0xC, 0x04805000 | bti, 0xC, 16)
}

/// IGC: `sends (16|M0) null:w r38 r40 0x20C 0x04025001 // wr:2+8; untyped surface write with xyzw`.
fn write_xyzw(bti: u32) -> Message {
    msg(0xC, 0x04025000 | bti, 0x20C, 16)
}

/// Address payload of SIMD16 lane offsets (2 GRFs), followed by `data` GRFs.
fn payload(addrs: &[u32; 16], data: &[u32]) -> Vec<u8> {
    let mut p: Vec<u8> = addrs.iter().flat_map(|a| a.to_le_bytes()).collect();
    p.extend(data.iter().flat_map(|v| v.to_le_bytes()));
    p
}

fn pat(o: u64) -> u32 {
    u32::from_le_bytes([o as u8, (o + 1) as u8, (o + 2) as u8, (o + 3) as u8])
}

fn dword(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes(b[i * 4..i * 4 + 4].try_into().unwrap())
}

#[test]
fn read_error_names_the_first_failing_channel() {
    let mut w = World::new(OobPolicy::Error, 1024);
    let mut addrs = [0u32; 16];
    for (l, a) in addrs.iter_mut().enumerate() {
        *a = 20 * l as u32;
    }
    addrs[5] = 1016; // x and y inside BTI 0, z at 1024 outside
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    let e = execute(&read_xyzw(0), &payload(&addrs, &[]), 0xFFFF, &mut ctx).unwrap_err();
    assert_eq!(
        e,
        DataPortError::OutOfBounds {
            space: Space::Surface(0),
            addr: 1024,
            len: 4,
            lane: Some(5)
        }
    );
}

#[test]
fn write_error_keeps_the_channels_and_lanes_before_it() {
    let mut w = World::new(OobPolicy::Error, 1024);
    let mut addrs = [0u32; 16];
    addrs[0] = 100;
    addrs[1] = 1016; // x, y written; z fails
    addrs[2] = 200; // never reached
                    // Channel blocks: x of 16 lanes, then y, z, w.
    let data: Vec<u32> = (0..64).map(|i| 0xA000_0000 | i).collect();
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    let e = execute(&write_xyzw(0), &payload(&addrs, &data), 0b111, &mut ctx).unwrap_err();
    assert_eq!(
        e,
        DataPortError::OutOfBounds {
            space: Space::Surface(0),
            addr: 1024,
            len: 4,
            lane: Some(1)
        }
    );
    let b = w.mem.allocation(w.buf).unwrap();
    for c in 0..4 {
        assert_eq!(
            dword(b, 25 + c),
            0xA000_0000 | (16 * c as u32),
            "lane 0 ch {c}"
        );
    }
    assert_eq!(dword(b, 254), 0xA000_0001, "lane 1 x");
    assert_eq!(dword(b, 255), 0xA000_0011, "lane 1 y");
    assert_eq!(
        dword(b, 256),
        pat(1024),
        "lane 1 z not written (outside BTI 0)"
    );
    assert_eq!(dword(b, 50), pat(200), "lane 2 not reached");
}

#[test]
fn reads_and_writes_follow_the_channel_definition() {
    let mut w = World::new(OobPolicy::Error, 1024);
    let mut addrs = [0u32; 16];
    for (l, a) in addrs.iter_mut().enumerate() {
        *a = 36 * l as u32 + 4;
    }
    let mask = 0b1010_0110_1100_1011u32;
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    let r = execute(&read_xyzw(1), &payload(&addrs, &[]), mask, &mut ctx).unwrap();
    for l in 0..16 {
        for c in 0..4 {
            let want = if mask & (1 << l) != 0 {
                pat(1024 + addrs[l] as u64 + 4 * c as u64)
            } else {
                0
            };
            assert_eq!(dword(&r, 16 * c + l), want, "lane {l} ch {c}");
        }
    }
    let data: Vec<u32> = (0..64).map(|i| 0x5500_0000 + i).collect();
    execute(&write_xyzw(1), &payload(&addrs, &data), mask, &mut ctx).unwrap();
    let b = w.mem.allocation(w.buf).unwrap();
    for l in 0..16 {
        for c in 0..4 {
            let at = (1024 + addrs[l] as usize) / 4 + c;
            let want = if mask & (1 << l) != 0 {
                0x5500_0000 + (16 * c + l) as u32
            } else {
                pat(at as u64 * 4)
            };
            assert_eq!(dword(b, at), want, "lane {l} ch {c}");
        }
    }
}

#[test]
fn footprints_list_dwords_and_lines_in_channel_order() {
    let mut w = World::new(OobPolicy::Error, 1024);
    let mut addrs = [0u32; 16];
    addrs[0] = 40;
    addrs[2] = 12;
    let mut fp = Footprint::default();
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm).with_footprint(&mut fp);
    execute(&read_xyzw(0xFE), &payload(&addrs, &[]), 0b101, &mut ctx).unwrap();
    let f = std::mem::take(ctx.footprint.take().unwrap());
    assert_eq!(f.slm_dwords, vec![10, 11, 12, 13, 3, 4, 5, 6]);
    assert_eq!(f.bytes_read, 32);
    // Global: lane 0 straddles a 64-byte line, lane 1 sits in the first line.
    let mut addrs = [0u32; 16];
    addrs[0] = 120;
    addrs[1] = 8;
    let mut fp = Footprint::default();
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm).with_footprint(&mut fp);
    execute(&read_xyzw(0), &payload(&addrs, &[]), 0b11, &mut ctx).unwrap();
    let f = std::mem::take(ctx.footprint.take().unwrap());
    let b = w.buf;
    assert_eq!(f.lines_read, vec![b + 64, b + 128, b]);
    assert_eq!(f.bytes_read, 32);
}

#[test]
fn ignore_policy_keeps_the_inside_channels() {
    let mut w = World::new(OobPolicy::Ignore, 1024);
    let mut addrs = [0u32; 16];
    addrs[0] = 1016;
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    let r = execute(&read_xyzw(0), &payload(&addrs, &[]), 1, &mut ctx).unwrap();
    assert_eq!(dword(&r, 0), pat(1016));
    assert_eq!(dword(&r, 16), pat(1020));
    assert_eq!(dword(&r, 32), 0, "z outside BTI 0 reads zero");
    assert_eq!(dword(&r, 48), 0);
}

#[test]
fn slm_reads_of_scattered_lanes_fill_each_channel_block() {
    // SLM byte `i` holds `i * 3` (World); lanes at unrelated DWord-aligned and unaligned
    // offsets, lane 1 disabled (its bytes keep the response's previous contents).
    let mut w = World::new(OobPolicy::Error, 1024);
    for (i, b) in w.slm.iter_mut().enumerate() {
        *b = (i * 3) as u8;
    }
    let slm_pat = |o: usize| u32::from_le_bytes([0, 1, 2, 3].map(|k| ((o + k) * 3) as u8));
    let mut addrs = [0u32; 16];
    for (l, a) in addrs.iter_mut().enumerate() {
        *a = 0x1000_0000 | (200 - 12 * l as u32 + (l as u32 % 3));
    }
    let mut out = vec![0x55u8; 8 * 32];
    let mut fp = Footprint::default();
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm).with_footprint(&mut fp);
    execute_into(
        &read_xyzw(0xFE),
        &payload(&addrs, &[]),
        0xFFFD,
        &mut ctx,
        &mut out,
    )
    .unwrap();
    let f = std::mem::take(ctx.footprint.take().unwrap());
    for lane in 0..16 {
        for c in 0..4 {
            let got = dword(&out, c * 16 + lane);
            if lane == 1 {
                assert_eq!(got, 0x5555_5555, "disabled lane {lane} channel {c}");
            } else {
                let o = (200 - 12 * lane + lane % 3) + 4 * c;
                assert_eq!(got, slm_pat(o), "lane {lane} channel {c}");
            }
        }
    }
    assert_eq!(f.bytes_read, 15 * 16);
    // One lane past the end of SLM: the read fails naming it, as lane by lane.
    addrs[9] = 0x1000_0000 | (w.slm.len() as u32 - 8);
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    let e = execute(&read_xyzw(0xFE), &payload(&addrs, &[]), 0xFFFF, &mut ctx).unwrap_err();
    assert!(
        matches!(
            e,
            DataPortError::OutOfBounds {
                space: Space::Slm,
                lane: Some(9),
                ..
            }
        ),
        "{e:?}"
    );
}
