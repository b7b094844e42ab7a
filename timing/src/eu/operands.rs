//! Which registers an instruction reads and writes, for the scoreboard.
//!
//! Registers are tracked whole: GRFs `r0..r127` plus the flag registers `f0`, `f1`, the
//! accumulators (one entry for `acc0`/`acc1`) and the address register `a0`. A region that
//! touches part of a register counts as touching all of it (a partial write makes the whole
//! register wait). Indirect operands are resolved with the thread's current `a0`, which is
//! final when the instruction is about to issue because `a0`'s producer has executed.

use isa::{
    Addressing, ArfReg, DescOperand, Destination, Instruction, Opcode, Register, Source,
    SourceKind, VStride,
};
use smallvec::SmallVec;

use eu_model::ThreadState;

/// Scoreboard index of a GRF is its number; the architecture registers follow.
pub const FLAG0: u16 = 128;
/// Scoreboard index of `f1`.
pub const FLAG1: u16 = 129;
/// Scoreboard index of the accumulators.
pub const ACC: u16 = 130;
/// Scoreboard index of `a0`.
pub const A0: u16 = 131;
/// Number of scoreboard entries.
pub const ENTRIES: usize = 132;

/// Inclusive ranges of scoreboard indices.
pub type RegRanges = SmallVec<[(u16, u16); 8]>;

/// The registers one instruction reads and writes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RegAccess {
    /// Registers read (sources, predicate flag, implicit accumulator, `a0` of indirect operands).
    pub reads: RegRanges,
    /// Registers written (destination, conditional-modifier flag, implicit accumulator).
    pub writes: RegRanges,
    /// A source is addressed indirectly (a shuffle).
    pub indirect_source: bool,
}

const GRF_BYTES: i64 = 32;
const GRF_LAST_BYTE: i64 = 128 * GRF_BYTES - 1;

fn grf_span(first_byte: i64, last_byte: i64) -> Option<(u16, u16)> {
    let lo = first_byte.clamp(0, GRF_LAST_BYTE);
    let hi = last_byte.clamp(lo, GRF_LAST_BYTE);
    if last_byte < 0 || first_byte > GRF_LAST_BYTE {
        return None;
    }
    Some(((lo / GRF_BYTES) as u16, (hi / GRF_BYTES) as u16))
}

fn arf_index(arf: ArfReg) -> Option<u16> {
    match arf {
        ArfReg::Flag(0) => Some(FLAG0),
        ArfReg::Flag(_) => Some(FLAG1),
        ArfReg::Acc(_) | ArfReg::Mme(_) => Some(ACC),
        ArfReg::Address => Some(A0),
        _ => None,
    }
}

/// Byte address of `a0.<sub>` plus `offset` (a0 subregisters hold byte addresses).
fn indirect_base(state: &ThreadState, sub: usize, offset: i16) -> i64 {
    i64::from(state.a0(sub.min(15))) + i64::from(offset)
}

/// Bytes from a region's first element to the end of its last one.
fn region_extent(exec: i64, size: i64, vstride: i64, width: i64, hstride: i64) -> i64 {
    let width = width.max(1);
    let rows = (exec / width).max(1);
    (rows - 1) * vstride * size + (width.min(exec) - 1) * hstride * size + size
}

