//! The per-channel reference evaluator (test oracle only, behind the `oracle` feature): every
//! operand decoded lane by lane from the instruction, each channel's operation by the family
//! modules' per-channel definitions, results through the shared write-back. Differential
//! tests compare the planned engine ([`super::fast`]) with it; the simulator never runs it.

use isa::{MathFunction, Opcode};

use super::{accum, arith, bits, compare, invalid, logic, math, writeback, Exec};
use crate::error::ExecError;
use crate::operand;
use crate::value::{size_mask, Domain, Val};

impl<'a> Exec<'a> {
    /// Source value with the arithmetic modifiers (`(abs)` then `-`) applied, and float
    /// denormals flushed when cr0 says so.
    pub(super) fn src(&self, k: usize, i: u32) -> Result<Val, ExecError> {
        let s = self.src_op(k)?;
        let idx = writeback::imm_vec_index(self.inst, s, i);
        let v = operand::read_src(self.st, self.at, s, self.align16, idx)?;
        Ok(writeback::arith_src(v, s, self.fmode))
    }

    /// Source value with the logic modifier (`~` = bitwise not) applied.
    fn src_logic(&self, k: usize, i: u32) -> Result<Val, ExecError> {
        let s = self.src_op(k)?;
        let idx = writeback::imm_vec_index(self.inst, s, i);
        let v = operand::read_src(self.st, self.at, s, self.align16, idx)?;
        Ok(writeback::logic_src(v, s))
    }

    pub(super) fn write_results(&mut self, mask: u32, res: &[Val; 32]) -> Result<(), ExecError> {
        let (inst, at, align16) = (self.inst, self.at, self.align16);
        let dst = inst.dst;
        writeback::write_results(
            self.st,
            inst,
            at,
            self.fmode,
            mask,
            res,
            |st, i| match dst {
                Some(d) => operand::dst_loc(st, at, &d, align16, i),
                None => Ok(None),
            },
        )
    }

    /// Run `f` for every executing channel and write the results.
    pub(super) fn map(
        &mut self,
        mut f: impl FnMut(&Exec<'a>, u32) -> Result<Val, ExecError>,
    ) -> Result<(), ExecError> {
        let mask = self.mask()?;
        let mut res = [Val::I(0); 32];
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            res[i as usize] = f(self, i)?;
        }
        self.write_results(mask, &res)
    }

    /// The same context for a modified copy of the instruction.
    pub(super) fn with<'b>(&'b mut self, inst: &'b isa::Instruction) -> Exec<'b> {
        Exec {
            st: &mut *self.st,
            inst,
            at: self.at,
            align16: self.align16,
            fmode: self.fmode,
        }
    }
}

/// Execute one non-control-flow, non-send instruction with the reference evaluator.
pub(crate) fn execute_alu(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let op = x.inst.opcode;
    let dom = writeback::domain(x.inst);
    match op {
        Opcode::Mov => x.map(|x, i| x.src(0, i)),
        Opcode::Movi => {
            let inst = super::vector::movi_operands(x.inst);
            x.with(&inst).map(|x, i| x.src(0, i))
        }
        Opcode::Smov => super::oracle_forms::smov(x),
        Opcode::Sel => sel(x, dom),
        Opcode::Cmp => cmp(x, dom, false),
        Opcode::Cmpn => cmp(x, dom, true),
        Opcode::Csel => csel(x),
        Opcode::Not | Opcode::And | Opcode::Or | Opcode::Xor => {
            if dom != Domain::Int {
                return Err(x.invalid(invalid::LOGIC_ON_FLOAT));
            }
            x.map(|x, i| {
                let a = x.src_logic(0, i)?.int();
                let b = if op == Opcode::Not {
                    0
                } else {
                    x.src_logic(1, i)?.int()
                };
                Ok(Val::I(logic::logic_lane(op, a, b)))
            })
        }
        Opcode::Shl | Opcode::Shr | Opcode::Asr | Opcode::Ror | Opcode::Rol => {
            if dom != Domain::Int {
                return Err(x.invalid(invalid::SHIFT_ON_FLOAT));
            }
            let bits = logic::shift_bits(x.inst);
            x.map(|x, i| {
                let (a, b) = (x.src(0, i)?.int(), x.src(1, i)?.int());
                Ok(Val::I(logic::shift_lane(op, bits, a, b)))
            })
        }
        op if bits::is_bits(op) => bits_op(x, op, dom),
        Opcode::Add | Opcode::Mul | Opcode::Avg | Opcode::Mad | Opcode::Lrp => arith_op(x, op, dom),
        Opcode::Frc | Opcode::Rndu | Opcode::Rndd | Opcode::Rnde | Opcode::Rndz => {
            if !dom.is_float() {
                return Err(x.invalid(invalid::types(op, dom, "floats only")));
            }
            let rm = x.fmode.rm;
            x.map(|x, i| Ok(Val::F(arith::round_lane(op, dom, rm, x.src(0, i)?.float()))))
        }
        Opcode::Mac | Opcode::Madm if dom.is_float() || op == Opcode::Madm => {
            super::oracle_forms::float_mac(x, dom)
        }
        op if accum::is_accum(op) => accum_op(x, dom),
        Opcode::Sad2 | Opcode::Sada2 => super::oracle_forms::sad2(x, dom),
        op if super::vector::is_dot(op) => super::oracle_forms::dot(x, dom),
        Opcode::Line | Opcode::Pln => super::oracle_forms::plane(x, dom),
        Opcode::Math => math_op(x, dom),
        Opcode::Nop => Ok(()),
        op => Err(x.invalid(invalid::not_alu(op))),
    }
}

