//! The reference evaluator's less frequent forms (test oracle only): `smov`, `math.idiv`,
//! float `mac` and `madm`, the dot products, `line`/`pln` and `sad2`/`sada2`, operand by
//! operand through the operand module and the family modules' per-channel definitions.

use isa::{MathFunction, Opcode};

use super::{invalid, low_mask, math, vector, writeback, Exec};
use crate::error::ExecError;
use crate::value::{Domain, Val};

/// `smov`: a move of the channels src1's immediate mask also enables.
pub(super) fn smov(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let m = vector::smov_mask(x.inst).map_err(|why| x.invalid(why))?;
    let mask = x.mask()? & m & low_mask(x.n());
    let mut res = [Val::I(0); 32];
    for i in 0..32 {
        if mask & (1 << i) != 0 {
            res[i as usize] = x.src(0, i)?;
        }
    }
    x.write_results(mask, &res)
}

/// Float `mac` (`acc + src0 * src1`) and `madm` (`src0 + src1 * src2`), fused.
pub(super) fn float_mac(x: &mut Exec<'_>, dom: Domain) -> Result<(), ExecError> {
    let madm = x.inst.opcode == Opcode::Madm;
    let fmode = x.fmode;
    x.map(|x, i| {
        let a = x.src(0, i)?.float();
        let b = x.src(1, i)?.float();
        let (p, q, c) = if madm {
            (b, x.src(2, i)?.float(), a)
        } else {
            (a, b, writeback::read_acc(x.st, i).float())
        };
        let r = super::fast::fused(dom, fmode.rm, p, q, c);
        Ok(Val::F(writeback::flush_dom(fmode, r, dom)))
    })
}

/// `sad2` / `sada2` on the even channels.
pub(super) fn sad2(x: &mut Exec<'_>, dom: Domain) -> Result<(), ExecError> {
    if dom != Domain::Int {
        return Err(x.invalid(invalid::types(x.inst.opcode, dom, "B and UB")));
    }
    if let Some(why) = vector::sad2_invalid(x.inst) {
        return Err(x.invalid(why));
    }
    let acc = x.inst.opcode == Opcode::Sada2;
    let mask = x.mask()? & vector::even_channels(x.n());
    let mut res = [Val::I(0); 32];
    for i in 0..32u32 {
        if mask & (1 << i) == 0 {
            continue;
        }
        let (a0, b0) = (x.src(0, i)?.int(), x.src(1, i)?.int());
        let (a1, b1) = (x.src(0, i + 1)?.int(), x.src(1, i + 1)?.int());
        let c = if acc {
            writeback::read_acc(x.st, i).int()
        } else {
            0
        };
        res[i as usize] = Val::I(vector::sad2([a0, a1], [b0, b1], c));
    }
    x.write_results(mask, &res)
}

/// `dp4`, `dph`, `dp3`, `dp2`: each channel gets its group's dot product.
pub(super) fn dot(x: &mut Exec<'_>, dom: Domain) -> Result<(), ExecError> {
    let op = x.inst.opcode;
    if !dom.is_float() {
        return Err(x.invalid(invalid::types(op, dom, "floats only")));
    }
    if !x.n().is_multiple_of(4) {
        return Err(x.invalid(invalid::dot_size(op)));
    }
    let fmode = x.fmode;
    let mask = x.mask()?;
    let mut res = [Val::I(0); 32];
    for g in (0..x.n()).step_by(4) {
        if mask & (0xf << g) == 0 {
            continue;
        }
        let (mut a, mut b) = ([0.0; 4], [0.0; 4]);
        for c in 0..4 {
            a[c] = x.src(0, g + c as u32)?.float();
            b[c] = x.src(1, g + c as u32)?.float();
        }
        let r = vector::dot(op, dom, fmode.rm, a, b);
        for c in 0..4 {
            res[(g + c) as usize] = Val::F(writeback::flush_dom(fmode, r, dom));
        }
    }
    x.write_results(mask, &res)
}

/// `line` and `pln`.
pub(super) fn plane(x: &mut Exec<'_>, dom: Domain) -> Result<(), ExecError> {
    let op = x.inst.opcode;
    if !dom.is_float() {
        return Err(x.invalid(invalid::types(op, dom, "floats only")));
    }
    let inst = vector::plane_operands(x.inst).map_err(|why| x.invalid(why))?;
    let mut y = x.with(&inst);
    let fmode = y.fmode;
    let mask = y.mask()?;
    if mask == 0 {
        return y.write_results(0, &[Val::I(0); 32]);
    }
    let s0 = [
        y.src(0, 0)?.float(),
        y.src(0, 1)?.float(),
        y.src(0, 3)?.float(),
    ];
    y.map(|y, i| {
        let u = y.src(1, i)?.float();
        let r = if op == Opcode::Pln {
            vector::plane(dom, fmode.rm, s0, u, y.src(2, i)?.float())
        } else {
            vector::line(dom, fmode.rm, s0[0], s0[2], u)
        };
        Ok(Val::F(writeback::flush_dom(fmode, r, dom)))
    })
}

/// `math.idiv`: quotient to the destination, remainder to the registers after it.
pub(super) fn int_div_both(x: &mut Exec<'_>, dom: Domain) -> Result<(), ExecError> {
    if dom != Domain::Int || writeback::int_width(x.inst) > 4 {
        return Err(x.invalid(invalid::INT_DIV_TYPES));
    }
    let signed = x.inst.srcs[..2]
        .iter()
        .flatten()
        .any(|s| s.ty.is_signed_int());
    let mask = x.mask()?;
    let (mut q, mut r) = ([Val::I(0); 32], [Val::I(0); 32]);
    for i in 0..32u32 {
        if mask & (1 << i) != 0 {
            let (a, b) = (x.src(0, i)?.int(), x.src(1, i)?.int());
            q[i as usize] = Val::I(math::int_div_lane(
                MathFunction::IntDivQuotient,
                signed,
                a,
                b,
            ));
            r[i as usize] = Val::I(math::int_div_lane(
                MathFunction::IntDivRemainder,
                signed,
                a,
                b,
            ));
        }
    }
    let Some(rem) = math::remainder_destination(x.inst) else {
        return Err(x.invalid(invalid::IDIV_DST));
    };
    x.write_results(mask, &q)?;
    x.with(&rem).write_results(mask, &r)
}