fn push_source(
    acc: &mut RegAccess,
    src: &Source,
    exec: i64,
    state: &ThreadState,
    whole_regs: Option<u8>,
) {
    let SourceKind::Reg {
        addressing, region, ..
    } = src.kind
    else {
        return;
    };
    let size = i64::from(src.ty.size_bytes());
    match addressing {
        Addressing::Direct {
            reg: Register::Grf(r),
            subreg,
        } => {
            let start = i64::from(r) * GRF_BYTES + i64::from(subreg);
            let extent = match whole_regs {
                Some(n) => i64::from(n.max(1)) * GRF_BYTES,
                None => {
                    let v = match region.vstride {
                        VStride::Elements(v) => i64::from(v),
                        VStride::VxH => 0,
                    };
                    region_extent(
                        exec,
                        size,
                        v,
                        i64::from(region.width),
                        i64::from(region.hstride),
                    )
                }
            };
            if let Some(span) = grf_span(start, start + extent - 1) {
                acc.reads.push(span);
            }
        }
        Addressing::Direct {
            reg: Register::Arf(a),
            ..
        } => {
            if let Some(i) = arf_index(a) {
                acc.reads.push((i, i));
            }
        }
        Addressing::Macro { reg, mme } => {
            if let Some(span) = grf_span(i64::from(reg) * GRF_BYTES, i64::from(reg) * GRF_BYTES) {
                acc.reads.push(span);
            }
            if mme.is_some() {
                acc.reads.push((ACC, ACC));
            }
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => push_indirect(acc, addr_subreg as usize, offset, region, size, exec, state),
    }
}

/// The registers an indirect source reads: `a0` and the span its addresses reach.
fn push_indirect(
    acc: &mut RegAccess,
    addr_subreg: usize,
    offset: i16,
    region: isa::Region,
    size: i64,
    exec: i64,
    state: &ThreadState,
) {
    acc.indirect_source = true;
    acc.reads.push((A0, A0));
    let width = i64::from(region.width.max(1));
    let (bases, row_extent): (SmallVec<[i64; 16]>, i64) = match region.vstride {
        VStride::VxH => {
            let rows = (exec / width).max(1);
            (
                (0..rows)
                    .map(|i| indirect_base(state, addr_subreg + i as usize, offset))
                    .collect(),
                region_extent(width, size, 0, width, i64::from(region.hstride)),
            )
        }
        VStride::Elements(v) => (
            smallvec::smallvec![indirect_base(state, addr_subreg, offset)],
            region_extent(exec, size, i64::from(v), width, i64::from(region.hstride)),
        ),
    };
    let lo = bases.iter().copied().min().unwrap_or(0);
    let hi = bases.iter().copied().max().unwrap_or(0) + row_extent - 1;
    if let Some(span) = grf_span(lo, hi) {
        acc.reads.push(span);
    }
}

fn push_dest(acc: &mut RegAccess, dst: &Destination, exec: i64, state: &ThreadState) {
    let size = i64::from(dst.ty.size_bytes());
    let extent = (exec - 1).max(0) * i64::from(dst.hstride.max(1)) * size + size;
    match dst.addressing {
        Addressing::Direct {
            reg: Register::Grf(r),
            subreg,
        } => {
            let start = i64::from(r) * GRF_BYTES + i64::from(subreg);
            if let Some(span) = grf_span(start, start + extent - 1) {
                acc.writes.push(span);
            }
        }
        Addressing::Direct {
            reg: Register::Arf(a),
            ..
        } => {
            if let Some(i) = arf_index(a) {
                acc.writes.push((i, i));
            }
        }
        Addressing::Macro { reg, mme } => {
            let b = i64::from(reg) * GRF_BYTES;
            if let Some(span) = grf_span(b, b + GRF_BYTES - 1) {
                acc.writes.push(span);
            }
            if mme.is_some() {
                acc.writes.push((ACC, ACC));
            }
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            acc.reads.push((A0, A0));
            let start = indirect_base(state, addr_subreg as usize, offset);
            if let Some(span) = grf_span(start, start + extent - 1) {
                acc.writes.push(span);
            }
        }
    }
}

/// Whether [`reg_access`] and [`send_lengths`] of `inst` depend on the thread's state (an
/// indirectly addressed operand or a send descriptor in `a0`); when not, they can be computed
/// once per instruction.
pub fn access_depends_on_state(inst: &Instruction) -> bool {
    let indirect = |a: &Addressing| matches!(a, Addressing::Indirect { .. });
    let src_indirect = inst.srcs.iter().flatten().any(|s| match &s.kind {
        SourceKind::Reg { addressing, .. } => indirect(addressing),
        _ => false,
    });
    let dst_indirect = inst.dst.as_ref().is_some_and(|d| indirect(&d.addressing));
    let reg_desc = inst.send.is_some_and(|s| {
        matches!(s.desc, DescOperand::Reg { .. }) || matches!(s.ex_desc, DescOperand::Reg { .. })
    });
    src_indirect || dst_indirect || reg_desc
}

/// Message and response lengths (GRFs) of a send, reading a register descriptor from `a0`.
pub fn send_lengths(inst: &Instruction, state: &ThreadState) -> (u8, u8, u8) {
    let Some(s) = inst.send else {
        return (0, 0, 0);
    };
    let desc = match s.desc {
        DescOperand::Imm(d) => d,
        DescOperand::Reg { subreg } => {
            let i = usize::from(subreg) * 2;
            u32::from(state.a0(i.min(15))) | (u32::from(state.a0((i + 1).min(15))) << 16)
        }
    };
    let mlen = s.mlen.unwrap_or(isa::message::mlen(desc) as u8);
    let rlen = s.rlen.unwrap_or(isa::message::rlen(desc) as u8);
    let ex_mlen = match (s.ex_mlen, s.ex_desc) {
        (Some(n), _) => n,
        (None, DescOperand::Reg { subreg })
            if matches!(inst.opcode, Opcode::Sends | Opcode::Sendsc) =>
        {
            let i = usize::from(subreg) * 2;
            isa::message::ex_mlen(u32::from(state.a0(i.min(15)))) as u8
        }
        _ => 0,
    };
    (mlen, ex_mlen, rlen)
}

/// The registers `inst` reads and writes when it issues on the thread in `state`.
pub fn reg_access(inst: &Instruction, state: &ThreadState) -> RegAccess {
    let mut acc = RegAccess::default();
    let exec = i64::from(inst.exec_size.max(1));
    if let Some(p) = inst.predicate {
        let i = if p.flag.reg == 0 { FLAG0 } else { FLAG1 };
        acc.reads.push((i, i));
    }
    if let Some(c) = inst.cond_mod {
        let i = if c.flag.reg == 0 { FLAG0 } else { FLAG1 };
        acc.writes.push((i, i));
    }
    let is_send = inst.send.is_some();
    if is_send {
        let (mlen, ex_mlen, rlen) = send_lengths(inst, state);
        if let Some(s0) = &inst.srcs[0] {
            push_source(&mut acc, s0, exec, state, Some(mlen));
        }
        if ex_mlen > 0 {
            if let Some(s1) = &inst.srcs[1] {
                push_source(&mut acc, s1, exec, state, Some(ex_mlen));
            }
        }
        if matches!(inst.send.map(|s| s.desc), Some(DescOperand::Reg { .. }))
            || matches!(inst.send.map(|s| s.ex_desc), Some(DescOperand::Reg { .. }))
        {
            acc.reads.push((A0, A0));
        }
        if rlen > 0 {
            if let Some(Destination {
                addressing:
                    Addressing::Direct {
                        reg: Register::Grf(r),
                        ..
                    },
                ..
            }) = inst.dst
            {
                let last = (u16::from(r) + u16::from(rlen) - 1).min(127);
                acc.writes.push((u16::from(r), last));
            }
        }
        return acc;
    }
    for src in inst.srcs.iter().flatten() {
        push_source(&mut acc, src, exec, state, None);
    }
    if let Some(dst) = &inst.dst {
        push_dest(&mut acc, dst, exec, state);
    }
    match inst.opcode {
        Opcode::Mac | Opcode::Mach => acc.reads.push((ACC, ACC)),
        _ => {}
    }
    if inst.acc_wr_en
        || matches!(
            inst.opcode,
            Opcode::Mach | Opcode::Addc | Opcode::Subb | Opcode::Mac
        )
    {
        acc.writes.push((ACC, ACC));
    }
    acc
}
