//! The general planned form: every ALU and extended-math instruction, whatever its opcode,
//! types, regions, modifiers, destination (GRF, `a0`, flags, `cr0`, accumulator, null) or
//! cr0 mode. Operand access is resolved when the kernel is built ([`super::access`]); the
//! operation is chosen once per instruction ([`super::choose`]); at run time the channels of the execution mask
//! are read, computed by the family modules' per-channel definitions (`exec::{arith, bits,
//! logic, compare, math, accum}`, the one definition of each opcode's semantics) and written
//! back by the shared write-back (`exec::writeback`: conversion, saturation, conditional
//! modifiers, accumulator). The specialised forms ([`super::plan`]) take the frequent
//! instructions first; this form runs whatever they decline.

use isa::{AccessMode, CondModKind, Instruction, MathFunction, Opcode};

use super::access::{PlannedDst, PlannedSrc};
use super::choose::{kind, Kind};
use crate::error::ExecError;
use crate::error::ThreadId;
use crate::exec::{accum, arith, bits, compare, logic, mask, math, writeback};
use crate::operand::{self, At};
use crate::state::ThreadState;
use crate::value::{size_mask, Domain, FloatMode, Val};

/// A general plan: the instruction as the write-back sees it, its operation and operands.
#[derive(Clone, Debug)]
pub(crate) struct GeneralPlan {
    pub(super) inst: Instruction,
    pub(super) at: At,
    align16: bool,
    pub(super) kind: Kind,
    srcs: [PlannedSrc; 3],
    dst: PlannedDst,
}

/// Build the general plan of an ALU or extended-math instruction at byte offset `ip`.
pub(crate) fn plan(inst: &Instruction, ip: u32) -> GeneralPlan {
    let mut inst = inst.clone();
    let dom = writeback::domain(&inst);
    let kind = kind(&mut inst, dom, ip);
    let at = At {
        ip,
        chan_offset: inst.chan_offset as u32,
    };
    let scratch = ThreadState::new(ThreadId(0), 32, 0);
    let srcs = [0, 1, 2].map(|k| PlannedSrc::build(&inst, k, &scratch, at));
    let dst = PlannedDst::build(&inst, &scratch, at);
    GeneralPlan {
        align16: inst.access_mode == AccessMode::Align16,
        inst,
        at,
        kind,
        srcs,
        dst,
    }
}

impl GeneralPlan {
    #[inline(always)]
    pub(super) fn arith(
        &self,
        st: &ThreadState,
        fmode: FloatMode,
        k: usize,
        i: u32,
    ) -> Result<Val, ExecError> {
        self.srcs[k].arith(st, self.at, self.align16, fmode, i)
    }

    #[inline(always)]
    fn logic(&self, st: &ThreadState, k: usize, i: u32) -> Result<Val, ExecError> {
        self.srcs[k].logic(st, self.at, self.align16, i)
    }

    /// Write the results of the channels in `mask` through the shared write-back.
    pub(super) fn write(
        &self,
        st: &mut ThreadState,
        fmode: FloatMode,
        mask: u32,
        res: &[Val; 32],
    ) -> Result<(), ExecError> {
        let (at, align16) = (self.at, self.align16);
        writeback::write_results(st, &self.inst, at, fmode, mask, res, |st, i| {
            self.dst.loc(st, at, align16, i)
        })
    }

