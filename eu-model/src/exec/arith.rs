//! Arithmetic: `add`, `mul`, `avg`, `mad` (fused for floats), `lrp`, and the float rounding
//! family `frc`, `rndu`, `rndd`, `rnde`, `rndz`.

use isa::Opcode;

use crate::error::ExecError;
use crate::exec::fops;
use crate::exec::Exec;
use crate::float;
use crate::state::RoundingMode;
use crate::value::{Domain, Val};

/// `add`, `mul`, `avg`, `mad` (`dst = src0 + src1 * src2`), `lrp`
/// (`dst = src0 * src1 + (1 - src0) * src2`).
pub(super) fn arith(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let dom = x.domain();
    let rm = x.fmode.rm;
    let op = x.inst.opcode;
    if op == Opcode::Avg && dom.is_float() {
        return Err(x.unimpl("avg on float operands"));
    }
    if op == Opcode::Lrp && !dom.is_float() {
        return Err(x.unimpl("lrp on integer operands"));
    }
    if op == Opcode::Mad && dom == Domain::Df && rm != RoundingMode::NearestEven {
        return Err(x.unimpl("double-precision mad with a directed rounding mode"));
    }
    x.map(|x, i| {
        let a = x.src(0, i)?;
        let b = x.src(1, i)?;
        if !dom.is_float() {
            let (a, b) = (a.int(), b.int());
            return Ok(Val::I(match op {
                Opcode::Add => a.wrapping_add(b),
                Opcode::Mul => a.wrapping_mul(b),
                Opcode::Avg => (a + b + 1) >> 1,
                _ => a.wrapping_add(b.wrapping_mul(x.src(2, i)?.int())),
            }));
        }
        let (fa, fb) = (a.float(), b.float());
        let mut c = f64::from(0u8);
        let mut r = match op {
            Opcode::Add => fops::add(dom, fa, fb, rm),
            Opcode::Mul => fops::mul(dom, fa, fb, rm),
            Opcode::Mad => {
                c = x.src(2, i)?.float();
                fops::fma(dom, fb, c, fa, rm).unwrap_or(f64::NAN)
            }
            _ => {
                // lrp, evaluated as two products and a sum, each rounded.
                c = x.src(2, i)?.float();
                let t0 = fops::mul(dom, fa, fb, rm);
                let one_minus = fops::add(dom, 1.0, -fa, rm);
                let t1 = fops::mul(dom, one_minus, c, rm);
                fops::add(dom, t0, t1, rm)
            }
        };
        if r.is_nan() {
            let n = if matches!(op, Opcode::Add | Opcode::Mul) {
                2
            } else {
                3
            };
            r = float::nan_result(&[fa, fb, c][..n]);
        }
        Ok(Val::F(x.flush_dom(r, dom)))
    })
}

/// `frc` (`src - floor(src)`), `rndu` (ceil), `rndd` (floor), `rnde` (nearest even),
/// `rndz` (truncate). Float operands only.
pub(super) fn round(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let dom = x.domain();
    if !dom.is_float() {
        return Err(x.unimpl(format!("{} on integer operands", x.inst.opcode.mnemonic())));
    }
    let op = x.inst.opcode;
    let rm = x.fmode.rm;
    x.map(|x, i| {
        let f = x.src(0, i)?.float();
        if f.is_nan() {
            return Ok(Val::F(float::nan_result(&[f])));
        }
        let r = match op {
            Opcode::Rndu => f.ceil(),
            Opcode::Rndd => f.floor(),
            Opcode::Rnde => f.round_ties_even(),
            Opcode::Rndz => f.trunc(),
            _ => fops::add(dom, f, -f.floor(), rm),
        };
        Ok(Val::F(r))
    })
}
