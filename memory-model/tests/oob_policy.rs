//! The out-of-bounds policies against the rule they state: under [`OobPolicy::Hardware`] a
//! stateful access outside its surface reads zeros there and drops the writes there (the
//! surface bounds check of the Skylake PRM, Volume 7), and the data port reports the first
//! such access; stateless, SLM and scratch accesses outside their memory are errors.
//! [`OobPolicy::Error`] refuses the stateful one too. Descriptors are IGC's, as named by iga64.

mod common;

use common::{msg, World};
use isa::message::Message;
use memory_model::*;

fn put(p: &mut [u8], grf: usize, idx: usize, v: u32) {
    let o = grf * 32 + idx * 4;
    p[o..o + 4].copy_from_slice(&v.to_le_bytes());
}

fn get(r: &[u8], idx: usize) -> u32 {
    u32::from_le_bytes(r[idx * 4..idx * 4 + 4].try_into().unwrap())
}

/// The shared world with 256 bytes of SLM.
fn world(policy: OobPolicy) -> World {
    World::new(policy, 256)
}

/// Runs `m` against `w` and returns the response and the first clipped access.
fn run(
    w: &mut World,
    m: &Message,
    p: &[u8],
    mask: u32,
) -> Result<(Vec<u8>, Option<Clipped>), DataPortError> {
    let mut ctx = DataPortCtx::new(&mut w.mem, &w.surf, &mut w.slm);
    let r = execute(m, p, mask, &mut ctx)?;
    Ok((r, ctx.clipped))
}

/// `untyped surface read with x`, SIMD16, BTI `bti` (IGC: 0x04205E00 for BTI 0).
fn untyped_read(bti: u8) -> Message {
    msg(0xC, 0x04205E00 | u32::from(bti), 0xC, 16)
}

#[test]
fn hardware_policy_clips_a_surface_read_and_reports_it() {
    let mut w = world(OobPolicy::Hardware);
    let mut p = vec![0; 64];
    // lane 0 straddles the end (bytes 1022, 1023 inside), lane 1 is wholly outside, lane 2 inside
    put(&mut p, 0, 0, 1022);
    put(&mut p, 0, 1, 1500);
    put(&mut p, 0, 2, 8);
    let (r, clipped) = run(&mut w, &untyped_read(0), &p, 0b111).unwrap();
    assert_eq!(get(&r, 0), u32::from_le_bytes([254, 255, 0, 0]));
    assert_eq!(
        get(&r, 1),
        0,
        "the allocation's bytes past the surface are not read"
    );
    assert_eq!(get(&r, 2), u32::from_le_bytes([8, 9, 10, 11]));
    assert_eq!(
        clipped,
        Some(Clipped {
            space: Space::Surface(0),
            addr: 1022,
            len: 4,
            size: 1024,
            write: false,
        })
    );
}

#[test]
fn hardware_policy_drops_surface_writes_outside_and_reports_the_first() {
    let mut w = world(OobPolicy::Hardware);
    // IGC: `sends (16|M0) null r.. r.. 0x8C 0x04025E00 // untyped surface write with x`
    let m = msg(0xC, 0x04025E00, 0x8C, 16);
    let mut p = vec![0; 4 * 32];
    put(&mut p, 0, 0, 1024);
    put(&mut p, 0, 1, 1020);
    put(&mut p, 2, 0, 0xAAAA_AAAA);
    put(&mut p, 2, 1, 0xBBBB_BBBB);
    let (_, clipped) = run(&mut w, &m, &p, 0b11).unwrap();
    let b = w.mem.allocation(w.buf).unwrap();
    assert_eq!(&b[1020..1024], &[0xBB; 4], "the lane inside is written");
    assert_eq!(
        &b[1024..1028],
        &[0, 1, 2, 3],
        "nothing written past the surface"
    );
    assert_eq!(clipped.map(|c| (c.addr, c.write)), Some((1024, true)));
}

#[test]
fn an_access_inside_reports_nothing() {
    let mut w = world(OobPolicy::Hardware);
    let mut p = vec![0; 64];
    put(&mut p, 0, 0, 1020);
    let (r, clipped) = run(&mut w, &untyped_read(0), &p, 1).unwrap();
    assert_eq!(get(&r, 0), u32::from_le_bytes([252, 253, 254, 255]));
    assert_eq!(clipped, None);
}

#[test]
fn error_policy_refuses_the_surface_access() {
    let mut w = world(OobPolicy::Error);
    let mut p = vec![0; 64];
    put(&mut p, 0, 0, 1022);
    let e = run(&mut w, &untyped_read(0), &p, 1).unwrap_err();
    assert!(matches!(
        e,
        DataPortError::OutOfBounds {
            space: Space::Surface(0),
            addr: 1022,
            len: 4,
            lane: Some(0)
        }
    ));
}

#[test]
fn hardware_policy_refuses_slm_and_stateless_accesses_outside() {
    let mut w = world(OobPolicy::Hardware);
    let mut p = vec![0; 64];
    put(&mut p, 0, 0, 256);
    let e = run(&mut w, &untyped_read(0xFE), &p, 1).unwrap_err();
    assert!(
        matches!(
            e,
            DataPortError::OutOfBounds {
                space: Space::Slm,
                addr: 256,
                ..
            }
        ),
        "{e}"
    );
    // iga64: 0x044406FF = `a64 qword gathering read` (2 elements, SIMD8): 16 bytes at the end
    let m = msg(0xC, 0x044406FF, 0xC, 8);
    let mut p = vec![0; 64];
    let end = w.buf + 2048 - 8;
    p[..8].copy_from_slice(&end.to_le_bytes());
    let e = run(&mut w, &m, &p, 1).unwrap_err();
    assert!(
        matches!(
            e,
            DataPortError::OutOfBounds {
                space: Space::Global,
                ..
            }
        ),
        "{e}"
    );
}

#[test]
fn ignore_policy_also_clips_slm() {
    let mut w = world(OobPolicy::Ignore);
    let mut p = vec![0; 64];
    put(&mut p, 0, 0, 254);
    let (r, clipped) = run(&mut w, &untyped_read(0xFE), &p, 1).unwrap();
    assert_eq!(get(&r, 0), 0);
    assert_eq!(clipped.map(|c| (c.space, c.size)), Some((Space::Slm, 256)));
}
