//! Per-lane (SIMD8/SIMD16) messages: byte scattered, DWord/QWord scattered, untyped surface.
//!
//! Layout facts (IGC vISA documentation `GATHER.md`, `GATHER4_SCALED.md`, `SVM_GATHER.md` and
//! `TranslateSendLdStLegacy.cpp`):
//! - address payload: one 32-bit offset (A32) or 64-bit address (A64) per lane, whole GRFs;
//! - A32 byte/DWord scattered may carry a header whose DWord 2 is a global offset added to every
//!   lane: bytes for the byte form, DWords for the DWord form. DWord scattered offsets are in
//!   DWords (IGC shifts offsets to bytes only for the byte form, "Don't do this for Dword");
//! - byte scattered: each lane's 1/2/4 bytes sit in the low bytes of its DWord slot (read data is
//!   zero-extended here; the hardware leaves the upper bytes undefined);
//! - A64 DWord/QWord scattered with n elements: element j of lane i is at `addr[i] + j * size`
//!   and in the register file at `(j * simd + i) * size` (`SVM_GATHER.md`);
//! - untyped surface: channel c (x = 0 .. w = 3) of lane i is the DWord at `addr[i] + 4c`; the
//!   k-th enabled channel occupies register block k of `simd` DWords (`GATHER4_SCALED.md`).
//!   An optional header on A32 untyped messages is skipped (it carries no addressing on Gen9).

mod runs;

use super::payload::{check_rlen, grfs_for, Payload, GRF};
use super::target::{self, Addr};
use super::{DataPortCtx, DataPortError};
use isa::message::{Message, MessageKind, Surface};
use runs::{lane_run, no_wrap, read_run, write_run};

/// Addressing shared by the per-lane forms.
struct Lanes {
    surface: Surface,
    a64: bool,
    simd: u32,
    /// First GRF of the address operand.
    addr_grf: usize,
    /// Header global offset (A32 scattered only; 0 otherwise).
    global_offset: u32,
    /// Multiply A32 offsets by this (4 for DWord scattered, else 1).
    scale: u32,
    stateless_base: u64,
}

impl Lanes {
    fn addr_grfs(&self) -> u32 {
        grfs_for(self.simd as usize * if self.a64 { 8 } else { 4 })
    }

    /// First GRF after the address operand.
    fn data_grf(&self) -> usize {
        self.addr_grf + self.addr_grfs() as usize
    }

    fn addr(&self, p: &Payload, lane: u32) -> Addr {
        if self.a64 {
            Addr::Global(p.lane_u64(self.addr_grf, lane))
        } else {
            let off = self.a32(p.lane_u32(self.addr_grf, lane));
            Addr::a32(self.surface, off, self.stateless_base)
        }
    }

    /// The A32 byte offset of a lane whose address operand holds `raw`: the header's global
    /// offset added, scaled.
    #[inline]
    fn a32(&self, raw: u32) -> u32 {
        self.global_offset
            .wrapping_add(raw)
            .wrapping_mul(self.scale)
    }
}

fn lanes(
    p: &Payload,
    surface: Surface,
    a64: bool,
    simd: u32,
    header_offset: bool,
    scale: u32,
    base: u64,
) -> Result<Lanes, DataPortError> {
    if a64 && p.has_header() {
        return Err(DataPortError::Unsupported(
            "A64 scattered message with a header".into(),
        ));
    }
    let global_offset = if header_offset && p.has_header() {
        p.header_dword(2)
    } else {
        0
    };
    Ok(Lanes {
        surface,
        a64,
        simd,
        addr_grf: p.body(),
        global_offset,
        scale,
        stateless_base: base,
    })
}

/// The enabled lanes below `simd`, in ascending order.
fn enabled(exec_mask: u32, simd: u32) -> impl Iterator<Item = u32> {
    let mut m = if simd >= 32 {
        exec_mask
    } else {
        exec_mask & ((1u32 << simd) - 1)
    };
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let lane = m.trailing_zeros();
        m &= m - 1;
        Some(lane)
    })
}

