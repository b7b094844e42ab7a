//! Typed surface read/write (DC1 types 5 and 13) and typed atomics (type 6), SIMD8.
//!
//! Payload (Mesa's typed-surface lowering; IGC's `write_imageui` in the corpus kernel
//! `image_copy_int`: `wr:1+5` = U, V, then red..alpha): an optional header GRF, then the
//! address coordinates one GRF each (U = x in texels, V = y, then R = array index and LOD when
//! present), then for writes one GRF per enabled channel and for atomics one GRF per source
//! operand; lane `i` is DWord `i` of each GRF. The message does not say how many coordinate
//! GRFs there are, so eusim takes the GRFs that are neither header nor data as coordinates
//! (1 to 4). The coordinates map to a texel by the surface's kind
//! ([`ImageSurface::locate`]: V is the array index of a 1D array, R that of a 2D array and the
//! slice of a 3D image); unused coordinates must be 0 for a lane to be in bounds.
//!
//! Reads return one GRF per enabled channel. Lanes out of bounds read 0 in every channel and
//! their writes/atomics are dropped (the Gen9 data port's typed bounds checking). Lane `i` is
//! bit `i` of `exec_mask`; a header's DWord 7 (the slot-enable mask; bits 15:8 for the high
//! slot group) further masks the lanes. The SIMD4x2 slot group (0) is not modelled.
//!
//! Typed atomics operate on 32-bit integer formats (R32_UINT / R32_SINT); the return, when
//! requested, is the old value (one GRF).

use crate::convert::{decode_texel, encode_texel_into};
use crate::images::ImageCtx;
use crate::payload::{dword, expect_len, GRF, MAX_TEXEL_BYTES};
use crate::surface::ImageSurface;
use crate::SamplerError;
use isa::message::{AtomicOp, ChannelMask};
use memory_model::Footprint;

const LANES: u32 = 8;

/// Where the address GRFs start and how many there are.
struct Addr {
    first: usize,
    count: usize,
}

fn addresses(
    what: &'static str,
    payload_grfs: usize,
    header: bool,
    data_grfs: usize,
) -> Result<Addr, SamplerError> {
    let first = usize::from(header);
    let count = payload_grfs
        .checked_sub(first + data_grfs)
        .filter(|c| (1..=4).contains(c))
        .ok_or(SamplerError::Length {
            what,
            expected: (first + data_grfs + 2) as u32,
            got: payload_grfs as u32,
        })?;
    Ok(Addr { first, count })
}

/// Byte address of lane `lane`'s texel, or `None` when out of bounds (coordinates beyond R,
/// such as the LOD, must be 0).
fn lane_texel(surface: &ImageSurface, payload: &[u8], a: &Addr, lane: usize) -> Option<u64> {
    let c = |k: usize| {
        if a.count > k {
            dword(payload, a.first + k, lane)
        } else {
            0
        }
    };
    let rest_zero = (3..a.count).all(|k| c(k) == 0);
    surface
        .locate(c(0), c(1), c(2))
        .filter(|_| rest_zero)
        .map(|(x, row)| surface.texel_address(x * surface.texel_bytes(), row))
}

fn lane_mask(
    payload: &[u8],
    header: bool,
    exec_mask: u32,
    slot_group: u8,
) -> Result<u32, SamplerError> {
    let mut mask = exec_mask & 0xFF;
    if header {
        let slots = dword(payload, 0, 7);
        mask &= match slot_group {
            2 => (slots >> 8) & 0xFF,
            _ => slots & 0xFF,
        };
    }
    if slot_group == 0 {
        return Err(SamplerError::Unsupported(
            "typed message in SIMD4x2 mode (slot group 0)".into(),
        ));
    }
    Ok(mask)
}

fn mem_err(bti: u8) -> impl Fn(memory_model::MemoryError) -> SamplerError {
    move |source| SamplerError::Memory { bti, source }
}

/// Typed surface read.
#[allow(clippy::too_many_arguments)]
pub(crate) fn read(
    bti: u8,
    surface: &ImageSurface,
    channels: ChannelMask,
    slot_group: u8,
    header: bool,
    payload: &[u8],
    exec_mask: u32,
    rlen: u32,
    ctx: &ImageCtx,
    mut rec: Option<&mut Footprint>,
    out: &mut [u8],
) -> Result<(), SamplerError> {
    let a = addresses("typed read payload (mlen)", payload.len() / GRF, header, 0)?;
    expect_len("response (rlen)", channels.count(), rlen)?;
    let mask = lane_mask(payload, header, exec_mask, slot_group)?;
    out.fill(0);
    let mut texel = [0u8; MAX_TEXEL_BYTES];
    let texel = &mut texel[..surface.texel_bytes() as usize];
    for lane in 0..LANES as usize {
        if mask & (1 << lane) == 0 {
            continue;
        }
        let Some(addr) = lane_texel(surface, payload, &a, lane) else {
            continue;
        };
        ctx.memory.read(addr, texel).map_err(mem_err(bti))?;
        if let Some(f) = rec.as_deref_mut() {
            crate::footprint::texel(f, surface, addr, false);
        }
        let rgba = decode_texel(surface.format, texel);
        for (k, c) in (0..4).filter(|&c| channels.has(c)).enumerate() {
            let off = k * GRF + lane * 4;
            out[off..off + 4].copy_from_slice(&rgba[c as usize].to_le_bytes());
        }
    }
    Ok(())
}

