//! Block messages: OWord / HWord block read and write (A32 and A64) and scratch blocks.
//!
//! Layout facts:
//! - every block message has a one-GRF header (iga: "this message requires a header");
//! - A32 OWord block (DC0/DCRO): header DWord 2 is the offset. Message type 0 and the write
//!   (type 8) count it in OWords; type 1 (vISA `OWORD_LD_UNALIGNED`, IGC
//!   `translateVISAOwordLoadInst`) counts it in bytes, DWord aligned. Checked on IGC output:
//!   `intel_sub_group_block_write_us(c + 64, ..)` sets header DWord 2 to 8 (128 bytes / 16);
//! - A64 OWord/HWord block (DC1 0x14/0x15): header QWord 0 is the byte address (IGC copies the
//!   64-bit pointer there); subtype 0 needs OWord alignment, subtype 1 and HWord blocks DWord
//!   alignment; the low address bits below the alignment are ignored;
//! - data (write) follows the header; the "1 OWord high" size uses bytes 16..32 of the GRF;
//! - block messages ignore the execution mask (IGC always issues them with `(W)`);
//! - scratch block (IGC `SpillManagerGMRF`): header DWord 5 bits 31:10 is the thread's scratch
//!   offset (a copy of r0.5), the descriptor adds `offset_hwords * 32`; `hwords` GRFs move.

use super::payload::{check_rlen, grfs_for, Payload, GRF};
use super::target::{self, Addr};
use super::{DataPortCtx, DataPortError};
use isa::message::{Message, MessageKind, Surface};

fn need_header(p: &Payload) -> Result<(), DataPortError> {
    if p.has_header() {
        Ok(())
    } else {
        Err(DataPortError::Unsupported(
            "block message without a header".into(),
        ))
    }
}

/// Target of an OWord block: `owords_offset` selects OWord units for the A32 offset (else bytes,
/// DWord aligned) and OWord alignment for the A64 address (else DWord alignment).
fn oword_addr(
    p: &Payload,
    surface: Surface,
    a64: bool,
    owords_offset: bool,
    stateless_base: u64,
) -> Addr {
    if a64 {
        let mask = if owords_offset { !15u64 } else { !3u64 };
        Addr::Global(p.header_qword(0) & mask)
    } else {
        let off = p.header_dword(2);
        let bytes = if owords_offset {
            off.wrapping_mul(16)
        } else {
            off & !3
        };
        Addr::a32(surface, bytes, stateless_base)
    }
}

pub(super) fn execute(
    msg: &Message,
    p: &Payload,
    ctx: &mut DataPortCtx,
    out: &mut [u8],
) -> Result<(), DataPortError> {
    need_header(p)?;
    let base = ctx.stateless_base;
    match msg.kind {
        MessageKind::OwordBlockRead {
            surface,
            a64,
            size,
            unaligned,
        } => {
            p.expect_grfs(1)?;
            let (off, n) = (size.grf_offset() as usize, size.bytes() as usize);
            check_rlen(msg.rlen, grfs_for(off + n))?;
            let addr = oword_addr(p, surface, a64, !unaligned, base);
            target::read(ctx, addr, &mut out[off..off + n], None)?;
            Ok(())
        }
        MessageKind::OwordBlockWrite { surface, a64, size } => {
            let (off, n) = (size.grf_offset() as usize, size.bytes() as usize);
            p.expect_grfs(1 + grfs_for(off + n))?;
            check_rlen(msg.rlen, 0)?;
            let addr = oword_addr(p, surface, a64, true, base);
            target::write(ctx, addr, p.bytes(GRF + off, n), None)?;
            Ok(())
        }
        MessageKind::HwordBlockRead { hwords, .. } => {
            p.expect_grfs(1)?;
            check_rlen(msg.rlen, hwords)?;
            let addr = Addr::Global(p.header_qword(0) & !3);
            target::read(ctx, addr, out, None)?;
            Ok(())
        }
        MessageKind::HwordBlockWrite { hwords, .. } => {
            p.expect_grfs(1 + hwords)?;
            check_rlen(msg.rlen, 0)?;
            let addr = Addr::Global(p.header_qword(0) & !3);
            target::write(ctx, addr, p.bytes(GRF, hwords as usize * GRF), None)?;
            Ok(())
        }
        MessageKind::ScratchRead {
            hwords,
            offset_hwords,
            ..
        } => {
            p.expect_grfs(1)?;
            check_rlen(msg.rlen, hwords)?;
            let addr = scratch_addr(p, offset_hwords);
            target::read(ctx, addr, out, None)?;
            Ok(())
        }
        MessageKind::ScratchWrite {
            hwords,
            offset_hwords,
            ..
        } => {
            p.expect_grfs(1 + hwords)?;
            check_rlen(msg.rlen, 0)?;
            let addr = scratch_addr(p, offset_hwords);
            target::write(ctx, addr, p.bytes(GRF, hwords as usize * GRF), None)?;
            Ok(())
        }
        ref other => Err(DataPortError::Unsupported(format!(
            "{other:?} as a block message"
        ))),
    }
}

fn scratch_addr(p: &Payload, offset_hwords: u32) -> Addr {
    let thread_base = u64::from(p.header_dword(5) & !0x3FF);
    Addr::Scratch(thread_base + u64::from(offset_hwords) * 32)
}
