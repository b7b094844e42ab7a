//! Where a data-port access lands, and byte reads/writes there with bounds checks.

use super::{Clipped, DataPortCtx, DataPortError, Space};
use crate::OobPolicy;
use isa::message::Surface;

/// A resolved access target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Addr {
    /// Global memory by GPU address (A64, or A32 stateless after adding the base).
    Global(u64),
    /// Byte offset into a stateful surface.
    Surface { bti: u8, offset: u64 },
    /// Byte offset into SLM.
    Slm(u64),
    /// Scratch-space byte offset (as in r0.5, not relative to the thread's slice).
    Scratch(u64),
}

/// Address bits an SLM access keeps: everything below IGC's marker nibble (bits 31:28).
/// The hardware decodes only the low 16 bits (64 KB of SLM per subslice), so an offset of
/// 64 KiB or more would wrap onto offset 0 there; keeping bits 27:16 makes such an access
/// land past the group's SLM, where the bounds check refuses it instead of silently
/// writing another variable.
const SLM_ADDRESS_MASK: u64 = 0x0FFF_FFFF;

/// The offset an A32 access to `surface` keeps of its 32-bit byte `offset`: all of it, but
/// for SLM, where IGC marks valid local pointers with a non-zero high nibble (0x10000000 for
/// offset 0, see IGC's InlineLocalsResolution) and relies on the hardware ignoring those
/// bits: they are dropped, the offset itself is kept whole.
#[inline]
pub(crate) fn a32_offset(surface: Surface, offset: u32) -> u64 {
    u64::from(offset) & a32_mask(surface)
}

/// The bits of an A32 offset that [`a32_offset`] keeps for `surface`.
#[inline]
pub(crate) fn a32_mask(surface: Surface) -> u64 {
    match surface {
        Surface::Slm => SLM_ADDRESS_MASK,
        _ => u64::MAX,
    }
}

impl Addr {
    /// The target of an A32 access: a 32-bit byte offset (already wrapped to 32 bits by the
    /// caller) interpreted by the surface ([`a32_offset`]).
    pub(crate) fn a32(surface: Surface, offset: u32, stateless_base: u64) -> Addr {
        let offset = a32_offset(surface, offset);
        match surface {
            Surface::Bti(bti) => Addr::Surface { bti, offset },
            Surface::Slm => Addr::Slm(offset),
            Surface::Stateless | Surface::StatelessNonCoherent => {
                Addr::Global(stateless_base.wrapping_add(offset))
            }
        }
    }

    /// The same target `delta` bytes further.
    pub(crate) fn add(self, delta: u64) -> Addr {
        match self {
            Addr::Global(a) => Addr::Global(a.wrapping_add(delta)),
            Addr::Surface { bti, offset } => Addr::Surface {
                bti,
                offset: offset + delta,
            },
            Addr::Slm(o) => Addr::Slm(o + delta),
            Addr::Scratch(o) => Addr::Scratch(o + delta),
        }
    }
}

fn oob(space: Space, addr: u64, len: usize, lane: Option<u32>) -> DataPortError {
    DataPortError::OutOfBounds {
        space,
        addr,
        len: len as u64,
        lane,
    }
}

/// Whether an access outside `space` is clipped under `policy` (else it is an error).
fn clips(space: Space, policy: OobPolicy) -> bool {
    match space {
        Space::Surface(_) => policy.clips_surfaces(),
        _ => policy.clips_everything(),
    }
}

/// A bounded byte window (`base` is the offset of `bytes[0]`): reads or writes the part of
/// `[off, off + len)` inside it; an access with bytes outside is an error unless the policy
/// clips accesses to `space` ([`clips`]), and then it is recorded in `clipped` (the first of
/// the message).
#[allow(clippy::too_many_arguments)]
fn window_range(
    space: Space,
    size: u64,
    base: u64,
    off: u64,
    len: usize,
    lane: Option<u32>,
    policy: OobPolicy,
    clipped: &mut Option<Clipped>,
    write: bool,
) -> Result<Option<(usize, usize, usize)>, DataPortError> {
    // returns (first byte in window, first byte in buffer, count)
    let end = off.checked_add(len as u64);
    let wend = base.saturating_add(size);
    let inside = off >= base && end.is_some_and(|e| e <= wend);
    if inside {
        return Ok(Some(((off - base) as usize, 0, len)));
    }
    if !clips(space, policy) {
        return Err(oob(space, off, len, lane));
    }
    clipped.get_or_insert(Clipped {
        space,
        addr: off,
        len: len as u64,
        size,
        write,
    });
    // clip to the window
    let lo = off.max(base);
    let hi = end.unwrap_or(u64::MAX).min(wend);
    if lo >= hi {
        return Ok(None);
    }
    Ok(Some((
        (lo - base) as usize,
        (lo - off) as usize,
        (hi - lo) as usize,
    )))
}