/// The bit operations (`bfrev`, `bfe`, `bfi1`, `bfi2`, `lzd`, `fbh`, `fbl`, `cbit`), integers
/// of up to 32 bits only.
fn bits_op(x: &mut Exec<'_>, op: Opcode, dom: Domain) -> Result<(), ExecError> {
    if dom != Domain::Int || writeback::int_width(x.inst) > 4 {
        return Err(x.invalid(invalid::bits(op, dom)));
    }
    let signed = |k: usize| x.inst.srcs[k].is_some_and(|s| s.ty.is_signed_int());
    let (signed, vsigned) = (signed(0), signed(2));
    let n = bits::sources(op);
    x.map(|x, i| {
        let mut v = [0u32; 3];
        for (k, slot) in v.iter_mut().enumerate().take(n) {
            *slot = x.src_logic(k, i)?.int() as u32;
        }
        Ok(Val::I(bits::lane(op, signed, vsigned, v[0], v[1], v[2])))
    })
}

/// `add`, `mul`, `avg`, `mad` and `lrp`, on integers or floats.
fn arith_op(x: &mut Exec<'_>, op: Opcode, dom: Domain) -> Result<(), ExecError> {
    let rm = x.fmode.rm;
    if let Some(why) = arith::invalid_form(op, dom) {
        return Err(x.invalid(why));
    }
    let fmode = x.fmode;
    x.map(|x, i| {
        let (a, b) = (x.src(0, i)?, x.src(1, i)?);
        if !dom.is_float() {
            let c = if op == Opcode::Mad {
                x.src(2, i)?.int()
            } else {
                0
            };
            return Ok(Val::I(arith::int_lane(op, a.int(), b.int(), c)));
        }
        let c = if arith::three_sources(op) {
            x.src(2, i)?.float()
        } else {
            0.0
        };
        let r = arith::float_lane(op, dom, rm, a.float(), b.float(), c);
        Ok(Val::F(writeback::flush_dom(fmode, r, dom)))
    })
}

fn accum_op(x: &mut Exec<'_>, dom: Domain) -> Result<(), ExecError> {
    let op = x.inst.opcode;
    if dom != Domain::Int {
        return Err(x.invalid(invalid::types(op, dom, "integers only")));
    }
    let b_signed = x.inst.srcs[1].is_some_and(|s| s.ty.is_signed_int());
    let mask = x.mask()?;
    let mut res = [Val::I(0); 32];
    let mut acc = [0i128; 32];
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let a = x.src(0, i)?.int();
        let b = x.src(1, i)?.int();
        let old = writeback::read_acc(x.st, i).int();
        let (r, new_acc) = accum::lane(op, b_signed, a, b, old);
        res[i as usize] = Val::I(r);
        acc[i as usize] = new_acc;
    }
    let inst = isa::Instruction {
        acc_wr_en: false,
        ..x.inst.clone()
    };
    let mut y = x.with(&inst);
    y.write_results(mask, &res)?;
    if accum::writes_acc(op, x.inst.acc_wr_en) {
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            writeback::write_acc(x.st, i, Val::I(acc[i as usize]));
        }
    }
    Ok(())
}

