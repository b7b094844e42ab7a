//! Comparisons: `cmp`, `cmpn`, `sel` (by predicate or as min/max with a conditional modifier)
//! and `csel`.

use isa::CondModKind;

use crate::error::ExecError;
use crate::exec::Exec;
use crate::operand;
use crate::value::{size_mask, Val};

/// The ordered relations (`eq`, `ne`, `gt`, `ge`, `lt`, `le`) on any ordered type; `un`,
/// `ov` and `eo` are false here.
pub(crate) fn ordered<T: PartialOrd>(kind: CondModKind, a: T, b: T) -> bool {
    match kind {
        CondModKind::Eq => a == b,
        CondModKind::Ne => a != b,
        CondModKind::Gt => a > b,
        CondModKind::Ge => a >= b,
        CondModKind::Lt => a < b,
        CondModKind::Le => a <= b,
        CondModKind::Un | CondModKind::Ov | CondModKind::Eo => false,
    }
}

/// Compare two execution values with a condition. Floats compare as IEEE (every ordered
/// relation is false when either side is NaN; `ne` is true).
pub(crate) fn compare(kind: CondModKind, a: Val, b: Val) -> bool {
    match (a, b) {
        (Val::I(a), Val::I(b)) => ordered(kind, a, b),
        _ => {
            let (a, b) = (a.float(), b.float());
            if kind == CondModKind::Un {
                a.is_nan() || b.is_nan()
            } else {
                ordered(kind, a, b)
            }
        }
    }
}

/// `cmp` / `cmpn`: set the flag of every executing channel to the comparison of src0 with
/// src1, and write all ones (true) or zero (false) to the destination unless it is null.
///
/// `cmpn` behaves as `cmp` for ordered operands; a NaN operand is reported as unimplemented
/// (IGC does not emit `cmpn` for OpenCL on Gen9, and its NaN rule is not verifiable here).
pub(super) fn cmp(x: &mut Exec<'_>, nan_aware: bool) -> Result<(), ExecError> {
    let Some(cm) = x.inst.cond_mod else {
        return Err(x.invalid("cmp without a conditional modifier"));
    };
    let dom = x.domain();
    let mask = x.mask()?;
    let mut flags = 0u32;
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let (mut a, mut b) = (x.src(0, i)?, x.src(1, i)?);
        if dom.is_float() {
            a = Val::F(a.float());
            b = Val::F(b.float());
        }
        if nan_aware && (a.float().is_nan() || b.float().is_nan()) && dom.is_float() {
            // `cmpn` equals `cmp` except on NaN operands, whose exact hardware result is not
            // documented in the sources available to this model.
            return Err(x.unimpl("cmpn with a NaN operand"));
        }
        let r = compare(cm.kind, a, b);
        if r {
            flags |= 1 << i;
        }
    }
    // Destination first (it may be a GRF), then the flag.
    if let Some(dst) = x.inst.dst.as_ref() {
        if !operand::dst_is_null(dst) {
            let size = dst.ty.size_bytes();
            let mut m = mask;
            while m != 0 {
                let i = m.trailing_zeros();
                m &= m - 1;
                let on = flags & (1 << i) != 0;
                let bits = if on { size_mask(size) } else { 0 };
                if let Some(loc) = operand::dst_loc(x.st, x.at, dst, x.align16, i)? {
                    operand::store(x.st, &loc, size, bits, Val::I(if on { -1 } else { 0 }));
                }
            }
        }
    }
    x.write_flags(cm.flag.reg, cm.flag.subreg, mask, flags)
}

/// Minimum/maximum style selection with IEEE minNum/maxNum NaN handling: when exactly one
/// operand is NaN the other is returned; `-0` orders below `+0`.
fn select_cond(kind: CondModKind, a: Val, b: Val) -> bool {
    match (a, b) {
        (Val::F(fa), Val::F(fb)) => float_sel_first(kind, fa, fb),
        _ => compare(kind, a, b),
    }
}

/// `sel.<kind>` on float values: whether src0 is chosen (a NaN operand yields the other one;
/// `-0` orders below `+0`). Shared by the generic and fast paths.
pub(crate) fn float_sel_first(kind: CondModKind, a: f64, b: f64) -> bool {
    if a.is_nan() {
        return false;
    }
    if b.is_nan() {
        return true;
    }
    if a == 0.0 && b == 0.0 {
        let (na, nb) = (a.is_sign_negative(), b.is_sign_negative());
        return match kind {
            CondModKind::Lt => na && !nb,
            CondModKind::Le => na || !nb,
            CondModKind::Gt => !na && nb,
            CondModKind::Ge => !na || nb,
            other => ordered(other, a, b),
        };
    }
    ordered(kind, a, b)
}

/// `sel`: with a conditional modifier, `dst = cond(src0, src1) ? src0 : src1` (`sel.l` is
/// min, `sel.ge` max; the flag register is not written); otherwise the predicate chooses
/// src0 (true) or src1 (false) in every enabled channel.
pub(super) fn sel(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let dom = x.domain();
    let enabled = x.enabled();
    let mut res = [Val::I(0); 32];
    if let Some(cm) = x.inst.cond_mod {
        if x.inst.predicate.is_some() {
            return Err(x.unimpl("sel with both a predicate and a conditional modifier"));
        }
        let mut m = enabled;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            let (mut a, mut b) = (x.src(0, i)?, x.src(1, i)?);
            if dom.is_float() {
                a = Val::F(a.float());
                b = Val::F(b.float());
            }
            res[i as usize] = if select_cond(cm.kind, a, b) { a } else { b };
        }
        // sel's conditional modifier selects; it does not update the flag.
        let inst = isa::Instruction {
            cond_mod: None,
            ..x.inst.clone()
        };
        let mut y = Exec {
            st: &mut *x.st,
            inst: &inst,
            at: x.at,
            align16: x.align16,
            fmode: x.fmode,
        };
        return y.write_results(enabled, &res);
    }
    let pred = x.predicate()?;
    let mut m = enabled;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let k = if pred & (1 << i) != 0 { 0 } else { 1 };
        let v = x.src(k, i)?;
        res[i as usize] = if dom.is_float() { Val::F(v.float()) } else { v };
    }
    x.write_results(enabled, &res)
}

/// `csel` (3-source): `dst = cond(src2, 0) ? src0 : src1`; no flag is written.
pub(super) fn csel(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let Some(cm) = x.inst.cond_mod else {
        return Err(x.invalid("csel without a conditional modifier"));
    };
    let mask = x.mask()?;
    let mut res = [Val::I(0); 32];
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let c = x.src(2, i)?;
        let zero = match c {
            Val::I(_) => Val::I(0),
            Val::F(_) => Val::F(0.0),
        };
        res[i as usize] = if compare(cm.kind, c, zero) {
            x.src(0, i)?
        } else {
            x.src(1, i)?
        };
    }
    let inst = isa::Instruction {
        cond_mod: None,
        ..x.inst.clone()
    };
    let mut y = Exec {
        st: &mut *x.st,
        inst: &inst,
        at: x.at,
        align16: x.align16,
        fmode: x.fmode,
    };
    y.write_results(mask, &res)
}
