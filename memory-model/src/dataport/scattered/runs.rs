//! Lane runs: a per-lane message whose lanes address one run of memory moves it as one
//! access (see [`lane_run`]).

use super::Lanes;
use crate::dataport::payload::Payload;
use crate::dataport::target::{self, Addr};
use crate::dataport::DataPortCtx;

/// Whether `len` bytes from `addr` stay below 2^64 (so one access of `len` bytes touches
/// exactly the bytes of the per-DWord accesses it replaces).
pub(super) fn no_wrap(addr: Addr, len: u64) -> bool {
    let a = match addr {
        Addr::Global(a) | Addr::Slm(a) | Addr::Scratch(a) => a,
        Addr::Surface { offset, .. } => offset,
    };
    a.checked_add(len).is_some()
}

/// Where one slice access can replace the per-lane accesses of a message: every lane below
/// `simd` is enabled and lane `i`'s address is lane 0's plus `stride * i` (+ `delta`), where
/// `stride` is the bytes each lane accesses, as for `out[i] = ...` on consecutive work-items.
/// One access of `simd * stride` bytes touches the same bytes, records the same footprint
/// (lines in the same first-touch order, SLM DWords in the same order) and reads or writes the
/// same values as the lane-by-lane accesses. Returns the first lane's address, or `None` when
/// the lanes are not such a run.
#[inline]
pub(super) fn lane_run(
    l: &Lanes,
    p: &Payload,
    exec_mask: u32,
    simd: u32,
    delta: u64,
    stride: u64,
) -> Option<Addr> {
    let all = if simd >= 32 {
        u32::MAX
    } else {
        (1u32 << simd) - 1
    };
    if exec_mask & all != all {
        return None;
    }
    let first = l.addr(p, 0).add(delta);
    (run_of_lanes(l, p, simd, stride) && no_wrap(first, u64::from(simd) * stride)).then_some(first)
}

/// Whether lane `i`'s address is lane 0's plus `stride * i` for every lane below `simd`:
/// [`Lanes::addr`] (plus a common delta) compared lane by lane, on the offsets themselves.
/// Every [`Addr`] an address operand gives differs from another of the message only by its
/// offset (a global address: the A64 address, or the A32 offset added to the stateless
/// base; a surface or SLM offset: the A32 offset as [`target::a32_offset`] keeps it, its
/// [`target::a32_mask`] bits), so two of them are `stride * i` apart exactly when their
/// offsets are.
#[inline]
fn run_of_lanes(l: &Lanes, p: &Payload, simd: u32, stride: u64) -> bool {
    let n = simd as usize;
    if l.a64 {
        let Some(b) = p.lane_bytes(l.addr_grf, 8, n) else {
            return false;
        };
        let (q, _) = b.as_chunks::<8>();
        let a0 = q.first().map_or(0, |&q| u64::from_le_bytes(q));
        return q
            .iter()
            .zip(0u64..)
            .all(|(&q, i)| u64::from_le_bytes(q) == a0.wrapping_add(i.wrapping_mul(stride)));
    }
    let Some(b) = p.lane_bytes(l.addr_grf, 4, n) else {
        return false;
    };
    let mask = target::a32_mask(l.surface);
    let off = |d: [u8; 4]| u64::from(l.a32(u32::from_le_bytes(d))) & mask;
    let (d, _) = b.as_chunks::<4>();
    let o0 = d.first().map_or(0, |&d| off(d));
    d.iter()
        .zip(0u64..)
        .all(|(&d, i)| off(d) == o0.wrapping_add(i.wrapping_mul(stride)))
}

/// One slice read of a DWord run into `out` (see [`lane_run`]); `false` when the access
/// fails, so that the per-lane accesses run and report the failing lane.
#[inline]
pub(super) fn read_run(ctx: &mut DataPortCtx, run: Option<Addr>, out: &mut [u8]) -> bool {
    run.is_some_and(|a| target::read(ctx, a, out, None).is_ok())
}

/// One slice write of a DWord run (see [`lane_run`]); `false` when the access fails (it then
/// wrote nothing) so that the per-lane accesses run and report the failing lane.
#[inline]
pub(super) fn write_run(ctx: &mut DataPortCtx, run: Option<Addr>, data: &[u8]) -> bool {
    run.is_some_and(|a| target::write(ctx, a, data, None).is_ok())
}
