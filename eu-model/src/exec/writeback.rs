//! Results into the machine state, one definition for every engine: destination conversion
//! (`value::encode`, saturation), conditional-modifier flags, accumulator write-back, and the
//! source-side value rules (arithmetic modifiers, denormal flushing) that go with them.

use isa::{Addressing, ArfReg, CondModKind, DataType, Instruction, Register, Source};

use crate::error::ExecError;
use crate::operand::{self, At, DstLoc};
use crate::state::{AccLane, ThreadState, ACC_LANES};
use crate::value::{self, Domain, FloatMode, Val};

/// The float conversion settings cr0 selects.
#[inline]
pub(crate) fn float_mode(st: &ThreadState) -> FloatMode {
    FloatMode {
        rm: st.rounding_mode(),
        denorm_hf: st.denorms_retained(2),
        denorm_f: st.denorms_retained(4),
        denorm_df: st.denorms_retained(8),
    }
}

/// Flush float denormals of the given domain when cr0 does not retain them.
pub(crate) fn flush_dom(fmode: FloatMode, f: f64, dom: Domain) -> f64 {
    let keep = match dom {
        Domain::Hf => fmode.denorm_hf,
        Domain::F => fmode.denorm_f,
        Domain::Df => fmode.denorm_df,
        Domain::Int => true,
    };
    if keep {
        return f;
    }
    match dom {
        Domain::F
            if (f as f32).is_subnormal() || (f != 0.0 && f.abs() < f32::MIN_POSITIVE as f64) =>
        {
            0.0f64.copysign(f)
        }
        Domain::Df if f.is_subnormal() => 0.0f64.copysign(f),
        Domain::Hf if f != 0.0 && f.abs() < 2f64.powi(-14) => 0.0f64.copysign(f),
        _ => f,
    }
}

/// Apply `(abs)` and `-` to a value.
pub(crate) fn arith_mods(v: Val, s: &Source) -> Val {
    match v {
        Val::I(mut x) => {
            if s.abs {
                x = x.abs();
            }
            if s.negate {
                x = -x;
            }
            Val::I(x)
        }
        Val::F(mut f) => {
            if s.abs {
                f = f.abs();
            }
            if s.negate {
                f = -f;
            }
            Val::F(f)
        }
    }
}

/// A source value with the arithmetic modifiers applied and float denormals flushed per cr0.
#[inline]
pub(crate) fn arith_src(v: Val, s: &Source, fmode: FloatMode) -> Val {
    match arith_mods(v, s) {
        Val::F(f) => Val::F(flush_dom(fmode, f, Domain::of(s.ty))),
        other => other,
    }
}

/// A source value with the logic modifier (`~` = bitwise not) applied.
#[inline]
pub(crate) fn logic_src(v: Val, s: &Source) -> Val {
    match v {
        Val::I(x) if s.negate => Val::I(!x),
        other => other,
    }
}

/// Evaluate a conditional modifier on a result (`r` before conversion, `bits` as written).
pub(crate) fn cond_true(kind: CondModKind, r: Val, bits: u64, ty: DataType) -> bool {
    if kind == CondModKind::Ov {
        return match r {
            Val::I(x) => {
                let (lo, hi) = value::int_range(ty);
                !ty.is_float() && (x < lo || x > hi)
            }
            Val::F(f) => f.is_infinite(),
        };
    }
    let v = value::decode(bits, ty);
    match v {
        Val::I(x) => match kind {
            CondModKind::Eq => x == 0,
            CondModKind::Ne => x != 0,
            CondModKind::Gt => x > 0,
            CondModKind::Ge => x >= 0,
            CondModKind::Lt => x < 0,
            CondModKind::Le => x <= 0,
            CondModKind::Un | CondModKind::Ov | CondModKind::Eo => false,
        },
        Val::F(f) => match kind {
            CondModKind::Eq => f == 0.0,
            CondModKind::Ne => f != 0.0,
            CondModKind::Gt => f > 0.0,
            CondModKind::Ge => f >= 0.0,
            CondModKind::Lt => f < 0.0,
            CondModKind::Le => f <= 0.0,
            CondModKind::Un => f.is_nan(),
            CondModKind::Ov | CondModKind::Eo => false,
        },
    }
}

fn dst_is_acc(dst: &isa::Destination) -> bool {
    matches!(
        dst.addressing,
        Addressing::Direct {
            reg: Register::Arf(ArfReg::Acc(_)),
            ..
        }
    )
}

