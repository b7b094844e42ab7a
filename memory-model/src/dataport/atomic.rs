//! Untyped integer and float atomics (A32, SLM and A64; 32- and 64-bit).
//!
//! Layout (IGC vISA `DWORD_ATOMIC.md`, `SVM_ATOMIC.md`; checked on IGC output): addresses as
//! for untyped messages (an optional A32 header is skipped), then source 0, then source 1 (for
//! compare-exchange), each one value per lane in whole GRFs; the return, when requested (bit 13),
//! is the value memory held before the operation, one per lane. For compare-exchange, source 0
//! is the value compared with memory and source 1 the value stored on equality (IGC passes
//! `atomic_cmpxchg(p, cmp, val)` as src0 = cmp, src1 = val).
//!
//! Lanes are applied in ascending order. Float min/max follow IEEE-754 minNum/maxNum (a NaN
//! operand yields the other operand) and float compare-exchange compares as floats; the Gen9
//! NaN and signed-zero corner cases are not documented in the sources available, so these are
//! the model's choice.

use super::payload::{check_rlen, grfs_for, Payload};
use super::target;
use super::{DataPortCtx, DataPortError};
use isa::message::{AtomicOp, FloatAtomicOp, Message, MessageKind};

/// The integer operation at `bits` width on zero-extended operands.
fn apply_int(op: AtomicOp, old: u64, s0: u64, s1: u64, bits: u32) -> Result<u64, DataPortError> {
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let signed = |v: u64| -> i64 {
        if bits == 64 {
            v as i64
        } else {
            ((v << (64 - bits)) as i64) >> (64 - bits)
        }
    };
    let v = match op {
        AtomicOp::And => old & s0,
        AtomicOp::Or => old | s0,
        AtomicOp::Xor => old ^ s0,
        AtomicOp::Mov => s0,
        AtomicOp::Inc => old.wrapping_add(1),
        AtomicOp::Dec => old.wrapping_sub(1),
        AtomicOp::Add => old.wrapping_add(s0),
        AtomicOp::Sub => old.wrapping_sub(s0),
        AtomicOp::RevSub => s0.wrapping_sub(old),
        AtomicOp::Imax => signed(old).max(signed(s0)) as u64,
        AtomicOp::Imin => signed(old).min(signed(s0)) as u64,
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
            return Err(DataPortError::Unsupported(format!(
                "atomic operation {op:?}"
            )))
        }
    };
    Ok(v & mask)
}

fn apply_float(op: FloatAtomicOp, old: u32, s0: u32, s1: u32) -> u32 {
    let (o, a) = (f32::from_bits(old), f32::from_bits(s0));
    match op {
        FloatAtomicOp::Fmax => o.max(a).to_bits(),
        FloatAtomicOp::Fmin => o.min(a).to_bits(),
        FloatAtomicOp::Fcmpwr => {
            if o == a {
                s1
            } else {
                old
            }
        }
    }
}

#[derive(Clone, Copy)]
enum Op {
    Int(AtomicOp),
    Float(FloatAtomicOp),
}

fn read_uint(p: &Payload, grf: usize, lane: u32, bytes: usize) -> u64 {
    if bytes == 8 {
        p.lane_u64(grf, lane)
    } else {
        u64::from(p.lane_u32(grf, lane))
    }
}

/// What an atomic message's descriptor says.
struct Fields {
    surface: isa::message::Surface,
    a64: bool,
    simd: u32,
    bits: u32,
    op: Op,
    returns: bool,
}

/// The fields of an integer or float atomic message (anything else is refused).
fn fields(msg: &Message) -> Result<Fields, DataPortError> {
    match msg.kind {
        MessageKind::UntypedAtomic {
            surface,
            a64,
            op,
            bits,
            simd,
            returns,
        } => Ok(Fields {
            surface,
            a64,
            simd,
            bits,
            op: Op::Int(op),
            returns,
        }),
        MessageKind::UntypedFloatAtomic {
            surface,
            a64,
            op,
            simd,
            returns,
        } => Ok(Fields {
            surface,
            a64,
            simd,
            bits: 32,
            op: Op::Float(op),
            returns,
        }),
        ref other => Err(DataPortError::Unsupported(format!(
            "{other:?} as an atomic"
        ))),
    }
}

pub(super) fn execute(
    msg: &Message,
    p: &Payload,
    exec_mask: u32,
    ctx: &mut DataPortCtx,
    out: &mut [u8],
) -> Result<(), DataPortError> {
    let Fields {
        surface,
        a64,
        simd,
        bits,
        op,
        returns,
    } = fields(msg)?;
    if a64 && p.has_header() {
        return Err(DataPortError::Unsupported(
            "A64 atomic with a header".into(),
        ));
    }
    let nsrc = match op {
        Op::Int(o) => o.num_sources(),
        Op::Float(o) => o.num_sources(),
    };
    let bytes = (bits / 8) as usize;
    let addr_grf = p.body();
    let addr_grfs = grfs_for(simd as usize * if a64 { 8 } else { 4 }) as usize;
    let src_grfs = grfs_for(simd as usize * bytes) as usize;
    let src0 = addr_grf + addr_grfs;
    let src1 = src0 + src_grfs;
    p.expect_grfs((src0 + nsrc as usize * src_grfs) as u32)?;
    check_rlen(msg.rlen, if returns { src_grfs as u32 } else { 0 })?;
    for lane in (0..simd).filter(|&l| exec_mask & (1 << l) != 0) {
        let addr = if a64 {
            target::Addr::Global(p.lane_u64(addr_grf, lane))
        } else {
            target::Addr::a32(surface, p.lane_u32(addr_grf, lane), ctx.stateless_base)
        };
        let s0 = if nsrc >= 1 {
            read_uint(p, src0, lane, bytes)
        } else {
            0
        };
        let s1 = if nsrc >= 2 {
            read_uint(p, src1, lane, bytes)
        } else {
            0
        };
        let mut old_bytes = [0u8; 8];
        target::read(ctx, addr, &mut old_bytes[..bytes], Some(lane))?;
        let old = u64::from_le_bytes(old_bytes);
        let new = match op {
            Op::Int(op) => apply_int(op, old, s0, s1, bits)?,
            Op::Float(op) => u64::from(apply_float(op, old as u32, s0 as u32, s1 as u32)),
        };
        target::write(ctx, addr, &new.to_le_bytes()[..bytes], Some(lane))?;
        if returns {
            out[lane as usize * bytes..][..bytes].copy_from_slice(&old.to_le_bytes()[..bytes]);
        }
        let global = target::global_address(ctx, addr);
        if let Some(f) = ctx.footprint.as_mut() {
            match global {
                Some(a) => f.atomic_lane(a),
                None => f.atomic_ops += 1,
            }
        }
    }
    Ok(())
}
