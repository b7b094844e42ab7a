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

use super::payload::{check_rlen, grfs_for, Payload, GRF};
use super::target::{self, Addr};
use super::{DataPortCtx, DataPortError};
use isa::message::{Message, MessageKind, Surface};

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
            let off = self
                .global_offset
                .wrapping_add(p.lane_u32(self.addr_grf, lane));
            Addr::a32(
                self.surface,
                off.wrapping_mul(self.scale),
                self.stateless_base,
            )
        }
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

fn enabled(exec_mask: u32, simd: u32) -> impl Iterator<Item = u32> {
    (0..simd).filter(move |&l| exec_mask & (1 << l) != 0)
}

pub(super) fn execute(
    msg: &Message,
    p: &Payload,
    exec_mask: u32,
    ctx: &mut DataPortCtx,
    out: &mut [u8],
) -> Result<(), DataPortError> {
    let base = ctx.stateless_base;
    match msg.kind {
        MessageKind::ByteScatteredRead {
            surface,
            a64,
            bytes,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, true, 1, base)?;
            p.expect_grfs(l.data_grf() as u32)?;
            check_rlen(msg.rlen, grfs_for(simd as usize * 4))?;
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
        MessageKind::ByteScatteredWrite {
            surface,
            a64,
            bytes,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, true, 1, base)?;
            p.expect_grfs(l.data_grf() as u32 + grfs_for(simd as usize * 4))?;
            check_rlen(msg.rlen, 0)?;
            for lane in enabled(exec_mask, simd) {
                let data = p.bytes(l.data_grf() * GRF + lane as usize * 4, bytes as usize);
                target::write(ctx, l.addr(p, lane), data, Some(lane))?;
            }
            Ok(())
        }
        MessageKind::ScatteredRead {
            surface,
            a64,
            elem_bytes,
            elems,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, !a64, if a64 { 1 } else { 4 }, base)?;
            p.expect_grfs(l.data_grf() as u32)?;
            let block = simd as usize * elem_bytes as usize;
            check_rlen(msg.rlen, elems * grfs_for(block))?;
            let stride = grfs_for(block) as usize * GRF;
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
        MessageKind::ScatteredWrite {
            surface,
            a64,
            elem_bytes,
            elems,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, !a64, if a64 { 1 } else { 4 }, base)?;
            let block = simd as usize * elem_bytes as usize;
            p.expect_grfs(l.data_grf() as u32 + elems * grfs_for(block))?;
            check_rlen(msg.rlen, 0)?;
            let stride = grfs_for(block) as usize * GRF;
            for lane in enabled(exec_mask, simd) {
                for j in 0..elems as usize {
                    let at = l.data_grf() * GRF + j * stride + lane as usize * elem_bytes as usize;
                    let addr = l.addr(p, lane).add((j * elem_bytes as usize) as u64);
                    target::write(ctx, addr, p.bytes(at, elem_bytes as usize), Some(lane))?;
                }
            }
            Ok(())
        }
        MessageKind::UntypedRead {
            surface,
            a64,
            channels,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, false, 1, base)?;
            p.expect_grfs(l.data_grf() as u32)?;
            let block = grfs_for(simd as usize * 4);
            check_rlen(msg.rlen, channels.count() * block)?;
            for lane in enabled(exec_mask, simd) {
                for (k, c) in (0..4).filter(|&c| channels.has(c)).enumerate() {
                    let at = k * block as usize * GRF + lane as usize * 4;
                    let addr = l.addr(p, lane).add(u64::from(c) * 4);
                    target::read(ctx, addr, &mut out[at..at + 4], Some(lane))?;
                }
            }
            Ok(())
        }
        MessageKind::UntypedWrite {
            surface,
            a64,
            channels,
            simd,
        } => {
            let l = lanes(p, surface, a64, simd, false, 1, base)?;
            let block = grfs_for(simd as usize * 4);
            p.expect_grfs(l.data_grf() as u32 + channels.count() * block)?;
            check_rlen(msg.rlen, 0)?;
            for lane in enabled(exec_mask, simd) {
                for (k, c) in (0..4).filter(|&c| channels.has(c)).enumerate() {
                    let at = (l.data_grf() + k * block as usize) * GRF + lane as usize * 4;
                    let addr = l.addr(p, lane).add(u64::from(c) * 4);
                    target::write(ctx, addr, p.bytes(at, 4), Some(lane))?;
                }
            }
            Ok(())
        }
        ref other => Err(DataPortError::Unsupported(format!(
            "{other:?} as a per-lane message"
        ))),
    }
}