/// Typed surface write. Channels the message does not carry are written as 0 (alpha as 1).
#[allow(clippy::too_many_arguments)]
pub(crate) fn write(
    bti: u8,
    surface: &ImageSurface,
    channels: ChannelMask,
    slot_group: u8,
    header: bool,
    payload: &[u8],
    exec_mask: u32,
    rlen: u32,
    ctx: &mut ImageCtx,
    mut rec: Option<&mut Footprint>,
) -> Result<(), SamplerError> {
    let n = channels.count() as usize;
    let a = addresses(
        "typed write payload (mlen + ex_mlen)",
        payload.len() / GRF,
        header,
        n,
    )?;
    expect_len("response (rlen)", 0, rlen)?;
    let mask = lane_mask(payload, header, exec_mask, slot_group)?;
    let data = a.first + a.count;
    for lane in 0..LANES as usize {
        if mask & (1 << lane) == 0 {
            continue;
        }
        let Some(addr) = lane_texel(surface, payload, &a, lane) else {
            continue;
        };
        let mut rgba = [0, 0, 0, 1];
        if surface.format.data_type.kind() != crate::ChannelKind::Uint
            && surface.format.data_type.kind() != crate::ChannelKind::Sint
        {
            rgba[3] = 1.0f32.to_bits();
        }
        for (k, c) in (0..4).filter(|&c| channels.has(c)).enumerate() {
            rgba[c as usize] = dword(payload, data + k, lane);
        }
        let mut bytes = [0u8; MAX_TEXEL_BYTES];
        let bytes = &mut bytes[..surface.texel_bytes() as usize];
        encode_texel_into(surface.format, rgba, bytes);
        ctx.memory.write(addr, bytes).map_err(mem_err(bti))?;
        if let Some(f) = rec.as_deref_mut() {
            crate::footprint::texel(f, surface, addr, true);
        }
    }
    Ok(())
}

fn apply(op: AtomicOp, old: u32, s0: u32, s1: u32) -> Result<u32, SamplerError> {
    Ok(match op {
        AtomicOp::And => old & s0,
        AtomicOp::Or => old | s0,
        AtomicOp::Xor => old ^ s0,
        AtomicOp::Mov => s0,
        AtomicOp::Inc => old.wrapping_add(1),
        AtomicOp::Dec => old.wrapping_sub(1),
        AtomicOp::Add => old.wrapping_add(s0),
        AtomicOp::Sub => old.wrapping_sub(s0),
        AtomicOp::RevSub => s0.wrapping_sub(old),
        AtomicOp::Imax => (old as i32).max(s0 as i32) as u32,
        AtomicOp::Imin => (old as i32).min(s0 as i32) as u32,
        AtomicOp::Umax => old.max(s0),
        AtomicOp::Umin => old.min(s0),
        AtomicOp::Cmpwr => {
            if old == s0 {
                s1
            } else {
                old
            }
        }
        AtomicOp::Predec | AtomicOp::Cmpwr8b => {
            return Err(SamplerError::Unsupported(format!("typed atomic {op:?}")))
        }
    })
}

/// Typed atomic on a 32-bit integer image.
#[allow(clippy::too_many_arguments)]
pub(crate) fn atomic(
    bti: u8,
    surface: &ImageSurface,
    op: AtomicOp,
    high_slots: bool,
    returns: bool,
    header: bool,
    payload: &[u8],
    exec_mask: u32,
    rlen: u32,
    ctx: &mut ImageCtx,
    mut rec: Option<&mut Footprint>,
    out: &mut [u8],
) -> Result<(), SamplerError> {
    let f = surface.format;
    if f.texel_bytes() != 4
        || f.order.channels() != 1
        || !matches!(
            f.data_type.kind(),
            crate::ChannelKind::Uint | crate::ChannelKind::Sint
        )
    {
        return Err(SamplerError::Unsupported(format!(
            "typed atomic on a {:?} {:?} image (R32 integer formats only)",
            f.order, f.data_type
        )));
    }
    let n = op.num_sources() as usize;
    let a = addresses(
        "typed atomic payload (mlen + ex_mlen)",
        payload.len() / GRF,
        header,
        n,
    )?;
    expect_len("response (rlen)", u32::from(returns), rlen)?;
    let mask = lane_mask(payload, header, exec_mask, if high_slots { 2 } else { 1 })?;
    let src = a.first + a.count;
    out.fill(0);
    for lane in 0..LANES as usize {
        if mask & (1 << lane) == 0 {
            continue;
        }
        let Some(addr) = lane_texel(surface, payload, &a, lane) else {
            continue;
        };
        let mut cur = [0u8; 4];
        ctx.memory.read(addr, &mut cur).map_err(mem_err(bti))?;
        let old = u32::from_le_bytes(cur);
        let s0 = if n > 0 { dword(payload, src, lane) } else { 0 };
        let s1 = if n > 1 {
            dword(payload, src + 1, lane)
        } else {
            0
        };
        let new = apply(op, old, s0, s1)?;
        ctx.memory
            .write(addr, &new.to_le_bytes())
            .map_err(mem_err(bti))?;
        if let Some(fp) = rec.as_deref_mut() {
            fp.global(addr, 4, false);
            fp.global(addr, 4, true);
            fp.atomic_lane(addr);
            fp.texels += 1;
        }
        if returns {
            out[lane * 4..lane * 4 + 4].copy_from_slice(&old.to_le_bytes());
        }
    }
    Ok(())
}