/// Write the results of the channels in `mask`: destination (converted, saturated),
/// conditional-modifier flags and, with AccWrEn, the accumulator. `loc` gives the location of
/// channel `i`'s destination element (`None`: masked off by an Align16 write mask).
pub(crate) fn write_results(
    st: &mut ThreadState,
    inst: &Instruction,
    at: At,
    fmode: FloatMode,
    mask: u32,
    res: &[Val; 32],
    mut loc: impl FnMut(&ThreadState, u32) -> Result<Option<DstLoc>, ExecError>,
) -> Result<(), ExecError> {
    let Some(dst) = inst.dst.as_ref() else {
        return Err(at.invalid(st, "missing destination"));
    };
    let size = dst.ty.size_bytes();
    let mut flag_set = 0u32;
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let r = res[i as usize];
        let bits = value::encode(r, dst.ty, inst.saturate, fmode);
        if let Some(cm) = inst.cond_mod {
            if cond_true(cm.kind, r, bits, dst.ty) {
                flag_set |= 1 << i;
            }
        }
        if let Some(l) = loc(st, i)? {
            // The accumulator keeps the unconverted result (saturated when `.sat`); an
            // integer result written to a float-typed accumulator is converted (Gen11 IGC:
            // `mov (16) acc0:f r98:ud` then `mul r2:f acc0:f r6:f`).
            let to_float = dst.ty.is_float() && matches!(r, Val::I(_));
            let full = if inst.saturate || to_float {
                value::decode(bits, dst.ty)
            } else {
                r
            };
            operand::store(st, &l, size, bits, full);
        }
        if inst.acc_wr_en && !dst_is_acc(dst) {
            write_acc(st, i, r);
        }
    }
    if let Some(cm) = inst.cond_mod {
        write_flags(st, at, cm.flag.reg, cm.flag.subreg, mask, flag_set)?;
    }
    Ok(())
}

/// Write accumulator element `i` (instruction-relative) with a full-precision value.
#[inline]
pub(crate) fn write_acc(st: &mut ThreadState, i: u32, v: Val) {
    if (i as usize) < ACC_LANES {
        st.acc[i as usize] = match v {
            Val::I(x) => AccLane::Int(x),
            Val::F(f) => AccLane::Float(f),
        };
    }
}

/// Read accumulator element `i` as a full-precision value.
#[inline]
pub(crate) fn read_acc(st: &ThreadState, i: u32) -> Val {
    match st.acc.get(i as usize) {
        Some(AccLane::Float(f)) => Val::F(*f),
        Some(AccLane::Int(x)) => Val::I(*x),
        None => Val::I(0),
    }
}

/// Update flag bits of channels in `mask` (instruction-relative) to `values`.
pub(crate) fn write_flags(
    st: &mut ThreadState,
    at: At,
    reg: u8,
    subreg: u8,
    mask: u32,
    values: u32,
) -> Result<(), ExecError> {
    let shift = subreg as u32 * 16 + at.chan_offset;
    if mask == 0 {
        return Ok(());
    }
    let top = 32 - mask.leading_zeros();
    if shift + top > 32 {
        return Err(at.invalid(
            st,
            format!("flag write beyond f{reg} (bit {})", shift + top - 1),
        ));
    }
    let old = st.flag(reg as usize);
    let m = mask << shift;
    let new = (old & !m) | ((values << shift) & m);
    st.set_flag(reg as usize, new);
    Ok(())
}

/// Execution domain from the source types.
pub(crate) fn domain(inst: &Instruction) -> Domain {
    let mut d = Domain::Int;
    for s in inst.srcs.iter().flatten() {
        d = d.join(Domain::of(s.ty));
    }
    // Mixed float mode: half sources with a float destination compute in float (IGC relies
    // on it for `add (8) r:f r:hf r:hf`, whose exact float sum it stores).
    if d == Domain::Hf && inst.dst.is_some_and(|t| t.ty == DataType::F) {
        d = Domain::F;
    }
    d
}

/// Integer execution width in bytes: the widest source type, at least a word.
pub(crate) fn int_width(inst: &Instruction) -> u32 {
    let mut w = 2;
    for s in inst.srcs.iter().flatten() {
        let sz = match s.ty {
            DataType::V | DataType::Uv => 2,
            t => t.size_bytes(),
        };
        w = w.max(sz);
    }
    w
}

/// The element of a packed-vector immediate (`:v`/`:uv` of 4-bit words, `:vf` of 8-bit
/// floats) that channel `i` reads. The hardware lines the vector's elements up with the
/// destination's word (`v`/`uv`) or dword (`vf`) positions, so a DWord destination reads
/// every other nibble: IGC encodes the offsets [0, 4] of `add (2) r:ud r:uw 0x400:uv` that
/// way (tests/corpus ordinary_atomics).
pub(crate) fn imm_vec_index(inst: &Instruction, s: &Source, i: u32) -> u32 {
    use isa::SourceKind;
    let unit = match (s.kind, s.ty) {
        (SourceKind::Imm(_), DataType::V | DataType::Uv) => 2,
        (SourceKind::Imm(_), DataType::Vf) => 4,
        _ => return i,
    };
    match inst.dst {
        Some(d) => i * (d.ty.size_bytes() * u32::from(d.hstride.max(1)) / unit).max(1),
        None => i,
    }
}