/// The enabled untyped channels as one run `first .. first + count` of consecutive DWords
/// (x, xy, xyz, xyzw, yz, ...), or `None` when they have gaps.
fn channel_run(channels: isa::message::ChannelMask) -> Option<(u32, u32)> {
    let count = channels.count();
    let first = (0..4).find(|&c| channels.has(c))?;
    (first + count <= 4 && (first..first + count).all(|c| channels.has(c)))
        .then_some((first, count))
}

/// One per-lane message: its addressing, payload, enabled lanes and response length.
struct PerLane<'a, 'b> {
    l: Lanes,
    p: &'a Payload<'b>,
    exec_mask: u32,
    rlen: u32,
}

pub(super) fn execute(
    msg: &Message,
    p: &Payload,
    exec_mask: u32,
    ctx: &mut DataPortCtx,
    out: &mut [u8],
) -> Result<(), DataPortError> {
    let base = ctx.stateless_base;
    let req = |l: Lanes| PerLane {
        l,
        p,
        exec_mask,
        rlen: msg.rlen,
    };
    match msg.kind {
        MessageKind::ByteScatteredRead {
            surface,
            a64,
            bytes,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, true, 1, base)?;
            byte_scattered_read(&req(l), ctx, out, bytes)
        }
        MessageKind::ByteScatteredWrite {
            surface,
            a64,
            bytes,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, true, 1, base)?;
            byte_scattered_write(&req(l), ctx, bytes)
        }
        MessageKind::ScatteredRead {
            surface,
            a64,
            elem_bytes,
            elems,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, !a64, if a64 { 1 } else { 4 }, base)?;
            scattered_read(&req(l), ctx, out, elem_bytes, elems)
        }
        MessageKind::ScatteredWrite {
            surface,
            a64,
            elem_bytes,
            elems,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, !a64, if a64 { 1 } else { 4 }, base)?;
            scattered_write(&req(l), ctx, elem_bytes, elems)
        }
        MessageKind::UntypedRead {
            surface,
            a64,
            channels,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, false, 1, base)?;
            untyped_read(&req(l), ctx, out, channels)
        }
        MessageKind::UntypedWrite {
            surface,
            a64,
            channels,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, false, 1, base)?;
            untyped_write(&req(l), ctx, channels)
        }
        ref other => Err(DataPortError::Unsupported(format!(
            "{other:?} as a per-lane message"
        ))),
    }
}

/// Byte scattered read of `bytes` (1, 2 or 4) per lane, zero-extended into DWord slots.
fn byte_scattered_read(
    r: &PerLane,
    ctx: &mut DataPortCtx,
    out: &mut [u8],
    bytes: u32,
) -> Result<(), DataPortError> {
    let (l, p, exec_mask, simd) = (&r.l, r.p, r.exec_mask, r.l.simd);
    p.expect_grfs(l.data_grf() as u32)?;
    check_rlen(r.rlen, grfs_for(simd as usize * 4))?;
    let n = simd as usize * 4;
    if bytes == 4 && read_run(ctx, lane_run(l, p, exec_mask, simd, 0, 4), &mut out[..n]) {
        return Ok(());
    }
    for lane in enabled(exec_mask, simd) {
        let at = lane as usize * 4;
        out[at..at + 4].fill(0); // zero-extend into the lane's DWord
        target::read(
            ctx,
            l.addr(p, lane),
            &mut out[at..at + bytes as usize],
            Some(lane),
        )?;
    }
    Ok(())
}

/// Byte scattered write of the low `bytes` (1, 2 or 4) of each lane's DWord slot.
fn byte_scattered_write(
    r: &PerLane,
    ctx: &mut DataPortCtx,
    bytes: u32,
) -> Result<(), DataPortError> {
    let (l, p, exec_mask, simd) = (&r.l, r.p, r.exec_mask, r.l.simd);
    p.expect_grfs(l.data_grf() as u32 + grfs_for(simd as usize * 4))?;
    check_rlen(r.rlen, 0)?;
    let data = p.bytes(l.data_grf() * GRF, simd as usize * 4);
    if bytes == 4 && write_run(ctx, lane_run(l, p, exec_mask, simd, 0, 4), data) {
        return Ok(());
    }
    for lane in enabled(exec_mask, simd) {
        let data = p.bytes(l.data_grf() * GRF + lane as usize * 4, bytes as usize);
        target::write(ctx, l.addr(p, lane), data, Some(lane))?;
    }
    Ok(())
}