fn cmp(x: &mut Exec<'_>, dom: Domain, nan_aware: bool) -> Result<(), ExecError> {
    let Some(cm) = x.inst.cond_mod else {
        return Err(x.invalid("cmp without a conditional modifier"));
    };
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
        if compare::compare_n(cm.kind, a, b, nan_aware) {
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
    writeback::write_flags(x.st, x.at, cm.flag.reg, cm.flag.subreg, mask, flags)
}

fn sel(x: &mut Exec<'_>, dom: Domain) -> Result<(), ExecError> {
    let enabled = x.enabled();
    let mut res = [Val::I(0); 32];
    let as_dom = |v: Val| if dom.is_float() { Val::F(v.float()) } else { v };
    if let Some(cm) = x.inst.cond_mod {
        if x.inst.predicate.is_some() {
            return Err(x.invalid(invalid::SEL_PRED_AND_CMOD));
        }
        let mut m = enabled;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            let (a, b) = (as_dom(x.src(0, i)?), as_dom(x.src(1, i)?));
            res[i as usize] = if compare::select_cond(cm.kind, a, b) {
                a
            } else {
                b
            };
        }
        // sel's conditional modifier selects; it does not update the flag.
        let inst = isa::Instruction {
            cond_mod: None,
            ..x.inst.clone()
        };
        return x.with(&inst).write_results(enabled, &res);
    }
    let pred = x.predicate()?;
    let mut m = enabled;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let k = if pred & (1 << i) != 0 { 0 } else { 1 };
        res[i as usize] = as_dom(x.src(k, i)?);
    }
    x.write_results(enabled, &res)
}

fn csel(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let Some(cm) = x.inst.cond_mod else {
        return Err(x.invalid("csel without a conditional modifier"));
    };
    let mask = x.mask()?;
    let mut res = [Val::I(0); 32];
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let k = if compare::csel_cond(cm.kind, x.src(2, i)?) {
            0
        } else {
            1
        };
        res[i as usize] = x.src(k, i)?;
    }
    let inst = isa::Instruction {
        cond_mod: None,
        ..x.inst.clone()
    };
    x.with(&inst).write_results(mask, &res)
}

fn math_op(x: &mut Exec<'_>, dom: Domain) -> Result<(), ExecError> {
    let Some(func) = x.inst.math_fn else {
        return Err(x.invalid("math without a function"));
    };
    match func {
        MathFunction::IntDivQuotient | MathFunction::IntDivRemainder => {
            if dom != Domain::Int || writeback::int_width(x.inst) > 4 {
                return Err(x.invalid(invalid::INT_DIV_TYPES));
            }
            let signed = x.inst.srcs[..2]
                .iter()
                .flatten()
                .any(|s| s.ty.is_signed_int());
            x.map(|x, i| {
                let (a, b) = (x.src(0, i)?.int(), x.src(1, i)?.int());
                Ok(Val::I(math::int_div_lane(func, signed, a, b)))
            })
        }
        MathFunction::IntDivBoth => super::oracle_forms::int_div_both(x, dom),
        MathFunction::Invm | MathFunction::Rsqrtm => {
            let Some(cm) = x.inst.cond_mod else {
                return Err(x.invalid("invm/rsqtm without an early-out flag"));
            };
            let inst = math::linearised(x.inst);
            let mut y = x.with(&inst);
            y.align16 = false;
            let dom = writeback::domain(&inst);
            if !matches!(dom, Domain::F | Domain::Df) {
                return Err(y.invalid(invalid::math_types(func, dom)));
            }
            let mask = y.mask()?;
            y.map(|y, i| {
                let a = y.src(0, i)?.float();
                let b = if func == MathFunction::Invm {
                    y.src(1, i)?.float()
                } else {
                    0.0
                };
                Ok(Val::F(math::ieee_lane(func, dom, a, b)))
            })?;
            writeback::write_flags(y.st, y.at, cm.flag.reg, cm.flag.subreg, mask, mask)
        }
        _ => {
            if dom == Domain::Int {
                return Err(x.invalid(invalid::math_types(func, dom)));
            }
            let (rm, fmode) = (x.fmode.rm, x.fmode);
            x.map(|x, i| {
                let a = x.src(0, i)?.float();
                if !math::float_supported(func) {
                    return Err(x.invalid(format!("math function {func:?}")));
                }
                let b = if math::float_two_sources(func) {
                    x.src(1, i)?.float()
                } else {
                    0.0
                };
                let r = math::float_lane(func, dom, rm, a, b);
                Ok(Val::F(writeback::flush_dom(fmode, r, dom)))
            })
        }
    }
}
