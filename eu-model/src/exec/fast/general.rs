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
    inst: Instruction,
    at: At,
    align16: bool,
    kind: Kind,
    srcs: [PlannedSrc; 3],
    dst: PlannedDst,
}

/// Build the general plan of an ALU or extended-math instruction at byte offset `ip`.
pub(crate) fn plan(inst: &Instruction, ip: u32) -> GeneralPlan {
    let mut inst = inst.clone();
    let dom = writeback::domain(&inst);
    let kind = kind(&mut inst, dom);
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
    fn arith(
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
    fn write(
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

    /// Compute `f(channel)` for every channel of `mask` and write the results.
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

    fn mask(&self, st: &ThreadState) -> Result<u32, ExecError> {
        Ok(mask::enabled(st, &self.inst) & mask::predicate(st, &self.inst, self.at)?)
    }
}

/// Execute a general plan on a thread.
pub(crate) fn run(st: &mut ThreadState, p: &GeneralPlan) -> Result<(), ExecError> {
    let fmode = writeback::float_mode(st);
    let at = p.at;
    match p.kind {
        Kind::Fail { unimpl, ref what } => Err(if unimpl {
            at.unimpl(st, what.clone())
        } else {
            at.invalid(st, what.clone())
        }),
        Kind::Nop => Ok(()),
        Kind::Madm => {
            if p.mask(st)? == 0 {
                return Ok(());
            }
            Err(at.unimpl(
                st,
                "madm (IEEE macro step; the model takes the invm/rsqtm early-out path)",
            ))
        }
        Kind::Mov => {
            let mask = p.mask(st)?;
            p.map(st, fmode, mask, |st, i| p.arith(st, fmode, 0, i))
        }
        Kind::Logic(op) => {
            let mask = p.mask(st)?;
            p.map(st, fmode, mask, |st, i| {
                let a = p.logic(st, 0, i)?.int();
                let b = if op == Opcode::Not {
                    0
                } else {
                    p.logic(st, 1, i)?.int()
                };
                Ok(Val::I(logic::logic_lane(op, a, b)))
            })
        }
        Kind::Shift { op, bits } => {
            let mask = p.mask(st)?;
            p.map(st, fmode, mask, |st, i| {
                let (a, b) = (
                    p.arith(st, fmode, 0, i)?.int(),
                    p.arith(st, fmode, 1, i)?.int(),
                );
                Ok(Val::I(logic::shift_lane(op, bits, a, b)))
            })
        }
        Kind::Bits {
            op,
            signed,
            vsigned,
        } => {
            let mask = p.mask(st)?;
            let n = bits::sources(op);
            p.map(st, fmode, mask, |st, i| {
                let mut v = [0u32; 3];
                for (k, slot) in v.iter_mut().enumerate().take(n) {
                    *slot = p.logic(st, k, i)?.int() as u32;
                }
                Ok(Val::I(bits::lane(op, signed, vsigned, v[0], v[1], v[2])))
            })
        }
        Kind::IntArith(op) => {
            let mask = p.mask(st)?;
            p.map(st, fmode, mask, |st, i| {
                let (a, b) = (
                    p.arith(st, fmode, 0, i)?.int(),
                    p.arith(st, fmode, 1, i)?.int(),
                );
                let c = if op == Opcode::Mad {
                    p.arith(st, fmode, 2, i)?.int()
                } else {
                    0
                };
                Ok(Val::I(arith::int_lane(op, a, b, c)))
            })
        }
        Kind::FloatArith { op, dom } => {
            let rm = fmode.rm;
            if let Some(why) = arith::unsupported(op, dom, rm) {
                return Err(at.unimpl(st, why));
            }
            let mask = p.mask(st)?;
            let three = arith::three_sources(op);
            p.map(st, fmode, mask, |st, i| {
                let a = p.arith(st, fmode, 0, i)?.float();
                let b = p.arith(st, fmode, 1, i)?.float();
                let c = if three {
                    p.arith(st, fmode, 2, i)?.float()
                } else {
                    0.0
                };
                let r = arith::float_lane(op, dom, rm, a, b, c);
                Ok(Val::F(writeback::flush_dom(fmode, r, dom)))
            })
        }
        Kind::Round { op, dom } => {
            let mask = p.mask(st)?;
            p.map(st, fmode, mask, |st, i| {
                let f = p.arith(st, fmode, 0, i)?.float();
                Ok(Val::F(arith::round_lane(op, dom, fmode.rm, f)))
            })
        }
        Kind::IntDiv { func, signed } => {
            let mask = p.mask(st)?;
            p.map(st, fmode, mask, |st, i| {
                let (a, b) = (
                    p.arith(st, fmode, 0, i)?.int(),
                    p.arith(st, fmode, 1, i)?.int(),
                );
                Ok(Val::I(math::int_div_lane(func, signed, a, b)))
            })
        }
        Kind::FMath { func, dom } => {
            let mask = p.mask(st)?;
            let two = math::float_two_sources(func);
            p.map(st, fmode, mask, |st, i| {
                let a = p.arith(st, fmode, 0, i)?.float();
                if !math::float_supported(func) {
                    return Err(at.unimpl(st, format!("math function {func:?}")));
                }
                let b = if two {
                    p.arith(st, fmode, 1, i)?.float()
                } else {
                    0.0
                };
                let r = math::float_lane(func, dom, fmode.rm, a, b);
                Ok(Val::F(writeback::flush_dom(fmode, r, dom)))
            })
        }
        Kind::Ieee { func, dom, flag } => {
            let mask = p.mask(st)?;
            p.map(st, fmode, mask, |st, i| {
                let a = p.arith(st, fmode, 0, i)?.float();
                let b = if func == MathFunction::Invm {
                    p.arith(st, fmode, 1, i)?.float()
                } else {
                    0.0
                };
                Ok(Val::F(math::ieee_lane(func, dom, a, b)))
            })?;
            writeback::write_flags(st, at, flag.0, flag.1, mask, mask)
        }
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
        Kind::SelCm { kind, dom } => {
            let enabled = mask::enabled(st, &p.inst);
            p.map(st, fmode, enabled, |st, i| {
                let a = as_dom(p.arith(st, fmode, 0, i)?, dom);
                let b = as_dom(p.arith(st, fmode, 1, i)?, dom);
                Ok(if compare::select_cond(kind, a, b) {
                    a
                } else {
                    b
                })
            })
        }
        Kind::SelPred { dom } => {
            let enabled = mask::enabled(st, &p.inst);
            let pred = mask::predicate(st, &p.inst, at)?;
            p.map(st, fmode, enabled, |st, i| {
                let k = if pred & (1 << i) != 0 { 0 } else { 1 };
                Ok(as_dom(p.arith(st, fmode, k, i)?, dom))
            })
        }
        Kind::Csel(kind) => {
            let mask = p.mask(st)?;
            p.map(st, fmode, mask, |st, i| {
                let k = if compare::csel_cond(kind, p.arith(st, fmode, 2, i)?) {
                    0
                } else {
                    1
                };
                p.arith(st, fmode, k, i)
            })
        }
    }
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
    let mut res = [Val::I(0); 32];
    let mut acc = [0i128; 32];
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let a = p.arith(st, fmode, 0, i)?.int();
        let b = p.arith(st, fmode, 1, i)?.int();
        let old = writeback::read_acc(st, i).int();
        let (r, new_acc) = accum::lane(op, b_signed, a, b, old);
        res[i as usize] = Val::I(r);
        acc[i as usize] = new_acc;
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
    let mut flags = 0u32;
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let a = as_dom(p.arith(st, fmode, 0, i)?, dom);
        let b = as_dom(p.arith(st, fmode, 1, i)?, dom);
        if dom.is_float() && nan_aware && (a.float().is_nan() || b.float().is_nan()) {
            return Err(at.unimpl(st, "cmpn with a NaN operand"));
        }
        if compare::compare(kind, a, b) {
            flags |= 1 << i;
        }
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