    /// Compute `f(channel)` for every channel of `mask`, reading operands channel by channel
    /// (for data-dependent reads: `sel` by predicate, `csel`), and write the results.
    #[inline(always)]
    fn map(
        &self,
        st: &mut ThreadState,
        fmode: FloatMode,
        mask: u32,
        mut f: impl FnMut(&ThreadState, u32) -> Result<Val, ExecError>,
    ) -> Result<(), ExecError> {
        let mut res = [Val::I(0); 32];
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            res[i as usize] = f(st, i)?;
        }
        self.write(st, fmode, mask, &res)
    }

    /// Whether sources `0..n` read without possible failure.
    #[inline(always)]
    fn infallible(&self, n: usize) -> bool {
        self.srcs[..n].iter().all(|s| s.infallible())
    }

    /// Gather the sources `reads` names, for the channels of `mask`, into typed lane arrays. A failing read stops the
    /// gathering at the first failure in the reference order (channel by channel, sources in
    /// order), returned with its channel.
    #[inline(always)]
    fn gather<T: Copy>(
        &self,
        st: &ThreadState,
        fmode: FloatMode,
        mask: u32,
        reads: Reads,
        conv: impl Fn(Val) -> T,
        out: &mut [[T; 32]],
    ) -> Result<(), (u32, ExecError)> {
        let Reads { n, logic } = reads;
        if self.infallible(n) {
            for (s, o) in self.srcs[..n].iter().zip(out.iter_mut()) {
                s.gather(st, mask, logic, fmode, &conv, o);
            }
            return Ok(());
        }
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            for (k, o) in out.iter_mut().enumerate().take(n) {
                let v = if logic {
                    self.logic(st, k, i)
                } else {
                    self.arith(st, fmode, k, i)
                };
                o[i as usize] = conv(v.map_err(|e| (i, e))?);
            }
        }
        Ok(())
    }

    /// Gather sources `0..n` (see [`Self::gather`]), failing with the first read error.
    #[inline(always)]
    pub(super) fn read<T: Copy>(
        &self,
        st: &ThreadState,
        fmode: FloatMode,
        mask: u32,
        reads: Reads,
        conv: impl Fn(Val) -> T,
        out: &mut [[T; 32]],
    ) -> Result<(), ExecError> {
        self.gather(st, fmode, mask, reads, conv, out)
            .map_err(|(_, e)| e)
    }

    /// `res[i] = f(i)` over the channels of `mask`, then the write-back.
    #[inline(always)]
    pub(super) fn finish(
        &self,
        st: &mut ThreadState,
        fmode: FloatMode,
        mask: u32,
        f: impl Fn(usize) -> Val,
    ) -> Result<(), ExecError> {
        let mut res = [Val::I(0); 32];
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            res[i] = f(i);
        }
        self.write(st, fmode, mask, &res)
    }

    pub(super) fn mask(&self, st: &ThreadState) -> Result<u32, ExecError> {
        Ok(mask::enabled(st, &self.inst) & mask::predicate(st, &self.inst, self.at)?)
    }
}

/// Which sources an operation reads (`0..n`, in order) and their modifier rule (`logic`: `~`;
/// else `(abs)`/`-` and cr0's denormal flushing).
#[derive(Clone, Copy)]
pub(super) struct Reads {
    n: usize,
    logic: bool,
}

impl Reads {
    pub(super) fn arith(n: usize) -> Reads {
        Reads { n, logic: false }
    }

    fn logic(n: usize) -> Reads {
        Reads { n, logic: true }
    }
}

pub(super) const I0: [[i128; 32]; 3] = [[0; 32]; 3];
pub(super) const F0: [[f64; 32]; 3] = [[0.0; 32]; 3];
pub(super) const V0: [[Val; 32]; 3] = [[Val::I(0); 32]; 3];

