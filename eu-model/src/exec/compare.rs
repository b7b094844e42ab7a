//! Comparisons, one channel at a time: the relations of `cmp`/`cmpn` and conditional
//! modifiers, `sel` as min/max (IEEE minNum/maxNum) and the `csel` condition.

use isa::CondModKind;

use crate::value::Val;

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

/// `cmp` (`nan_aware` false) or `cmpn` of two execution values. `cmpn` differs from `cmp`
/// only when src1 is a NaN: the relation is then true, so that `cmpn.l` / `cmpn.ge`
/// followed by a predicated `sel` returns the non-NaN operand (PRM Volume 2a, CMPN:
/// "Compare NaN", the IEEE 754 minNum/maxNum idiom of the pre-Gen6 min/max sequence).
pub(crate) fn compare_n(kind: CondModKind, a: Val, b: Val, nan_aware: bool) -> bool {
    if nan_aware {
        if let Val::F(fb) = b {
            if fb.is_nan() {
                return true;
            }
        }
    }
    compare(kind, a, b)
}

/// Minimum/maximum style selection with IEEE minNum/maxNum NaN handling: when exactly one
/// operand is NaN the other is returned; `-0` orders below `+0`.
pub(crate) fn select_cond(kind: CondModKind, a: Val, b: Val) -> bool {
    match (a, b) {
        (Val::F(fa), Val::F(fb)) => float_sel_first(kind, fa, fb),
        _ => compare(kind, a, b),
    }
}

/// `sel.<kind>` on float values: whether src0 is chosen (a NaN operand yields the other one;
/// `-0` orders below `+0`). Shared by every engine.
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

/// `csel`'s condition on src2: `cond(c, 0)`.
#[inline]
pub(crate) fn csel_cond(kind: CondModKind, c: Val) -> bool {
    let zero = match c {
        Val::I(_) => Val::I(0),
        Val::F(_) => Val::F(0.0),
    };
    compare(kind, c, zero)
}
