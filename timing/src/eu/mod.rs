//! The EU: its timing parameters, the cost class of each instruction (pipe, occupancy,
//! latency), the registers an instruction reads and writes, the per-thread scoreboard, the
//! software scoreboard of Gen12 (`swsb.rs`, chosen once per kernel), the per-instruction analysis of a thread's next instruction and the thread arbiter with its
//! pipes (`arbiter.rs`).
//!
//! The model (whitepaper issue structure, Mesa cost-model numbers; see [`EuTimingConfig`]):
//! each cycle an EU issues at most one instruction per pipe (FPU0, FPU1, branch, send) and at
//! most one per thread. An instruction issues when the registers it reads (and writes, unless
//! `{NoDDChk}`) are ready and a pipe that can take it is free; it then occupies the pipe for
//! [`Cost::occupancy`] cycles and its destination is ready [`Cost::latency`] cycles later (sends:
//! when the shared function completes).

mod analysis;
mod arbiter;
mod config;
mod cost;
mod hot;
mod operands;
mod scoreboard;
mod swsb;

pub use analysis::{analyse, pipe_name, span_name, Analysed, Candidate, InstTiming};
pub use arbiter::{code_pipe, eu_wake, fpu_class_of, fpu_pipe, pipe_code, CandSummary, EuState};
pub use config::EuTimingConfig;
pub use cost::{cost, ternary_bank_conflict, Cost, Pipe, PipeChoice};
pub use hot::{hot_records, InstHot};
pub use operands::{
    access_depends_on_state, reg_access, send_lengths, RegAccess, RegRanges, A0, ACC, ENTRIES,
    FLAG0, FLAG1,
};
pub use scoreboard::{Producer, Readiness, Scoreboard};
pub use swsb::{DepRecords, SwsbBoard, SwsbDep};

#[cfg(test)]
mod tests;
