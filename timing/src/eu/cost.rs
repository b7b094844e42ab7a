//! Which pipe an instruction issues to, how long it occupies it and when its result is ready.
//! The pipe choice follows the opcode table's [`ExecClass`] (one source of truth).

use isa::{
    AccessMode, Addressing, ArfReg, DataType, ExecClass, Instruction, MathFunction, Opcode,
    Register, SourceKind, VStride,
};

use super::config::EuTimingConfig;

/// An issue port of the EU (whitepaper: 2 FPUs, a branch unit and a send unit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pipe {
    /// FPU0: ALU work, plus the only pipe for extended math and 64-bit operations.
    Fpu0,
    /// FPU1: ALU work on types up to 32 bits.
    Fpu1,
    /// Branch unit: control flow.
    Branch,
    /// Send unit: messages to shared functions.
    Send,
}

impl Pipe {
    /// Index 0..4 (FPU0, FPU1, branch, send).
    pub fn index(self) -> usize {
        match self {
            Pipe::Fpu0 => 0,
            Pipe::Fpu1 => 1,
            Pipe::Branch => 2,
            Pipe::Send => 3,
        }
    }
}

/// Which pipes can take an instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PipeChoice {
    /// Either FPU (whichever is free first; FPU0 on a tie).
    AnyFpu,
    /// Only this pipe.
    Only(Pipe),
    /// No pipe (`nop`, `wait`): the instruction only takes the thread's issue slot.
    None,
}

/// The timing cost of one instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cost {
    /// Pipes that can take it.
    pub pipe: PipeChoice,
    /// Cycles the pipe is occupied (at least 1 when a pipe is used).
    pub occupancy: u32,
    /// Cycles from issue until the destination is ready (for sends: until the message has
    /// left the send unit; the shared function's completion is timed separately).
    pub latency: u32,
}

/// Size in bytes of the widest operand type (the execution type for occupancy purposes).
fn widest_type(inst: &Instruction) -> u32 {
    let d = inst.dst.map_or(0, |d| d.ty.size_bytes());
    inst.srcs
        .iter()
        .flatten()
        .filter(|s| !matches!(s.kind, SourceKind::Imm(_)) || s.ty.size_bytes() == 8)
        .map(|s| s.ty.size_bytes())
        .fold(d, u32::max)
        .max(1)
}

/// Register-file bytes between consecutive channels of an accumulator operand of type `ty`:
/// integer accumulator channels are twice the type wide (Mesa `brw_ir_performance.cpp`,
/// `accum_reg_of_channel`: an integer channel's accumulator offset is twice its type size on
/// Gen7+), so a `:d`/`:ud` accumulator operand moves 8 bytes a channel.
fn acc_pitch(ty: DataType) -> u32 {
    if ty.is_float() {
        ty.size_bytes()
    } else {
        2 * ty.size_bytes()
    }
}

fn is_acc(reg: Register) -> bool {
    matches!(reg, Register::Arf(ArfReg::Acc(_)))
}

/// The largest distance in bytes between consecutive channels' elements over the operands of
/// an Align1 instruction (0 for scalars and immediates): a destination `<2>:ud` or a source
/// `<2;1,0>:ud` (the low halves of 64-bit values) moves 8 bytes a channel, like a 64-bit
/// operand, and an integer accumulator operand (explicit, `{AccWrEn}` or the implicit one of
/// `mac`/`mach`) moves 8 bytes a channel too.
fn operand_pitch(inst: &Instruction) -> u32 {
    if inst.access_mode == AccessMode::Align16 {
        return 0;
    }
    let mut pitch = 0;
    if let Some(d) = inst.dst {
        pitch = match d.addressing {
            Addressing::Direct { reg, .. } if is_acc(reg) => acc_pitch(d.ty),
            _ => u32::from(d.hstride.max(1)) * d.ty.size_bytes(),
        };
        if inst.acc_wr_en || matches!(inst.opcode, Opcode::Mac | Opcode::Mach) {
            pitch = pitch.max(acc_pitch(d.ty));
        }
    }
    for s in inst.srcs.iter().flatten() {
        let SourceKind::Reg {
            addressing: Addressing::Direct { reg, .. },
            region,
            ..
        } = s.kind
        else {
            continue;
        };
        let size = s.ty.size_bytes();
        let p = if is_acc(reg) {
            acc_pitch(s.ty)
        } else if region.width > 1 || inst.exec_size <= 1 {
            u32::from(region.hstride) * size
        } else {
            // one element per row: consecutive channels are a vertical stride apart
            match region.vstride {
                VStride::Elements(v) => u32::from(v) * size,
                VStride::VxH => 0,
            }
        };
        pitch = pitch.max(p);
    }
    pitch
}

fn has_indirect_source(inst: &Instruction) -> bool {
    inst.srcs.iter().flatten().any(|s| {
        matches!(
            s.kind,
            SourceKind::Reg {
                addressing: isa::Addressing::Indirect { .. },
                ..
            }
        )
    })
}