/// The part of a window range to copy into `buf`; zeroes `buf` first only when the range does
/// not cover all of it (an access clipped under [`OobPolicy::Ignore`]), so an
/// access inside its window is one slice copy with no zero-fill.
fn clipped(buf: &mut [u8], range: Option<(usize, usize, usize)>) -> Option<(usize, usize, usize)> {
    if !matches!(range, Some((_, 0, n)) if n == buf.len()) {
        buf.fill(0);
    }
    range
}

/// Records the access in the context's footprint, if one is being collected.
#[inline]
pub(crate) fn record(ctx: &mut DataPortCtx, addr: Addr, len: usize, write: bool) {
    let Some(f) = ctx.footprint.as_mut() else {
        return;
    };
    match addr {
        Addr::Global(a) => f.global(a, len, write),
        Addr::Surface { bti, offset } => {
            let base = ctx.surfaces.get(bti).map_or(0, |s| s.base);
            f.global(base.wrapping_add(offset), len, write);
        }
        Addr::Slm(o) => f.slm(o, len, write),
        Addr::Scratch(o) => f.scratch(o, len, write),
    }
}

/// The SLM byte offset of an access of `len` bytes at `addr` when it is an SLM access that
/// lies wholly inside the group's SLM, recorded in the footprint as [`read`] and [`write`]
/// record it; `None` (nothing recorded) otherwise. Per-lane messages copy such lanes' DWords
/// directly instead of going through [`read`] / [`write`] (same bytes, same footprint).
pub(crate) fn slm_inside(
    ctx: &mut DataPortCtx,
    addr: Addr,
    len: usize,
    write: bool,
) -> Option<usize> {
    let Addr::Slm(off) = addr else {
        return None;
    };
    let end = off.checked_add(len as u64)?;
    if end > ctx.slm.len() as u64 {
        return None;
    }
    record(ctx, addr, len, write);
    Some(off as usize)
}

/// The GPU address of a global or surface access (`None` for SLM and scratch).
pub(crate) fn global_address(ctx: &DataPortCtx, addr: Addr) -> Option<u64> {
    match addr {
        Addr::Global(a) => Some(a),
        Addr::Surface { bti, offset } => {
            let base = ctx.surfaces.get(bti).map_or(0, |s| s.base);
            Some(base.wrapping_add(offset))
        }
        Addr::Slm(_) | Addr::Scratch(_) => None,
    }
}

/// [`read`] of a stateful surface: the surface looked up once, for the record (as
/// [`record`] has it: base 0 when unbound) and the read.
fn read_surface(
    ctx: &mut DataPortCtx,
    bti: u8,
    offset: u64,
    buf: &mut [u8],
    lane: Option<u32>,
) -> Result<(), DataPortError> {
    let s = ctx.surfaces.get(bti).copied();
    if let Some(f) = ctx.footprint.as_mut() {
        let base = s.map_or(0, |s| s.base);
        f.global(base.wrapping_add(offset), buf.len(), false);
    }
    let s = s.ok_or(DataPortError::UnboundSurface { bti })?;
    let range = window_range(
        Space::Surface(bti),
        s.size,
        0,
        offset,
        buf.len(),
        lane,
        ctx.memory.policy(),
        &mut ctx.clipped,
        false,
    )?;
    if let Some((w, b, n)) = clipped(buf, range) {
        ctx.memory
            .read(s.base + w as u64, &mut buf[b..b + n])
            .map_err(|e| (e, lane))?;
    }
    Ok(())
}