/// Execute a general plan on a thread.
pub(crate) fn run(st: &mut ThreadState, p: &GeneralPlan) -> Result<(), ExecError> {
    let fmode = writeback::float_mode(st);
    let at = p.at;
    let int = |v: Val| v.int();
    let float = |v: Val| v.float();
    match p.kind {
        Kind::Fail(ref what) => Err(at.invalid(st, what.clone())),
        Kind::Nop => Ok(()),
        Kind::Mov => {
            let mask = p.mask(st)?;
            // One source: one lane array (not three to set up).
            let mut v = [[Val::I(0); 32]; 1];
            p.read(st, fmode, mask, Reads::arith(1), |x| x, &mut v)?;
            p.finish(st, fmode, mask, |i| v[0][i])
        }
        Kind::Logic(op) => logic_run(st, p, fmode, op),
        Kind::Shift { op, bits } => shift_run(st, p, fmode, op, bits),
        Kind::Bits {
            op,
            signed,
            vsigned,
        } => bits_run(st, p, fmode, op, (signed, vsigned)),
        Kind::IntArith(op) => {
            let mask = p.mask(st)?;
            let mut v = I0;
            let n = if op == Opcode::Mad { 3 } else { 2 };
            p.read(st, fmode, mask, Reads::arith(n), int, &mut v)?;
            let [a, b, c] = &v;
            p.finish(st, fmode, mask, |i| {
                Val::I(arith::int_lane(op, a[i], b[i], c[i]))
            })
        }
        Kind::FloatArith { op, dom } => float_arith_run(st, p, fmode, op, dom),
        Kind::Round { op, dom } => {
            let mask = p.mask(st)?;
            let mut v = F0;
            p.read(st, fmode, mask, Reads::arith(1), float, &mut v)?;
            p.finish(st, fmode, mask, |i| {
                Val::F(arith::round_lane(op, dom, fmode.rm, v[0][i]))
            })
        }
        Kind::IntDiv { func, signed } => {
            let mask = p.mask(st)?;
            let mut v = I0;
            p.read(st, fmode, mask, Reads::arith(2), int, &mut v)?;
            let [a, b, _] = &v;
            p.finish(st, fmode, mask, |i| {
                Val::I(math::int_div_lane(func, signed, a[i], b[i]))
            })
        }
        Kind::FMath { func, dom } => fmath_run(st, p, fmode, func, dom),
        Kind::Ieee { func, dom, flag } => ieee_run(st, p, fmode, func, dom, flag),
        Kind::Accum {
            op,
            b_signed,
            write_acc,
        } => accum_run(st, p, fmode, op, b_signed, write_acc),
        Kind::Cmp {
            kind,
            dom,
            nan_aware,
            flag,
        } => cmp_run(st, p, fmode, kind, dom, nan_aware, flag),
        Kind::SelCm { kind, dom } => sel_cm_run(st, p, fmode, kind, dom),
        Kind::SelPred { dom } => sel_pred_run(st, p, fmode, dom),
        Kind::Smov(_)
        | Kind::IntDivBoth { .. }
        | Kind::FloatMac { .. }
        | Kind::Dot { .. }
        | Kind::Plane { .. }
        | Kind::Sad2 { .. } => super::extra::run(st, p, fmode),
        Kind::Csel(kind) => csel_run(st, p, fmode, kind),
    }
}

/// Extended math on floats (`math.inv`, `math.sqrt`, `math.pow`, ...); a function the model
/// does not evaluate is reported by the first executing channel, after its src0 read.
fn fmath_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    func: MathFunction,
    dom: Domain,
) -> Result<(), ExecError> {
    let at = p.at;
    let float = |v: Val| v.float();
    let mask = p.mask(st)?;
    if !math::float_supported(func) {
        // Reported by the first executing channel, after its src0 read.
        if mask != 0 {
            p.arith(st, fmode, 0, mask.trailing_zeros())?;
            return Err(at.invalid(st, format!("math function {func:?}")));
        }
        return p.finish(st, fmode, 0, |_| Val::I(0));
    }
    let mut v = F0;
    let n = if math::float_two_sources(func) { 2 } else { 1 };
    p.read(st, fmode, mask, Reads::arith(n), float, &mut v)?;
    let [a, b, _] = &v;
    p.finish(st, fmode, mask, |i| {
        let r = math::float_lane(func, dom, fmode.rm, a[i], b[i]);
        Val::F(writeback::flush_dom(fmode, r, dom))
    })
}

/// `sel` with a conditional modifier: the smaller or larger of the two sources.
fn sel_cm_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    kind: CondModKind,
    dom: Domain,
) -> Result<(), ExecError> {
    let enabled = mask::enabled(st, &p.inst);
    let mut v = V0;
    p.read(
        st,
        fmode,
        enabled,
        Reads::arith(2),
        |x| as_dom(x, dom),
        &mut v,
    )?;
    let [a, b, _] = &v;
    p.finish(st, fmode, enabled, |i| {
        if compare::select_cond(kind, a[i], b[i]) {
            a[i]
        } else {
            b[i]
        }
    })
}