/// DWord/QWord scattered read of `elems` elements of `elem_bytes` per lane.
fn scattered_read(
    r: &PerLane,
    ctx: &mut DataPortCtx,
    out: &mut [u8],
    elem_bytes: u32,
    elems: u32,
) -> Result<(), DataPortError> {
    let (l, p, exec_mask, simd) = (&r.l, r.p, r.exec_mask, r.l.simd);
    p.expect_grfs(l.data_grf() as u32)?;
    let block = simd as usize * elem_bytes as usize;
    check_rlen(r.rlen, elems * grfs_for(block))?;
    let stride = grfs_for(block) as usize * GRF;
    let dwords = elem_bytes == 4 && elems == 1;
    if dwords
        && read_run(
            ctx,
            lane_run(l, p, exec_mask, simd, 0, 4),
            &mut out[..block],
        )
    {
        return Ok(());
    }
    for lane in enabled(exec_mask, simd) {
        for j in 0..elems as usize {
            let at = j * stride + lane as usize * elem_bytes as usize;
            let addr = l.addr(p, lane).add((j * elem_bytes as usize) as u64);
            target::read(
                ctx,
                addr,
                &mut out[at..at + elem_bytes as usize],
                Some(lane),
            )?;
        }
    }
    Ok(())
}

/// DWord/QWord scattered write of `elems` elements of `elem_bytes` per lane.
fn scattered_write(
    r: &PerLane,
    ctx: &mut DataPortCtx,
    elem_bytes: u32,
    elems: u32,
) -> Result<(), DataPortError> {
    let (l, p, exec_mask, simd) = (&r.l, r.p, r.exec_mask, r.l.simd);
    let block = simd as usize * elem_bytes as usize;
    p.expect_grfs(l.data_grf() as u32 + elems * grfs_for(block))?;
    check_rlen(r.rlen, 0)?;
    let stride = grfs_for(block) as usize * GRF;
    let dwords = elem_bytes == 4 && elems == 1;
    let data = p.bytes(l.data_grf() * GRF, block);
    if dwords && write_run(ctx, lane_run(l, p, exec_mask, simd, 0, 4), data) {
        return Ok(());
    }
    for lane in enabled(exec_mask, simd) {
        for j in 0..elems as usize {
            let at = l.data_grf() * GRF + j * stride + lane as usize * elem_bytes as usize;
            let addr = l.addr(p, lane).add((j * elem_bytes as usize) as u64);
            target::write(ctx, addr, p.bytes(at, elem_bytes as usize), Some(lane))?;
        }
    }
    Ok(())
}

