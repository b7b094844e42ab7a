//! Per-lane messages whose lanes address one run of memory (lane `i` at `base + i * size`,
//! every lane enabled) move it as one access. The result, the memory written and the
//! footprint must equal those of the lane-by-lane accesses: the same message is replayed as
//! lanes 0..15 and then lane 15 alone (two per-lane executions into the same response, since
//! disabled lanes keep their bytes) and compared.

use isa::message::{decode, Message};
use memory_model::*;

const SLM: u32 = 0xFE;

fn msg(desc: u32, ex_desc: u32) -> Message {
    decode(0xC, desc, ex_desc, 16).unwrap()
}

fn world() -> (Memory, Surfaces, Vec<u8>) {
    let mut mem = Memory::new(OobPolicy::Error);
    let buf = mem.allocate(4096, 4096).unwrap();
    for (i, b) in mem.allocation_mut(buf).unwrap().iter_mut().enumerate() {
        *b = (i * 7) as u8;
    }
    let mut surf = Surfaces::new();
    surf.bind_buffer(0, buf, 4096);
    let slm = (0..2048).map(|i| (i * 3) as u8).collect();
    (mem, surf, slm)
}

/// Runs `m` with the lane masks in `masks` one after another into one response; returns the
/// response, the footprints merged in order, global memory and SLM afterwards.
fn run(m: &Message, payload: &[u8], masks: &[u32]) -> (Vec<u8>, Footprint, Vec<u8>, Vec<u8>) {
    let (mut mem, surf, mut slm) = world();
    let mut out = vec![0xAA; m.rlen as usize * 32];
    let mut all = Footprint::default();
    for &mask in masks {
        let mut fp = Footprint::default();
        let mut ctx = DataPortCtx::new(&mut mem, &surf, &mut slm).with_footprint(&mut fp);
        execute_into(m, payload, mask, &mut ctx, &mut out).unwrap();
        let f = std::mem::take(ctx.footprint.take().unwrap());
        for l in f.lines_read {
            if !all.lines_read.contains(&l) {
                all.lines_read.push(l);
            }
        }
        for l in f.lines_written {
            if !all.lines_written.contains(&l) {
                all.lines_written.push(l);
            }
        }
        all.slm_dwords.extend(f.slm_dwords);
        all.bytes_read += f.bytes_read;
        all.bytes_written += f.bytes_written;
    }
    let base = surf.get(0).unwrap().base;
    let mut global = vec![0; 4096];
    mem.read(base, &mut global).unwrap();
    (out, all, global, slm)
}

/// SIMD16 payload: lane `i` at `base + i * size`, then `data` DWords.
fn payload(base: u32, size: u32, data: usize) -> Vec<u8> {
    let mut p: Vec<u8> = (0..16)
        .flat_map(|i| (base + i * size).to_le_bytes())
        .collect();
    p.extend((0..data as u32).flat_map(|i| (0x1000_0000 + i * 0x0101).to_le_bytes()));
    p
}

fn check(name: &str, m: &Message, p: &[u8]) {
    let whole = run(m, p, &[0xFFFF]);
    let lanes = run(m, p, &[0x7FFF, 0x8000]);
    assert_eq!(whole.0, lanes.0, "{name}: response");
    assert_eq!(whole.1, lanes.1, "{name}: footprint");
    assert_eq!(whole.2, lanes.2, "{name}: global memory");
    assert_eq!(whole.3, lanes.3, "{name}: SLM");
}

#[test]
fn runs_match_lane_by_lane_accesses() {
    for (bti, base) in [(0, 64), (0, 200), (SLM, 128), (SLM, 4)] {
        // untyped surface read x / xy / xyzw, SIMD16 (IGC's `float v = in[i]`, `float4 ...`)
        for (disable, n) in [(0xE, 1u32), (0xC, 2), (0x0, 4)] {
            let desc = (n * 2) << 20 | 2 << 25 | 1 << 14 | 1 << 12 | disable << 8 | bti;
            check(
                &format!("untyped read x{n} bti {bti} at {base}"),
                &msg(desc, 0xC),
                &payload(base, 4 * n, 0),
            );
            // untyped surface write: ex_mlen = 2 * channels
            let desc = 2 << 25 | 9 << 14 | 1 << 12 | disable << 8 | bti;
            let ex = (2 * n) << 6 | 0xC;
            check(
                &format!("untyped write x{n} bti {bti} at {base}"),
                &msg(desc, ex),
                &payload(base, 4 * n, 16 * n as usize),
            );
        }
    }
    // DWord scattered read (DC0 type 3, SIMD16): offsets in DWords
    let dc0 = |desc: u32, ex: u32| decode(0xA, desc, ex, 16).unwrap();
    check(
        "dword scattered read",
        &dc0(2 << 25 | 2 << 20 | 3 << 14 | 3 << 8, 0xA),
        &payload(10, 1, 0),
    );
    // byte scattered read of 4 bytes (DC0 type 4, 32b, SIMD16)
    check(
        "byte scattered read 32b",
        &dc0(2 << 25 | 2 << 20 | 4 << 14 | 2 << 10 | 1 << 8, 0xA),
        &payload(100, 4, 0),
    );
}

#[test]
fn lanes_almost_in_a_run_and_marked_slm_pointers() {
    // untyped surface read x, SIMD16 (see above)
    let read = |bti: u32| msg(1 << 21 | 2 << 25 | 1 << 14 | 1 << 12 | 0xE << 8 | bti, 0xC);
    for bti in [0, SLM] {
        // lane 15 one DWord past the run: no single access may stand for the lanes
        let mut p = payload(64, 4, 0);
        p[60..64].copy_from_slice(&(64u32 + 16 * 4).to_le_bytes());
        check(&format!("gap at lane 15, bti {bti}"), &read(bti), &p);
        // lanes in reverse order
        let p: Vec<u8> = (0..16u32)
            .rev()
            .flat_map(|i| (64 + 4 * i).to_le_bytes())
            .collect();
        check(&format!("reversed lanes, bti {bti}"), &read(bti), &p);
    }
    // IGC's marked local pointers (0x10000000 + offset): a run of SLM offsets all the same
    check("marked SLM run", &read(SLM), &payload(0x1000_0040, 4, 0));
    // every lane at one SLM address (`vload4(0, &tile[row][k])` in a work-group tile):
    // x, xy and xyzw, aligned and not
    for (disable, n) in [(0xE, 1u32), (0xC, 2), (0x0, 4)] {
        let desc = (n * 2) << 20 | 2 << 25 | 1 << 14 | 1 << 12 | disable << 8 | SLM;
        for base in [0x1000_0080, 0x1000_0086] {
            let name = format!("x{n} broadcast from SLM {base:#x}");
            check(&name, &msg(desc, 0xC), &payload(base, 0, 0));
        }
    }
}