/// `sel` by predicate: src0 where the predicate is true, src1 elsewhere.
fn sel_pred_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    dom: Domain,
) -> Result<(), ExecError> {
    let at = p.at;
    let enabled = mask::enabled(st, &p.inst);
    let pred = mask::predicate(st, &p.inst, at)?;
    if p.infallible(2) {
        let conv = |x| as_dom(x, dom);
        let mut v = V0;
        p.srcs[0].gather(st, enabled & pred, false, fmode, conv, &mut v[0]);
        p.srcs[1].gather(st, enabled & !pred, false, fmode, conv, &mut v[1]);
        let [a, b, _] = &v;
        return p.finish(st, fmode, enabled, |i| {
            if pred & (1 << i) != 0 {
                a[i]
            } else {
                b[i]
            }
        });
    }
    p.map(st, fmode, enabled, |st, i| {
        let k = if pred & (1 << i) != 0 { 0 } else { 1 };
        Ok(as_dom(p.arith(st, fmode, k, i)?, dom))
    })
}

/// `csel`: src0 or src1 by comparing src2 with zero.
fn csel_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    kind: CondModKind,
) -> Result<(), ExecError> {
    let mask = p.mask(st)?;
    if p.infallible(3) {
        let mut v = V0;
        p.read(st, fmode, mask, Reads::arith(3), |x| x, &mut v)?;
        let [a, b, c] = &v;
        return p.finish(st, fmode, mask, |i| {
            if compare::csel_cond(kind, c[i]) {
                a[i]
            } else {
                b[i]
            }
        });
    }
    p.map(st, fmode, mask, |st, i| {
        let k = if compare::csel_cond(kind, p.arith(st, fmode, 2, i)?) {
            0
        } else {
            1
        };
        p.arith(st, fmode, k, i)
    })
}

/// `not`, `and`, `or`, `xor`.
fn logic_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    op: Opcode,
) -> Result<(), ExecError> {
    let int = |v: Val| v.int();
    let mask = p.mask(st)?;
    let mut v = I0;
    let n = if op == Opcode::Not { 1 } else { 2 };
    p.read(st, fmode, mask, Reads::logic(n), int, &mut v)?;
    let [a, b, _] = &v;
    p.finish(st, fmode, mask, |i| {
        Val::I(logic::logic_lane(op, a[i], b[i]))
    })
}

/// The bit operations (`bfrev`, `bfe`, `bfi1`, `bfi2`, `lzd`, `fbh`, `fbl`, `cbit`).
fn bits_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    op: Opcode,
    (signed, vsigned): (bool, bool),
) -> Result<(), ExecError> {
    let mask = p.mask(st)?;
    let mut v = [[0u32; 32]; 3];
    p.read(
        st,
        fmode,
        mask,
        Reads::logic(bits::sources(op)),
        |x| x.int() as u32,
        &mut v,
    )?;
    let [a, b, c] = &v;
    p.finish(st, fmode, mask, |i| {
        Val::I(bits::lane(op, signed, vsigned, a[i], b[i], c[i]))
    })
}

/// `add`, `mul`, `avg`, `mad`, `lrp` on floats, rounded and flushed in the domain.
fn float_arith_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    op: Opcode,
    dom: Domain,
) -> Result<(), ExecError> {
    let float = |v: Val| v.float();
    let rm = fmode.rm;
    let mask = p.mask(st)?;
    let mut v = F0;
    let n = if arith::three_sources(op) { 3 } else { 2 };
    p.read(st, fmode, mask, Reads::arith(n), float, &mut v)?;
    let [a, b, c] = &v;
    p.finish(st, fmode, mask, |i| {
        let r = arith::float_lane(op, dom, rm, a[i], b[i], c[i]);
        Val::F(writeback::flush_dom(fmode, r, dom))
    })
}

