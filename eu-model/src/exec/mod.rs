//! Instruction semantics, one module per opcode family, on top of a shared per-channel driver
//! ([`Exec`]): execution mask, predication, source reads with modifiers, destination writes
//! with saturation and type conversion, conditional modifiers, accumulator write-back.

mod accum;
mod arith;
mod bits;
mod compare;
pub(crate) mod control;
mod dot;
pub(crate) mod fast;
mod fops;
mod logic;
mod math;
mod mov;
pub(crate) mod send;

use isa::{AccessMode, CondModKind, DataType, Instruction, Opcode, PredCtrl, Source, SourceKind};

use crate::error::ExecError;
use crate::operand::{self, At};
use crate::state::ThreadState;
use crate::value::{self, Domain, FloatMode, Val};

/// Everything an opcode implementation needs while executing one instruction.
pub(crate) struct Exec<'a> {
    pub st: &'a mut ThreadState,
    pub inst: &'a Instruction,
    pub at: At,
    pub align16: bool,
    pub fmode: FloatMode,
}

/// Mask of the low `n` bits.
pub(crate) fn low_mask(n: u32) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

impl<'a> Exec<'a> {
    pub fn new(st: &'a mut ThreadState, inst: &'a Instruction, ip: u32) -> Exec<'a> {
        let fmode = FloatMode {
            rm: st.rounding_mode(),
            denorm_hf: st.denorms_retained(2),
            denorm_f: st.denorms_retained(4),
            denorm_df: st.denorms_retained(8),
        };
        Exec {
            at: At {
                ip,
                chan_offset: inst.chan_offset as u32,
            },
            align16: inst.access_mode == AccessMode::Align16,
            st,
            inst,
            fmode,
        }
    }

    pub fn unimpl(&self, what: impl Into<String>) -> ExecError {
        self.at.unimpl(self.st, what)
    }

    pub fn invalid(&self, what: impl Into<String>) -> ExecError {
        self.at.invalid(self.st, what)
    }

    /// Number of channels.
    pub fn n(&self) -> u32 {
        self.inst.exec_size as u32
    }

    /// Channels enabled by control flow and dispatch (instruction-relative), ignoring the
    /// predicate; all channels for NoMask.
    pub fn enabled(&self) -> u32 {
        let full = low_mask(self.n());
        if self.inst.no_mask {
            full
        } else {
            (self.st.active_mask() >> self.at.chan_offset) & full
        }
    }

    /// Predicate value per channel (instruction-relative); all ones without a predicate.
    pub fn predicate(&self) -> Result<u32, ExecError> {
        let Some(p) = self.inst.predicate else {
            return Ok(low_mask(self.n()));
        };
        let flag = self.st.flag(p.flag.reg as usize);
        let base = p.flag.subreg as u32 * 16;
        if p.ctrl == PredCtrl::Normal && base + self.at.chan_offset + self.n() <= 32 {
            let full = low_mask(self.n());
            let bits = (flag >> (base + self.at.chan_offset)) & full;
            return Ok(if p.invert { !bits & full } else { bits });
        }
        // Align16 replicate: every channel of a 4-channel group reads the flag bit of one
        // component of that group.
        let replicate = match p.ctrl {
            PredCtrl::X => Some(0),
            PredCtrl::Y => Some(1),
            PredCtrl::Z => Some(2),
            PredCtrl::W => Some(3),
            _ => None,
        };
        if let Some(comp) = replicate {
            let mut out = 0u32;
            for i in 0..self.n() {
                let c = self.at.chan_offset + i;
                let bit = base + (c & !3) + comp;
                if bit >= 32 {
                    return Err(self.unimpl(format!("predicate reads flag bit {bit}")));
                }
                if ((flag >> bit) & 1 != 0) != p.invert {
                    out |= 1 << i;
                }
            }
            return Ok(out);
        }
        let group = match p.ctrl {
            PredCtrl::Normal => 1,
            PredCtrl::Align16Any4h | PredCtrl::Align16All4h => 4,
            PredCtrl::Any2h | PredCtrl::All2h => 2,
            PredCtrl::Any4h | PredCtrl::All4h => 4,
            PredCtrl::Any8h | PredCtrl::All8h => 8,
            PredCtrl::Any16h | PredCtrl::All16h => 16,
            PredCtrl::Any32h | PredCtrl::All32h => 32,
            other => {
                return Err(self.unimpl(format!("predicate control {other:?}")));
            }
        };
        let all = matches!(
            p.ctrl,
            PredCtrl::Align16All4h
                | PredCtrl::All2h
                | PredCtrl::All4h
                | PredCtrl::All8h
                | PredCtrl::All16h
                | PredCtrl::All32h
        );
        let mut out = 0u32;
        for i in 0..self.n() {
            let c = self.at.chan_offset + i;
            let start = base + (c / group) * group;
            if start + group > 32 {
                return Err(self.unimpl(format!(
                    "predicate reads flag bit {} beyond f{}",
                    start + group - 1,
                    p.flag.reg
                )));
            }
            let bits = (flag >> start) & low_mask(group);
            let v = if all {
                bits == low_mask(group)
            } else {
                bits != 0
            };
            if v != p.invert {
                out |= 1 << i;
            }
        }
        Ok(out)
    }

    /// Channels that execute: enabled and predicate true.
    pub fn mask(&self) -> Result<u32, ExecError> {
        Ok(self.enabled() & self.predicate()?)
    }

    /// Source operand `k`, or an error naming it.
    pub fn src_op(&self, k: usize) -> Result<&'a Source, ExecError> {
        let inst: &'a Instruction = self.inst;
        inst.srcs[k]
            .as_ref()
            .ok_or_else(|| self.invalid(format!("missing src{k}")))
    }

    /// The element of a packed-vector immediate (`:v`/`:uv` of 4-bit words, `:vf` of 8-bit
    /// floats) that channel `i` reads. The hardware lines the vector's elements up with the
    /// destination's word (`v`/`uv`) or dword (`vf`) positions, so a DWord destination reads
    /// every other nibble: IGC encodes the offsets [0, 4] of `add (2) r:ud r:uw 0x400:uv` that
    /// way (tests/corpus ordinary_atomics).
    fn imm_vec_index(&self, s: &Source, i: u32) -> u32 {
        let unit = match (s.kind, s.ty) {
            (SourceKind::Imm(_), DataType::V | DataType::Uv) => 2,
            (SourceKind::Imm(_), DataType::Vf) => 4,
            _ => return i,
        };
        match self.inst.dst {
            Some(d) => i * (d.ty.size_bytes() * u32::from(d.hstride.max(1)) / unit).max(1),
            None => i,
        }
    }

    /// Source value with the arithmetic modifiers (`(abs)` then `-`) applied, and float
    /// denormals flushed when cr0 says so.
    pub fn src(&self, k: usize, i: u32) -> Result<Val, ExecError> {
        let s = self.src_op(k)?;
        let v = operand::read_src(self.st, self.at, s, self.align16, self.imm_vec_index(s, i))?;
        Ok(match arith_mods(v, s) {
            Val::F(f) => Val::F(self.flush_dom(f, Domain::of(s.ty))),
            other => other,
        })
    }

    /// Source value with the logic modifier (`~` = bitwise not) applied.
    pub fn src_logic(&self, k: usize, i: u32) -> Result<Val, ExecError> {
        let s = self.src_op(k)?;
        let v = operand::read_src(self.st, self.at, s, self.align16, self.imm_vec_index(s, i))?;
        Ok(match v {
            Val::I(x) if s.negate => Val::I(!x),
            other => other,
        })
    }

    /// Execution domain from the source types.
    pub fn domain(&self) -> Domain {
        let mut d = Domain::Int;
        for s in self.inst.srcs.iter().flatten() {
            d = d.join(Domain::of(s.ty));
        }
        // Mixed float mode: half sources with a float destination compute in float (IGC
        // relies on it for `add (8) r:f r:hf r:hf`, whose exact float sum it stores).
        if d == Domain::Hf && self.inst.dst.is_some_and(|t| t.ty == DataType::F) {
            d = Domain::F;
        }
        d
    }

    /// Integer execution width in bytes: the widest source type, at least a word.
    pub fn int_width(&self) -> u32 {
        let mut w = 2;
        for s in self.inst.srcs.iter().flatten() {
            let sz = match s.ty {
                DataType::V | DataType::Uv => 2,
                t => t.size_bytes(),
            };
            w = w.max(sz);
        }
        w
    }

    /// Flush float denormals of the given domain when cr0 does not retain them.
    pub fn flush_dom(&self, f: f64, dom: Domain) -> f64 {
        let keep = match dom {
            Domain::Hf => self.fmode.denorm_hf,
            Domain::F => self.fmode.denorm_f,
            Domain::Df => self.fmode.denorm_df,
            Domain::Int => true,
        };
        if keep {
            return f;
        }
        match dom {
            Domain::F
                if (f as f32).is_subnormal()
                    || (f != 0.0 && f.abs() < f32::MIN_POSITIVE as f64) =>
            {
                0.0f64.copysign(f)
            }
            Domain::Df if f.is_subnormal() => 0.0f64.copysign(f),
            Domain::Hf if f != 0.0 && f.abs() < 2f64.powi(-14) => 0.0f64.copysign(f),
            _ => f,
        }
    }

    /// Write the results of the channels in `mask`: destination (converted, saturated),
    /// conditional-modifier flags and, with AccWrEn, the accumulator.
    pub fn write_results(&mut self, mask: u32, res: &[Val; 32]) -> Result<(), ExecError> {
        let inst = self.inst;
        let Some(dst) = inst.dst.as_ref() else {
            return Err(self.invalid("missing destination"));
        };
        let size = dst.ty.size_bytes();
        let mut flag_set = 0u32;
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            let r = res[i as usize];
            let bits = value::encode(r, dst.ty, inst.saturate, self.fmode);
            if let Some(cm) = inst.cond_mod {
                if cond_true(cm.kind, r, bits, dst.ty) {
                    flag_set |= 1 << i;
                }
            }
            if let Some(loc) = operand::dst_loc(self.st, self.at, dst, self.align16, i)? {
                // The accumulator keeps the unconverted result (saturated when `.sat`).
                let full = if inst.saturate {
                    value::decode(bits, dst.ty)
                } else {
                    r
                };
                operand::store(self.st, &loc, size, bits, full);
            }
            if inst.acc_wr_en && !matches!(dst_loc_kind(dst), DstKind::Acc) {
                self.write_acc(i, r);
            }
        }
        if let Some(cm) = inst.cond_mod {
            self.write_flags(cm.flag.reg, cm.flag.subreg, mask, flag_set)?;
        }
        Ok(())
    }

    /// Write accumulator element `i` (instruction-relative) with a full-precision value.
    pub fn write_acc(&mut self, i: u32, v: Val) {
        if (i as usize) < crate::state::ACC_LANES {
            self.st.acc[i as usize] = match v {
                Val::I(x) => crate::state::AccLane::Int(x),
                Val::F(f) => crate::state::AccLane::Float(f),
            };
        }
    }

    /// Read accumulator element `i` as a full-precision value.
    pub fn read_acc(&self, i: u32) -> Val {
        match self.st.acc.get(i as usize) {
            Some(crate::state::AccLane::Float(f)) => Val::F(*f),
            Some(crate::state::AccLane::Int(x)) => Val::I(*x),
            None => Val::I(0),
        }
    }

    /// Update flag bits of channels in `mask` (instruction-relative) to `values`.
    pub fn write_flags(
        &mut self,
        reg: u8,
        subreg: u8,
        mask: u32,
        values: u32,
    ) -> Result<(), ExecError> {
        let shift = subreg as u32 * 16 + self.at.chan_offset;
        if mask == 0 {
            return Ok(());
        }
        let top = 32 - mask.leading_zeros();
        if shift + top > 32 {
            return Err(self.unimpl(format!(
                "flag write beyond f{reg} (bit {})",
                shift + top - 1
            )));
        }
        let old = self.st.flag(reg as usize);
        let m = mask << shift;
        let new = (old & !m) | ((values << shift) & m);
        self.st.set_flag(reg as usize, new);
        Ok(())
    }

    /// Run `f` for every executing channel and write the results.
    pub fn map(
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
}

