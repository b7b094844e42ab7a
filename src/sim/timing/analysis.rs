//! Per-instruction analysis for the issue arbiter: what an instruction reads and writes and
//! what it costs, once per kernel where the thread's state does not change it, and the
//! candidate summary of a thread's next instruction.

use eu_model::ThreadState;
use isa::ExecClass;
use timing::eu::{
    access_depends_on_state, cost, reg_access, send_lengths, Cost, EuTimingConfig, Pipe, Producer,
    RegAccess,
};

/// What the timing model needs of an instruction whose register accesses do not depend on
/// the thread's state, computed once per kernel.
pub(super) struct Analysed {
    pub(super) acc: RegAccess,
    pub(super) cost: Cost,
}

/// Analyses every instruction of `code` that can be analysed ahead of time.
pub(super) fn analyse(code: &eu_model::Kernel, cfg: &EuTimingConfig) -> Vec<Option<Analysed>> {
    let blank = ThreadState::new(eu_model::ThreadId(0), 8, 0);
    code.instructions()
        .iter()
        .map(|inst| {
            if access_depends_on_state(inst) {
                return None;
            }
            let payload = if inst.opcode.class() == ExecClass::Send {
                let (m, x, _) = send_lengths(inst, &blank);
                u32::from(m) + u32::from(x)
            } else {
                0
            };
            Some(Analysed {
                acc: reg_access(inst, &blank),
                cost: cost(inst, cfg, payload),
            })
        })
        .collect()
}

/// The next instruction of a thread, analysed once when it becomes the thread's next.
pub(super) struct Candidate {
    /// Its register accesses are the thread's `dyn_acc` (else the kernel's analysis).
    pub(super) dynamic: bool,
    pub(super) cost: Cost,
    pub(super) class: ExecClass,
    /// First cycle its operands allow it to issue (not counting pipes).
    pub(super) ready: u64,
    /// Cycle the thread could have issued had the registers been ready.
    pub(super) base: u64,
    /// Cycle the instruction-cache fetch delivered it (0 without a cache).
    pub(super) fetch_ready: u64,
    /// Cycle its registers were ready and who produced the last one.
    pub(super) dep_ready: u64,
    pub(super) dep_producer: Producer,
    /// Channels the instruction covers (exec size shifted by the channel offset).
    pub(super) window: u32,
    /// `(W)`: runs on every channel of the window.
    pub(super) no_mask: bool,
    /// Index of the instruction in the kernel (`usize::MAX`: no instruction at the IP).
    pub(super) index: usize,
}

/// A trace span's name: the mnemonic, with the function for extended math (`math.inv`).
pub(super) fn span_name(inst: &isa::Instruction) -> &'static str {
    use isa::MathFunction as M;
    match inst.math_fn {
        None => inst.opcode.mnemonic(),
        Some(f) => match f {
            M::Inv => "math.inv",
            M::Log => "math.log",
            M::Exp => "math.exp",
            M::Sqrt => "math.sqt",
            M::Rsqrt => "math.rsqt",
            M::Sin => "math.sin",
            M::Cos => "math.cos",
            M::Fdiv => "math.fdiv",
            M::Pow => "math.pow",
            M::IntDivBoth => "math.idiv",
            M::IntDivQuotient => "math.iqot",
            M::IntDivRemainder => "math.irem",
            M::Invm => "math.invm",
            M::Rsqrtm => "math.rsqtm",
        },
    }
}

/// A pipe's name in traces.
pub(super) fn pipe_name(pipe: Option<Pipe>) -> &'static str {
    match pipe {
        Some(Pipe::Fpu0) => "FPU0",
        Some(Pipe::Fpu1) => "FPU1",
        Some(Pipe::Branch) => "branch",
        Some(Pipe::Send) => "send",
        None => "none",
    }
}
