//! A fast-path plan's sources: registers resolved to GRF byte addresses (or register-indirect
//! offsets resolved against `a0` when the instruction runs), immediates decoded once.

use isa::{AccessMode, Addressing, DataType, Instruction, Register, SourceKind, VStride};

use super::plan::{FastPlan, FastSrc, Neg, SrcAt};
use crate::state::{GRF_BYTES, REG_BYTES};

/// Classify per-channel addresses of `n` channels with element size `size`.
pub(super) fn classify(addr: [u16; 32], n: usize, size: u32) -> SrcAt {
    let a0 = addr[0] as u32;
    if addr[..n].iter().all(|&a| a as u32 == a0) {
        SrcAt::Scalar(addr[0])
    } else if addr[..n]
        .iter()
        .enumerate()
        .all(|(i, &a)| a as u32 == a0 + i as u32 * size)
    {
        SrcAt::Linear(addr[0])
    } else {
        SrcAt::Gather(addr)
    }
}

/// Byte addresses of a direct GRF region's channels; `None` if any element leaves the GRF.
pub(super) fn region_addrs(
    inst: &Instruction,
    r: u8,
    subreg: u8,
    region: isa::Region,
    swizzle: [isa::Swizzle; 4],
    size: u32,
) -> Option<[u16; 32]> {
    let VStride::Elements(_) = region.vstride else {
        return None;
    };
    let align16 = inst.access_mode == AccessMode::Align16;
    let base = r as i64 * REG_BYTES as i64 + subreg as i64;
    let mut addr = [0u16; 32];
    for (i, a) in addr.iter_mut().enumerate().take(inst.exec_size as usize) {
        let off = crate::operand::region_elem(region, swizzle, align16, i as u32) * size as i64;
        if base + off + size as i64 > GRF_BYTES as i64 {
            return None;
        }
        *a = (base + off) as u16;
    }
    Some(addr)
}

fn int_src_ok(ty: DataType, wide: bool) -> Option<(u8, bool)> {
    match ty {
        DataType::Uq if wide => Some((8, false)),
        DataType::Q if wide => Some((8, true)),
        DataType::Ub => Some((1, false)),
        DataType::B => Some((1, true)),
        DataType::Uw => Some((2, false)),
        DataType::W => Some((2, true)),
        DataType::Ud => Some((4, false)),
        DataType::D => Some((4, true)),
        _ => None,
    }
}

/// How a source is negated: not, as an integer, or as a float.
fn neg_of(negate: bool, float: bool) -> Neg {
    match (negate, float) {
        (false, _) => Neg::None,
        (true, false) => Neg::Int,
        (true, true) => Neg::Float,
    }
}

/// An immediate source of `size` bytes (2 or 4), sign-extended when `signed`.
fn imm_src(v: u64, size: u8, signed: bool) -> Option<FastSrc> {
    let v = match (size, signed) {
        (2, true) => v as u16 as i16 as i32 as u32,
        (2, false) => v as u16 as u32,
        (4, _) => v as u32,
        _ => return None,
    };
    Some(FastSrc {
        at: SrcAt::Imm(v),
        size,
        signed,
        abs: false,
        neg: Neg::None,
    })
}

/// Plan source `k`: single float, or integer of up to 32 bits (up to 64 with `wide`).
pub(super) fn plan_src(inst: &Instruction, k: usize, float: bool, wide: bool) -> Option<FastSrc> {
    let s = inst.srcs[k]?;
    if s.abs && !float {
        return None;
    }
    let (size, signed) = if float {
        if s.ty != DataType::F {
            return None;
        }
        (4, false)
    } else {
        int_src_ok(s.ty, wide)?
    };
    match s.kind {
        SourceKind::Imm(imm) if !s.negate => imm_src(imm.0, size, signed),
        SourceKind::Reg {
            addressing:
                Addressing::Direct {
                    reg: Register::Grf(r),
                    subreg,
                },
            region,
            swizzle,
        } => {
            if inst.access_mode == AccessMode::Align16 && size > 4 {
                return None;
            }
            let addr = region_addrs(inst, r, subreg, region, swizzle, size as u32)?;
            let neg = neg_of(s.negate, float);
            Some(FastSrc {
                at: classify(addr, inst.exec_size as usize, size as u32),
                size,
                signed,
                abs: s.abs,
                neg,
            })
        }
        SourceKind::Reg {
            addressing:
                Addressing::Indirect {
                    addr_subreg,
                    offset,
                },
            region,
            swizzle,
        } if !wide && inst.access_mode == AccessMode::Align1 && size <= 4 => {
            let (vxh, width) = match region.vstride {
                VStride::VxH => (true, region.width.max(1)),
                VStride::Elements(_) => (false, 1),
            };
            let mut offs = [0u16; 32];
            for (i, o) in offs.iter_mut().enumerate().take(inst.exec_size as usize) {
                let e = crate::operand::region_elem(region, swizzle, false, i as u32) * size as i64;
                *o = u16::try_from(e).ok()?;
            }
            let neg = neg_of(s.negate, float);
            Some(FastSrc {
                at: SrcAt::Indirect {
                    sub: addr_subreg,
                    offset,
                    vxh,
                    width,
                    offs,
                },
                size,
                signed,
                abs: s.abs,
                neg,
            })
        }
        _ => None,
    }
}

/// A plan's sources with register-indirect operands resolved against the current `a0`
/// (`None` when an address leaves the GRF or names a missing subregister: the general plan
/// then reports it).
pub(crate) fn resolve_indirect(plan: &FastPlan, a0: &[u8; REG_BYTES]) -> Option<FastPlan> {
    let mut out = *plan;
    let n = plan.n as usize;
    for s in out.srcs.iter_mut() {
        let SrcAt::Indirect {
            sub,
            offset,
            vxh,
            width,
            offs,
        } = s.at
        else {
            continue;
        };
        let reg = |k: usize| -> Option<i64> {
            let b = a0.get(2 * k..2 * k + 2)?;
            Some(i64::from(u16::from_le_bytes([b[0], b[1]])))
        };
        let mut addr = [0u16; 32];
        for (i, a) in addr.iter_mut().enumerate().take(n) {
            let k = if vxh {
                sub as usize + i / width as usize
            } else {
                sub as usize
            };
            if k >= 16 {
                return None;
            }
            let x = reg(k)? + i64::from(offset) + i64::from(offs[i]);
            if x < 0 || x + i64::from(s.size) > GRF_BYTES as i64 {
                return None;
            }
            *a = x as u16;
        }
        s.at = classify(addr, n, u32::from(s.size));
    }
    Some(out)
}
