//! Extended math (`math.<fn>`).
//!
//! Precision policy: the Gen9 math unit is approximate for `inv`, `log`, `exp`, `rsqt`, `sin`,
//! `cos`, `pow` and `fdiv` (a few ulp, with an undocumented algorithm), so bit-exact results
//! are impossible without the silicon. The model returns the precise result rounded to the
//! operand type (`sqt`, `inv` and `fdiv` correctly rounded in the type; the others computed in
//! double precision and rounded), which is within the hardware's documented error bounds.
//! Integer division (`iqot`, `irem`) is exact.
//!
//! `invm` and `rsqtm` are the first steps of IGC's IEEE-exact division and square-root macro
//! sequences (followed by `madm` steps guarded by the early-out flag). The model always takes
//! the early-out path: it writes the correctly rounded quotient / square root to the
//! destination and sets the early-out flag in every executing channel, so the `madm`
//! sequence is skipped. The final value is the one the macro guarantees (IEEE correctly
//! rounded); only the instruction count differs from the hardware.

use isa::{Addressing, MathFunction, Region, SourceKind, Swizzle, VStride};

use crate::error::ExecError;
use crate::exec::Exec;
use crate::value::{Domain, Val};

/// Execute `math`.
pub(super) fn math(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let Some(func) = x.inst.math_fn else {
        return Err(x.invalid("math without a function"));
    };
    match func {
        MathFunction::IntDivQuotient | MathFunction::IntDivRemainder => int_div(x, func),
        MathFunction::IntDivBoth => Err(x.unimpl("math.idiv (quotient and remainder pair)")),
        MathFunction::Invm | MathFunction::Rsqrtm => ieee_macro(x, func),
        _ => float_math(x, func),
    }
}

fn int_div(x: &mut Exec<'_>, func: MathFunction) -> Result<(), ExecError> {
    if x.domain() != Domain::Int || x.int_width() > 4 {
        return Err(x.unimpl("integer division on non-dword operands"));
    }
    let signed = x.inst.srcs[0]
        .map(|s| s.ty.is_signed_int())
        .unwrap_or(false)
        || x.inst.srcs[1]
            .map(|s| s.ty.is_signed_int())
            .unwrap_or(false);
    x.map(|x, i| {
        let a = x.src(0, i)?.int();
        let b = x.src(1, i)?.int();
        // Division by zero: quotient all ones, remainder the dividend (OpenCL leaves it
        // undefined; this is the model's documented choice).
        let r = if signed {
            let (a, b) = (a as i32, b as i32);
            if b == 0 {
                if func == MathFunction::IntDivQuotient {
                    -1
                } else {
                    a as i128
                }
            } else if func == MathFunction::IntDivQuotient {
                a.wrapping_div(b) as i128
            } else {
                a.wrapping_rem(b) as i128
            }
        } else {
            let (a, b) = (a as u32, b as u32);
            if b == 0 {
                if func == MathFunction::IntDivQuotient {
                    u32::MAX as i128
                } else {
                    a as i128
                }
            } else if func == MathFunction::IntDivQuotient {
                (a / b) as i128
            } else {
                (a % b) as i128
            }
        };
        Ok(Val::I(r))
    })
}

fn float_math(x: &mut Exec<'_>, func: MathFunction) -> Result<(), ExecError> {
    let dom = x.domain();
    if !matches!(dom, Domain::F | Domain::Hf) {
        return Err(x.unimpl(format!("math {func:?} on {dom:?} operands")));
    }
    let rm = x.fmode.rm;
    x.map(|x, i| {
        let a = x.src(0, i)?.float();
        let mut b = f64::from(0u8);
        let mut r = match func {
            MathFunction::Inv => (1.0 / a as f32) as f64,
            MathFunction::Sqrt => (a as f32).sqrt() as f64,
            MathFunction::Fdiv => {
                b = x.src(1, i)?.float();
                (a as f32 / b as f32) as f64
            }
            MathFunction::Log => a.log2(),
            MathFunction::Exp => a.exp2(),
            MathFunction::Rsqrt => 1.0 / a.sqrt(),
            MathFunction::Sin => a.sin(),
            MathFunction::Cos => a.cos(),
            MathFunction::Pow => {
                b = x.src(1, i)?.float();
                a.powf(b)
            }
            other => return Err(x.unimpl(format!("math function {other:?}"))),
        };
        if r.is_nan() {
            let two = matches!(func, MathFunction::Fdiv | MathFunction::Pow);
            r = crate::float::nan_result(&[a, b][..if two { 2 } else { 1 }]);
        }
        let r = super::fops::to_domain(dom, r, rm);
        Ok(Val::F(x.flush_dom(r, dom)))
    })
}

/// A copy of the instruction with Align16 macro operand decorations (`.mmeN`, `.nomme`)
/// removed: sources and destination are read and written linearly.
fn linearised(inst: &isa::Instruction) -> isa::Instruction {
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

fn ieee_macro(x: &mut Exec<'_>, func: MathFunction) -> Result<(), ExecError> {
    let Some(cm) = x.inst.cond_mod else {
        return Err(x.invalid("invm/rsqtm without an early-out flag"));
    };
    let inst = linearised(x.inst);
    let mut y = Exec {
        st: &mut *x.st,
        inst: &inst,
        at: x.at,
        align16: false,
        fmode: x.fmode,
    };
    let dom = y.domain();
    if !matches!(dom, Domain::F | Domain::Df) {
        return Err(y.unimpl(format!("math {func:?} on {dom:?} operands")));
    }
    let mask = y.mask()?;
    y.map(|y, i| {
        let a = y.src(0, i)?.float();
        let r = if func == MathFunction::Invm {
            let b = y.src(1, i)?.float();
            if dom == Domain::F {
                (a as f32 / b as f32) as f64
            } else {
                a / b
            }
        } else if dom == Domain::F {
            (a as f32).sqrt() as f64
        } else {
            a.sqrt()
        };
        Ok(Val::F(r))
    })?;
    y.write_flags(cm.flag.reg, cm.flag.subreg, mask, mask)
}