/// Reads `buf.len()` bytes at `addr`.
pub(crate) fn read(
    ctx: &mut DataPortCtx,
    addr: Addr,
    buf: &mut [u8],
    lane: Option<u32>,
) -> Result<(), DataPortError> {
    let policy = ctx.memory.policy();
    match addr {
        Addr::Global(a) => {
            record(ctx, addr, buf.len(), false);
            ctx.memory.read(a, buf).map_err(|e| (e, lane).into())
        }
        Addr::Surface { bti, offset } => read_surface(ctx, bti, offset, buf, lane),
        Addr::Slm(off) => {
            record(ctx, addr, buf.len(), false);
            let slm = &*ctx.slm;
            let range = window_range(
                Space::Slm,
                slm.len() as u64,
                0,
                off,
                buf.len(),
                lane,
                policy,
                &mut ctx.clipped,
                false,
            )?;
            if let Some((w, b, n)) = clipped(buf, range) {
                buf[b..b + n].copy_from_slice(&slm[w..w + n]);
            }
            Ok(())
        }
        Addr::Scratch(off) => {
            record(ctx, addr, buf.len(), false);
            let Some(s) = ctx.scratch.as_ref() else {
                // Without a separate window, scratch lives in global memory: the offset is
                // relative to the general-state base, like A32 stateless addresses.
                let a = ctx.stateless_base.wrapping_add(off);
                return ctx.memory.read(a, buf).map_err(|e| (e, lane).into());
            };
            let range = window_range(
                Space::Scratch,
                s.bytes.len() as u64,
                s.base,
                off,
                buf.len(),
                lane,
                policy,
                &mut ctx.clipped,
                false,
            )?;
            if let Some((w, b, n)) = clipped(buf, range) {
                buf[b..b + n].copy_from_slice(&s.bytes[w..w + n]);
            }
            Ok(())
        }
    }
}

/// Writes `data` at `addr`.
pub(crate) fn write(
    ctx: &mut DataPortCtx,
    addr: Addr,
    data: &[u8],
    lane: Option<u32>,
) -> Result<(), DataPortError> {
    let policy = ctx.memory.policy();
    record(ctx, addr, data.len(), true);
    match addr {
        Addr::Global(a) => ctx.memory.write(a, data).map_err(|e| (e, lane).into()),
        Addr::Surface { bti, offset } => {
            let s = *ctx
                .surfaces
                .get(bti)
                .ok_or(DataPortError::UnboundSurface { bti })?;
            if let Some((w, b, n)) = window_range(
                Space::Surface(bti),
                s.size,
                0,
                offset,
                data.len(),
                lane,
                policy,
                &mut ctx.clipped,
                true,
            )? {
                ctx.memory
                    .write(s.base + w as u64, &data[b..b + n])
                    .map_err(|e| (e, lane))?;
            }
            Ok(())
        }
        Addr::Slm(off) => {
            let len = ctx.slm.len() as u64;
            if let Some((w, b, n)) = window_range(
                Space::Slm,
                len,
                0,
                off,
                data.len(),
                lane,
                policy,
                &mut ctx.clipped,
                true,
            )? {
                ctx.slm[w..w + n].copy_from_slice(&data[b..b + n]);
            }
            Ok(())
        }
        Addr::Scratch(off) => {
            let Some(s) = ctx.scratch.as_mut() else {
                let a = ctx.stateless_base.wrapping_add(off);
                return ctx.memory.write(a, data).map_err(|e| (e, lane).into());
            };
            if let Some((w, b, n)) = window_range(
                Space::Scratch,
                s.bytes.len() as u64,
                s.base,
                off,
                data.len(),
                lane,
                policy,
                &mut ctx.clipped,
                true,
            )? {
                s.bytes[w..w + n].copy_from_slice(&data[b..b + n]);
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod slm_tests {
    use super::*;

    #[test]
    fn slm_addresses_keep_only_the_low_16_bits() {
        // IGC passes __local pointer 0 as 0x10000000.
        assert!(matches!(
            Addr::a32(Surface::Slm, 0x1000_0040, 0),
            Addr::Slm(0x40)
        ));
        assert!(matches!(
            Addr::a32(Surface::Slm, 0xFFFC, 0),
            Addr::Slm(0xFFFC)
        ));
    }
}