/// GRF bank of a register (Mesa `brw_fs_bank_conflicts.cpp`): even/odd number, low/high half.
fn grf_bank(reg: u8) -> u8 {
    ((reg & 0x40) >> 5) | (reg & 1)
}

fn direct_grf(src: &Option<isa::Source>) -> Option<u8> {
    match src.as_ref()?.kind {
        SourceKind::Reg {
            addressing:
                isa::Addressing::Direct {
                    reg: isa::Register::Grf(r),
                    ..
                },
            ..
        } => Some(r),
        _ => None,
    }
}

/// Whether the second and third sources of a three-source instruction are different GRFs of
/// the same bank (they cannot be read in the same cycle).
pub fn ternary_bank_conflict(inst: &Instruction) -> bool {
    match (direct_grf(&inst.srcs[1]), direct_grf(&inst.srcs[2])) {
        (Some(a), Some(b)) => a != b && grf_bank(a) == grf_bank(b),
        _ => false,
    }
}

/// Whether `inst` is a 32 x 32-bit integer multiply (`mul`/`mad` whose first two sources are
/// both 32-bit integers), which takes `int_dword_mul_passes` passes (Mesa's rule: same-size
/// 32-bit integer sources; a `:d x :uw` multiply, the first half of IGC's `mul` + `mach`
/// pair, runs at the full rate).
pub fn dword_integer_multiply(inst: &Instruction) -> bool {
    if !inst.opcode.uses_multiplier() {
        return false;
    }
    let dword_int = |s: &Option<isa::Source>| {
        s.as_ref()
            .is_some_and(|s| !s.ty.is_float() && s.ty.size_bytes() == 4)
    };
    dword_int(&inst.srcs[0]) && dword_int(&inst.srcs[1])
}

/// The cost of `inst` under `cfg`; `payload_grfs` is a send's message length (both payloads).
pub fn cost(inst: &Instruction, cfg: &EuTimingConfig, payload_grfs: u32) -> Cost {
    let exec = u32::from(inst.exec_size.max(1));
    match inst.opcode.class() {
        ExecClass::Alu => {
            let size = widest_type(inst);
            // each FPU moves `fpu_bytes_per_cycle` of every operand a cycle: strided regions
            // and integer accumulator operands take the passes their bytes need
            let bytes = exec * size.max(operand_pitch(inst));
            let mut occupancy = bytes.div_ceil(cfg.fpu_bytes_per_cycle.max(1)).max(1);
            if ternary_bank_conflict(inst) {
                occupancy += exec.div_ceil(8) * cfg.ternary_bank_conflict_cycles;
            }
            if dword_integer_multiply(inst) {
                occupancy *= cfg.int_dword_mul_passes.max(1);
            }
            let wide = size >= 8;
            let mut latency = if wide {
                cfg.alu64_latency
            } else {
                cfg.alu_latency
            };
            if has_indirect_source(inst) {
                if cfg.shuffle_crossbar_cycles > 0 {
                    // a dedicated crossbar: one issue cycle per destination GRF, fixed latency
                    occupancy = (exec * size).div_ceil(32).max(1);
                    latency = cfg.shuffle_crossbar_cycles;
                } else {
                    latency = latency.max(cfg.indirect_latency);
                }
            }
            Cost {
                pipe: if wide {
                    PipeChoice::Only(Pipe::Fpu0)
                } else {
                    PipeChoice::AnyFpu
                },
                occupancy,
                latency,
            }
        }
        ExecClass::ExtendedMath => {
            let size = widest_type(inst).max(4);
            let grfs = (exec * size).div_ceil(32).max(1);
            let latency = match inst.math_fn {
                Some(MathFunction::Pow | MathFunction::Fdiv) => cfg.math_pow_latency,
                Some(
                    MathFunction::IntDivBoth
                    | MathFunction::IntDivQuotient
                    | MathFunction::IntDivRemainder,
                ) => cfg.math_idiv_latency,
                _ => cfg.math_latency,
            };
            Cost {
                pipe: PipeChoice::Only(Pipe::Fpu0),
                occupancy: grfs * cfg.math_cycles_per_grf.max(1),
                latency,
            }
        }
        ExecClass::Send => Cost {
            pipe: PipeChoice::Only(Pipe::Send),
            occupancy: (payload_grfs * cfg.send_cycles_per_grf).max(1),
            latency: (payload_grfs * cfg.send_cycles_per_grf).max(1),
        },
        ExecClass::ControlFlow => Cost {
            pipe: PipeChoice::Only(Pipe::Branch),
            occupancy: 1,
            latency: cfg.control_flow_latency,
        },
        ExecClass::Nop | ExecClass::Wait | ExecClass::Illegal => Cost {
            pipe: PipeChoice::None,
            occupancy: 0,
            latency: 1,
        },
    }
    .with_opcode_fixups(inst.opcode)
}

impl Cost {
    fn with_opcode_fixups(self, op: Opcode) -> Cost {
        // `madm` is a math-macro step executed on the FPU (IEEE divide/sqrt sequences).
        if op == Opcode::Madm {
            return Cost {
                pipe: PipeChoice::Only(Pipe::Fpu0),
                ..self
            };
        }
        self
    }
}
