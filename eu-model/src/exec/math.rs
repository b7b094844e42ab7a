//! Extended math (`math.<fn>`), one channel at a time.
//!
//! Precision policy (the table is in `docs/known-gaps.md`): the PRM specifies the math unit's
//! transcendental functions by error bounds, not by algorithm, so the model returns the
//! precise value: `inv`, `sqt` and `fdiv` correctly rounded in the type, the other float
//! functions evaluated in double precision and rounded to the type (in `df`, the double
//! result). Integer division (`iqot`, `irem`, `idiv`) is exact.
//!
//! `invm` and `rsqtm` are the first steps of IGC's IEEE-exact division and square-root macro
//! sequences (followed by `madm` steps guarded by the early-out flag). The model always takes
//! the early-out path: it writes the correctly rounded quotient / square root to the
//! destination and sets the early-out flag in every executing channel, so the `madm`
//! sequence is skipped. The final value is the one the macro guarantees (IEEE correctly
//! rounded); only the instruction count differs from the hardware.

use isa::{Addressing, MathFunction, Region, SourceKind, Swizzle, VStride};

use crate::exec::fops;
use crate::state::RoundingMode;
use crate::value::Domain;

/// Integer quotient or remainder of one channel. Division by zero: quotient all ones,
/// remainder the dividend (OpenCL leaves it undefined; this is the model's documented choice).
#[inline]
pub(crate) fn int_div_lane(func: MathFunction, signed: bool, a: i128, b: i128) -> i128 {
    let quot = func == MathFunction::IntDivQuotient;
    if signed {
        let (a, b) = (a as i32, b as i32);
        if b == 0 {
            if quot {
                -1
            } else {
                a as i128
            }
        } else if quot {
            a.wrapping_div(b) as i128
        } else {
            a.wrapping_rem(b) as i128
        }
    } else {
        let (a, b) = (a as u32, b as u32);
        if b == 0 {
            if quot {
                u32::MAX as i128
            } else {
                a as i128
            }
        } else if quot {
            (a / b) as i128
        } else {
            (a % b) as i128
        }
    }
}

/// Where `math.idiv` writes its remainder: the destination moved past the registers the
/// quotient occupies (`math.idiv` returns the quotient in the destination and the remainder
/// in the register(s) that follow it, PRM Volume 2a, MATH, function INT DIV).
pub(crate) fn remainder_destination(inst: &isa::Instruction) -> Option<isa::Instruction> {
    let mut y = inst.clone();
    let d = y.dst.as_mut()?;
    let bytes = inst.exec_size as u32 * d.ty.size_bytes() * u32::from(d.hstride.max(1));
    let regs = bytes.div_ceil(32).max(1) as u8;
    match d.addressing {
        Addressing::Direct {
            reg: isa::Register::Grf(ref mut r),
            ..
        } => *r = r.checked_add(regs)?,
        _ => return None,
    }
    y.math_fn = Some(MathFunction::IntDivRemainder);
    y.cond_mod = None;
    Some(y)
}

/// Whether the float function reads src1 (`fdiv`, `pow`).
pub(crate) fn float_two_sources(func: MathFunction) -> bool {
    matches!(func, MathFunction::Fdiv | MathFunction::Pow)
}

/// Whether [`float_lane`] defines the function.
pub(crate) fn float_supported(func: MathFunction) -> bool {
    use MathFunction::*;
    matches!(
        func,
        Inv | Sqrt | Fdiv | Log | Exp | Rsqrt | Sin | Cos | Pow
    )
}

/// One channel of a float math function (`b` is read by `fdiv` and `pow` only), rounded to
/// the domain (`hf`, `f` or `df`) per `rm`; denormal flushing is the caller's. The function
/// must satisfy [`float_supported`]. `inv`, `sqt` and `fdiv` are correctly rounded in the
/// domain (rounded to nearest); the transcendental functions are computed in double
/// precision and rounded to the domain (see the module's precision policy).
#[inline]
pub(crate) fn float_lane(func: MathFunction, dom: Domain, rm: RoundingMode, a: f64, b: f64) -> f64 {
    let single = dom != Domain::Df;
    let r = match func {
        MathFunction::Inv if single => (1.0 / a as f32) as f64,
        MathFunction::Inv => 1.0 / a,
        MathFunction::Sqrt if single => (a as f32).sqrt() as f64,
        MathFunction::Sqrt => a.sqrt(),
        MathFunction::Fdiv if single => (a as f32 / b as f32) as f64,
        MathFunction::Fdiv => a / b,
        MathFunction::Log => a.log2(),
        MathFunction::Exp => a.exp2(),
        MathFunction::Rsqrt => 1.0 / a.sqrt(),
        MathFunction::Sin => a.sin(),
        MathFunction::Cos => a.cos(),
        _ => a.powf(b),
    };
    let r = if r.is_nan() {
        let n = if float_two_sources(func) { 2 } else { 1 };
        crate::float::nan_result(&[a, b][..n])
    } else {
        r
    };
    fops::to_domain(dom, r, rm)
}

/// One channel of `invm` (quotient `a / b`) or `rsqtm` (square root of `a`), correctly
/// rounded in the domain (`f` or `df`): the value the IEEE macro sequence guarantees.
#[inline]
pub(crate) fn ieee_lane(func: MathFunction, dom: Domain, a: f64, b: f64) -> f64 {
    if func == MathFunction::Invm {
        if dom == Domain::F {
            (a as f32 / b as f32) as f64
        } else {
            a / b
        }
    } else if dom == Domain::F {
        (a as f32).sqrt() as f64
    } else {
        a.sqrt()
    }
}

/// A copy of the instruction with Align16 macro operand decorations (`.mmeN`, `.nomme`)
/// removed: sources and destination are read and written linearly, and no conditional
/// modifier (the early-out flag is written separately).
pub(crate) fn linearised(inst: &isa::Instruction) -> isa::Instruction {
    let mut y = inst.clone();
    y.access_mode = isa::AccessMode::Align1;
    for s in y.srcs.iter_mut().flatten() {
        if let SourceKind::Reg {
            ref mut addressing,
            ref mut region,
            ref mut swizzle,
        } = s.kind
        {
            if let Addressing::Macro { reg, .. } = *addressing {
                *addressing = Addressing::Direct {
                    reg: isa::Register::Grf(reg),
                    subreg: 0,
                };
            }
            *region = Region {
                vstride: VStride::Elements(4),
                width: 4,
                hstride: 1,
            };
            *swizzle = [Swizzle::X, Swizzle::Y, Swizzle::Z, Swizzle::W];
        }
    }
    if let Some(d) = y.dst.as_mut() {
        if let Addressing::Macro { reg, .. } = d.addressing {
            d.addressing = Addressing::Direct {
                reg: isa::Register::Grf(reg),
                subreg: 0,
            };
        }
        d.hstride = 1;
        d.writemask = 0xf;
    }
    y.cond_mod = None;
    y
}