enum DstKind {
    Acc,
    Other,
}

fn dst_loc_kind(dst: &isa::Destination) -> DstKind {
    match dst.addressing {
        isa::Addressing::Direct {
            reg: isa::Register::Arf(isa::ArfReg::Acc(_)),
            ..
        } => DstKind::Acc,
        _ => DstKind::Other,
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

/// Execute one non-control-flow, non-send instruction.
pub(crate) fn execute_alu(x: &mut Exec<'_>) -> Result<(), ExecError> {
    match x.inst.opcode {
        Opcode::Mov => mov::mov(x),
        Opcode::Movi => mov::movi(x),
        Opcode::Sel => compare::sel(x),
        Opcode::Cmp => compare::cmp(x, false),
        Opcode::Cmpn => compare::cmp(x, true),
        Opcode::Csel => compare::csel(x),
        Opcode::Not | Opcode::And | Opcode::Or | Opcode::Xor => logic::logic(x),
        Opcode::Shl | Opcode::Shr | Opcode::Asr => logic::shift(x),
        Opcode::Bfrev
        | Opcode::Bfe
        | Opcode::Bfi1
        | Opcode::Bfi2
        | Opcode::Lzd
        | Opcode::Fbh
        | Opcode::Fbl
        | Opcode::Cbit => bits::bits(x),
        Opcode::Add | Opcode::Mul | Opcode::Avg | Opcode::Mad | Opcode::Lrp => arith::arith(x),
        Opcode::Frc | Opcode::Rndu | Opcode::Rndd | Opcode::Rnde | Opcode::Rndz => arith::round(x),
        Opcode::Mac | Opcode::Mach | Opcode::Addc | Opcode::Subb | Opcode::Sad2 | Opcode::Sada2 => {
            accum::accum(x)
        }
        Opcode::Dp4 | Opcode::Dph | Opcode::Dp3 | Opcode::Dp2 | Opcode::Line | Opcode::Pln => {
            dot::dot(x)
        }
        Opcode::Math => math::math(x),
        Opcode::Nop => Ok(()),
        op => Err(x.unimpl(format!("opcode {}", op.mnemonic()))),
    }
}