/// Untyped surface read of the enabled `channels` of each lane.
fn untyped_read(
    r: &PerLane,
    ctx: &mut DataPortCtx,
    out: &mut [u8],
    channels: isa::message::ChannelMask,
) -> Result<(), DataPortError> {
    let (l, p, exec_mask, simd) = (&r.l, r.p, r.exec_mask, r.l.simd);
    p.expect_grfs(l.data_grf() as u32)?;
    let block = grfs_for(simd as usize * 4);
    check_rlen(r.rlen, channels.count() * block)?;
    let run = channel_run(channels);
    // Lanes reading consecutive structs (`float4 v = in[i]`): one access for all of
    // them, then each channel to its register block.
    if let Some((c, n)) = run {
        let stride = n as usize * 4;
        let lanes_run = lane_run(l, p, exec_mask, simd, u64::from(c) * 4, stride as u64);
        let len = simd as usize * stride;
        if n == 1 && read_run(ctx, lanes_run, &mut out[..len]) {
            return Ok(());
        }
        let mut tmp = [0u8; 16 * 16];
        if n > 1 && len <= tmp.len() && read_run(ctx, lanes_run, &mut tmp[..len]) {
            for (lane, v) in tmp[..len].chunks_exact(stride).enumerate() {
                for (k, d) in v.chunks_exact(4).enumerate() {
                    let at = k * block as usize * GRF + lane * 4;
                    out[at..at + 4].copy_from_slice(d);
                }
            }
            return Ok(());
        }
    }
    if let Some((first, count)) = run {
        if slm_lanes_read(r, ctx, out, first, count) {
            return Ok(());
        }
    }
    for lane in enabled(exec_mask, simd) {
        // A lane's consecutive channels are consecutive DWords in memory: one access
        // for all of them. Footprint records are the same (bytes, lines and DWords in
        // the same order); on an error the per-channel accesses below run instead,
        // so errors and partial effects stay those of the per-channel order.
        if let Some((first, count)) = run {
            let addr = l.addr(p, lane).add(u64::from(first) * 4);
            let len = count as usize * 4;
            if let Some(o) = target::slm_inside(ctx, addr, len, false) {
                // Inside SLM: the lane's DWords straight to their register blocks.
                for k in 0..count as usize {
                    let at = k * block as usize * GRF + lane as usize * 4;
                    out[at..at + 4].copy_from_slice(&ctx.slm[o + 4 * k..o + 4 * k + 4]);
                }
                continue;
            }
            let mut tmp = [0u8; 16];
            if no_wrap(addr, len as u64)
                && target::read(ctx, addr, &mut tmp[..len], Some(lane)).is_ok()
            {
                for (k, v) in tmp[..len].chunks_exact(4).enumerate() {
                    let at = k * block as usize * GRF + lane as usize * 4;
                    out[at..at + 4].copy_from_slice(v);
                }
                continue;
            }
        }
        for (k, c) in (0..4).filter(|&c| channels.has(c)).enumerate() {
            let at = k * block as usize * GRF + lane as usize * 4;
            let addr = l.addr(p, lane).add(u64::from(c) * 4);
            target::read(ctx, addr, &mut out[at..at + 4], Some(lane))?;
        }
    }
    Ok(())
}

/// An untyped read of SLM whose enabled lanes all lie inside SLM, each reading `count`
/// consecutive DWords from DWord `first` of its address: every lane's DWords copied to their
/// register blocks, the accesses recorded in the footprint in lane order as the per-lane
/// reads record them (reads change nothing, so recording them first is the same). Returns `false`, having done nothing, when a lane falls outside (the
/// per-lane reads then clip or report it).
fn slm_lanes_read(
    r: &PerLane,
    ctx: &mut DataPortCtx,
    out: &mut [u8],
    first: u32,
    count: u32,
) -> bool {
    let (l, p, simd) = (&r.l, r.p, r.l.simd);
    if l.a64 || l.surface != Surface::Slm {
        return false;
    }
    let len = count as usize * 4;
    let mut offs = [0u64; 32];
    let mut lanes = [0usize; 32];
    let mut n = 0;
    // the lanes' addresses as `Lanes::addr` has them for SLM, read as fixed-size lanes
    let Some(raw) = p.lane_bytes(l.addr_grf, 4, simd as usize) else {
        return false;
    };
    let (raw, _) = raw.as_chunks::<4>();
    for lane in enabled(r.exec_mask, simd) {
        let Some(&d) = raw.get(lane as usize) else {
            return false;
        };
        let off = target::a32_offset(Surface::Slm, l.a32(u32::from_le_bytes(d)));
        let off = off + u64::from(first) * 4;
        if off + len as u64 > ctx.slm.len() as u64 {
            return false;
        }
        offs[n] = off;
        lanes[n] = lane as usize;
        n += 1;
    }
    if let Some(f) = ctx.footprint.as_mut() {
        // as `target::record` records an SLM read, lane by lane
        f.slm_lanes(&offs[..n], len, false);
    }
    // Lane `lane`'s DWord `k` goes to DWord `lane` of register block `k`.
    let block = grfs_for(simd as usize * 4) as usize * GRF / 4;
    let (dwords, _) = out.as_chunks_mut::<4>();
    if n == simd as usize && n > 0 && offs[..n].iter().all(|&o| o == offs[0]) {
        // every lane enabled (lanes 0..simd) and at one offset, a value broadcast from SLM:
        // each of its DWords fills the lanes of its register block
        let o = offs[0] as usize;
        let src = ctx.slm.get(o..o + len).unwrap_or_default();
        for (k, v) in src.as_chunks::<4>().0.iter().enumerate() {
            if let Some(d) = dwords.get_mut(k * block..k * block + n) {
                d.fill(*v);
            }
        }
        return true;
    }
    for (&o, &lane) in offs[..n].iter().zip(&lanes[..n]) {
        let o = o as usize;
        let Some(src) = ctx.slm.get(o..o + len) else {
            continue;
        };
        for (k, v) in src.chunks_exact(4).enumerate() {
            if let Some(d) = dwords.get_mut(k * block + lane) {
                d.copy_from_slice(v);
            }
        }
    }
    true
}

