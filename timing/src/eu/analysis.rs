//! Per-instruction analysis for the EU's thread arbiter: what an instruction reads and writes and
//! what it costs, once per kernel where the thread's state does not change it, and the
//! candidate summary of a thread's next instruction.

use super::scoreboard::check_list;
use super::{
    access_depends_on_state, cost, reg_access, send_lengths, Cost, EuTimingConfig, Pipe,
    PipeChoice, Producer, RegAccess,
};
use eu_model::ThreadState;
use isa::ExecClass;

/// What the timing model needs of an instruction whose register accesses do not depend on
/// the thread's state, computed once per kernel.
pub struct Analysed {
    /// The registers it reads and writes.
    pub acc: RegAccess,
    /// Its pipe, occupancy and latency.
    pub cost: Cost,
    /// The scoreboard entries its issue waits for ([`super::scoreboard::check_list`]).
    pub check: Box<[u8]>,
}

/// The timing record of one instruction of a kernel, computed once per kernel: the issue
/// loop reads this compact record instead of the decoded instruction.
pub struct InstTiming {
    /// Its register accesses and cost, when the thread's state does not change them.
    pub fixed: Option<Analysed>,
    /// Its execution class.
    pub class: ExecClass,
    /// Channels it covers (exec size shifted by the channel offset).
    pub window: u32,
    /// Channels in `window` (its SIMD slots).
    pub slots: u8,
    /// `(W)`: runs on every channel of the window.
    pub no_mask: bool,
    /// `{NoDDChk}`: its destinations are not checked.
    pub no_dd_chk: bool,
    /// Bytes it takes in the instruction stream (8 compacted, else 16).
    pub bytes: u8,
    /// Its trace span name ([`span_name`]).
    pub name: &'static str,
}

/// Analyses every instruction of `code`: its [`InstTiming`], with the register accesses and
/// cost of those that can be analysed ahead of time.
pub fn analyse(code: &eu_model::Kernel, cfg: &EuTimingConfig) -> Vec<InstTiming> {
    let blank = ThreadState::new(eu_model::ThreadId(0), 8, 0);
    code.instructions()
        .iter()
        .map(|inst| {
            let fixed = (!access_depends_on_state(inst)).then(|| {
                let payload = if inst.opcode.class() == ExecClass::Send {
                    let (m, x, _) = send_lengths(inst, &blank);
                    u32::from(m) + u32::from(x)
                } else {
                    0
                };
                let acc = reg_access(inst, &blank);
                Analysed {
                    check: check_list(&acc, inst.no_dd_chk),
                    acc,
                    cost: cost(inst, cfg, payload),
                }
            });
            let exec = u32::from(inst.exec_size.min(32));
            let window = if exec >= 32 {
                u32::MAX
            } else {
                ((1u32 << exec) - 1) << u32::from(inst.chan_offset % 32)
            };
            InstTiming {
                fixed,
                class: inst.opcode.class(),
                window,
                slots: window.count_ones() as u8,
                no_mask: inst.no_mask,
                no_dd_chk: inst.no_dd_chk,
                bytes: if inst.compacted { 8 } else { 16 },
                name: span_name(inst),
            }
        })
        .collect()
}

/// The next instruction of a thread, analysed once when it becomes the thread's next: what
/// its issue needs that the kernel's hot record ([`super::InstHot`]) does not hold, in 32
/// bytes (its ready cycle is the arbiter's [`super::CandSummary`]; the cycle the thread
/// could have issued is its next-issue cycle, unchanged until it issues).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    /// Cycle the instruction-cache fetch delivered it (0 without a cache).
    pub fetch_ready: u64,
    /// Cycle its registers were ready.
    pub dep_ready: u64,
    /// Cycles it occupies its pipe ([`Cost::occupancy`]).
    pub occupancy: u32,
    /// Cycles until its destination is ready ([`Cost::latency`]).
    pub latency: u32,
    /// Index of the instruction in the kernel (`u32::MAX`: no instruction at the IP).
    pub index: u32,
    /// Pipes that can take it.
    pub pipe: PipeChoice,
    /// Its register accesses are the thread's `dyn_acc` (else the kernel's analysis).
    pub dynamic: bool,
    /// Who produced the last of its registers to be ready.
    pub dep_producer: Producer,
}

// half a cache line: the thread's hot fields share one line ([`Candidate`])
const _: () = assert!(std::mem::size_of::<Option<Candidate>>() == 32);

impl Candidate {
    /// A candidate of cost `cost`.
    #[inline]
    pub fn new(cost: Cost, index: u32, dynamic: bool) -> Self {
        Candidate {
            fetch_ready: 0,
            dep_ready: 0,
            occupancy: cost.occupancy,
            latency: cost.latency,
            index,
            pipe: cost.pipe,
            dynamic,
            dep_producer: Producer::Pipe,
        }
    }

    /// Its index in the kernel, for slices (none there for `u32::MAX`: a kernel's
    /// instructions take at least 8 of its 2^32 bytes each).
    #[inline]
    pub fn at(&self) -> usize {
        usize::try_from(self.index).unwrap_or(usize::MAX)
    }
}

/// A trace span's name: the mnemonic, with the function for extended math (`math.inv`).
#[inline]
pub fn span_name(inst: &isa::Instruction) -> &'static str {
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
#[inline]
pub fn pipe_name(pipe: Option<Pipe>) -> &'static str {
    match pipe {
        Some(Pipe::Fpu0) => "FPU0",
        Some(Pipe::Fpu1) => "FPU1",
        Some(Pipe::Branch) => "branch",
        Some(Pipe::Send) => "send",
        None => "none",
    }
}