/// The IEEE macros (`math.invm`, `math.rsqtm`): their result and the flag they write.
fn ieee_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    func: MathFunction,
    dom: Domain,
    flag: (u8, u8),
) -> Result<(), ExecError> {
    let at = p.at;
    let float = |v: Val| v.float();
    let mask = p.mask(st)?;
    let mut v = F0;
    let n = if func == MathFunction::Invm { 2 } else { 1 };
    p.read(st, fmode, mask, Reads::arith(n), float, &mut v)?;
    let [a, b, _] = &v;
    p.finish(st, fmode, mask, |i| {
        Val::F(math::ieee_lane(func, dom, a[i], b[i]))
    })?;
    writeback::write_flags(st, at, flag.0, flag.1, mask, mask)
}

/// `shl`, `shr`, `asr` at the operation's bit width.
fn shift_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    op: Opcode,
    bits: u32,
) -> Result<(), ExecError> {
    let int = |v: Val| v.int();
    let mask = p.mask(st)?;
    let mut v = I0;
    p.read(st, fmode, mask, Reads::arith(2), int, &mut v)?;
    let [a, b, _] = &v;
    p.finish(st, fmode, mask, |i| {
        Val::I(logic::shift_lane(op, bits, a[i], b[i]))
    })
}

/// A value in the execution domain (integers to float in a float domain).
#[inline(always)]
fn as_dom(v: Val, dom: Domain) -> Val {
    if dom.is_float() {
        Val::F(v.float())
    } else {
        v
    }
}

fn accum_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    op: Opcode,
    b_signed: bool,
    write_acc: bool,
) -> Result<(), ExecError> {
    let mask = p.mask(st)?;
    let mut v = I0;
    p.read(st, fmode, mask, Reads::arith(2), |x| x.int(), &mut v)?;
    let [a, b, _] = &v;
    let mut acc = [0i128; 32];
    let mut res = [Val::I(0); 32];
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        let old = writeback::read_acc(st, i as u32).int();
        let (r, new_acc) = accum::lane(op, b_signed, a[i], b[i], old);
        res[i] = Val::I(r);
        acc[i] = new_acc;
    }
    p.write(st, fmode, mask, &res)?;
    if write_acc {
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            writeback::write_acc(st, i, Val::I(acc[i as usize]));
        }
    }
    Ok(())
}

/// `cmp` / `cmpn`: the flag of every executing channel, and all ones or zero in the
/// destination unless it is null (written before the flag, as it may be a GRF).
fn cmp_run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    kind: CondModKind,
    dom: Domain,
    nan_aware: bool,
    flag: (u8, u8),
) -> Result<(), ExecError> {
    let at = p.at;
    let mask = p.mask(st)?;
    let mut v = V0;
    // A failed read ends the channels compared (the reference compares channel by channel).
    let (upto, failed) =
        match p.gather(st, fmode, mask, Reads::arith(2), |x| as_dom(x, dom), &mut v) {
            Ok(()) => (32, None),
            Err((lane, e)) => (lane, Some(e)),
        };
    let [a, b, _] = &v;
    let mut flags = 0u32;
    let mut m = mask & crate::exec::low_mask(upto);
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        if compare::compare_n(kind, a[i], b[i], nan_aware && dom.is_float()) {
            flags |= 1 << i;
        }
    }
    if let Some(e) = failed {
        return Err(e);
    }
    if let Some(dst) = p.inst.dst.as_ref() {
        if !operand::dst_is_null(dst) {
            let size = dst.ty.size_bytes();
            let mut m = mask;
            while m != 0 {
                let i = m.trailing_zeros();
                m &= m - 1;
                let on = flags & (1 << i) != 0;
                let bits = if on { size_mask(size) } else { 0 };
                if let Some(loc) = p.dst.loc(st, at, p.align16, i)? {
                    operand::store(st, &loc, size, bits, Val::I(if on { -1 } else { 0 }));
                }
            }
        }
    }
    writeback::write_flags(st, at, flag.0, flag.1, mask, flags)
}