/// Untyped surface write of the enabled `channels` of each lane.
fn untyped_write(
    r: &PerLane,
    ctx: &mut DataPortCtx,
    channels: isa::message::ChannelMask,
) -> Result<(), DataPortError> {
    let (l, p, exec_mask, simd) = (&r.l, r.p, r.exec_mask, r.l.simd);
    let block = grfs_for(simd as usize * 4);
    p.expect_grfs(l.data_grf() as u32 + channels.count() * block)?;
    check_rlen(r.rlen, 0)?;
    let run = channel_run(channels);
    if let Some((c, n)) = run {
        let stride = n as usize * 4;
        let lanes_run = lane_run(l, p, exec_mask, simd, u64::from(c) * 4, stride as u64);
        let len = simd as usize * stride;
        if n == 1 && write_run(ctx, lanes_run, p.bytes(l.data_grf() * GRF, len)) {
            return Ok(());
        }
        let mut tmp = [0u8; 16 * 16];
        if n > 1 && len <= tmp.len() && lanes_run.is_some() {
            for (lane, v) in tmp[..len].chunks_exact_mut(stride).enumerate() {
                for (k, d) in v.chunks_exact_mut(4).enumerate() {
                    let at = (l.data_grf() + k * block as usize) * GRF + lane * 4;
                    d.copy_from_slice(p.bytes(at, 4));
                }
            }
            if write_run(ctx, lanes_run, &tmp[..len]) {
                return Ok(());
            }
        }
    }
    for lane in enabled(exec_mask, simd) {
        // One access for a lane's consecutive channels (see the read above); a failed
        // access writes nothing, so the per-channel fallback reproduces the error.
        if let Some((first, count)) = run {
            let addr = l.addr(p, lane).add(u64::from(first) * 4);
            let len = count as usize * 4;
            if let Some(o) = target::slm_inside(ctx, addr, len, true) {
                // Inside SLM: the lane's DWords straight from their register blocks.
                for k in 0..count as usize {
                    let at = (l.data_grf() + k * block as usize) * GRF + lane as usize * 4;
                    ctx.slm[o + 4 * k..o + 4 * k + 4].copy_from_slice(p.bytes(at, 4));
                }
                continue;
            }
            let mut tmp = [0u8; 16];
            for (k, v) in tmp[..len].chunks_exact_mut(4).enumerate() {
                let at = (l.data_grf() + k * block as usize) * GRF + lane as usize * 4;
                v.copy_from_slice(p.bytes(at, 4));
            }
            if no_wrap(addr, len as u64)
                && target::write(ctx, addr, &tmp[..len], Some(lane)).is_ok()
            {
                continue;
            }
        }
        for (k, c) in (0..4).filter(|&c| channels.has(c)).enumerate() {
            let at = (l.data_grf() + k * block as usize) * GRF + lane as usize * 4;
            let addr = l.addr(p, lane).add(u64::from(c) * 4);
            target::write(ctx, addr, p.bytes(at, 4), Some(lane))?;
        }
    }
    Ok(())
}
