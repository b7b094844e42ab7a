//! Per-instruction profile of a timed run (`eusim run --profile`): how often each instruction
//! issued, the pipe cycles it took and the cycles threads waited before issuing it, by reason.

use super::stats::StallCycles;
use serde::Serialize;
use std::fmt::Write;
use traces::StallReason;

/// Counts of one instruction, summed over every hardware thread.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct InstCounts {
    /// Times the instruction issued.
    pub executions: u64,
    /// Pipe cycles its issues occupied (at least 1 per issue).
    pub issue_cycles: u64,
    /// Cycles threads waited before issuing it (control flow: after it), by reason.
    pub stalls: StallCycles,
}

impl InstCounts {
    /// Adds `cycles` stalled for `reason`.
    pub fn add_stall(&mut self, reason: StallReason, cycles: u64) {
        let s = &mut self.stalls;
        match reason {
            StallReason::Dependency => s.dependency += cycles,
            StallReason::Memory => s.send_memory += cycles,
            StallReason::PipeBusy | StallReason::Arbitration => s.pipe_busy += cycles,
            StallReason::Barrier => s.barrier += cycles,
            StallReason::ControlFlow => s.control_flow += cycles,
            StallReason::Dispatch => s.dispatch += cycles,
            StallReason::InstructionFetch => s.instruction_fetch += cycles,
        }
    }

    /// All stall cycles.
    pub fn stall_total(&self) -> u64 {
        let s = &self.stalls;
        s.dependency
            + s.send_memory
            + s.pipe_busy
            + s.barrier
            + s.control_flow
            + s.dispatch
            + s.instruction_fetch
    }
}

/// One line of the profile.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct InstProfile {
    /// Byte offset of the instruction in the kernel.
    pub ip: u32,
    /// The instruction in iga64 syntax.
    pub text: String,
    /// Its counts.
    pub counts: InstCounts,
}

/// The profile of one kernel run, instructions in program order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Profile {
    /// Kernel name.
    pub kernel: String,
    /// One entry per instruction of the kernel.
    pub instructions: Vec<InstProfile>,
}

impl Profile {
    /// Builds the profile from per-instruction counts indexed like `code`'s instructions.
    pub fn new(kernel: &str, code: &eu_model::Kernel, counts: Vec<InstCounts>) -> Profile {
        let instructions = code
            .offsets()
            .iter()
            .zip(code.instructions())
            .zip(counts)
            .map(|((&ip, inst), counts)| InstProfile {
                ip,
                text: isa::format_instruction_at(inst, ip).trim_end().to_string(),
                counts,
            })
            .collect();
        Profile {
            kernel: kernel.to_string(),
            instructions,
        }
    }

    /// Issues summed over all instructions (equals the run's instruction count).
    pub fn total_executions(&self) -> u64 {
        self.instructions.iter().map(|i| i.counts.executions).sum()
    }

    /// The annotated disassembly followed by the ten hottest instructions (by issue plus stall
    /// cycles; program order on a tie).
    pub fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "// profile of kernel {}", self.kernel);
        let _ = writeln!(
            out,
            "// {:>6} {:>10} {:>10} {:>10}  instruction   [stalls by reason]",
            "ip", "execs", "issue", "stall"
        );
        for i in &self.instructions {
            let c = &i.counts;
            let _ = write!(
                out,
                "{:>#9x} {:>10} {:>10} {:>10}  {}",
                i.ip,
                c.executions,
                c.issue_cycles,
                c.stall_total(),
                i.text
            );
            let reasons = reasons(&c.stalls);
            if !reasons.is_empty() {
                let _ = write!(out, "   [{reasons}]");
            }
            out.push('\n');
        }
        let mut hot: Vec<&InstProfile> = self
            .instructions
            .iter()
            .filter(|i| i.counts.issue_cycles + i.counts.stall_total() > 0)
            .collect();
        hot.sort_by_key(|i| std::cmp::Reverse(i.counts.issue_cycles + i.counts.stall_total()));
        hot.truncate(10);
        let _ = writeln!(out, "// top {} by issue + stall cycles", hot.len());
        for (rank, i) in hot.iter().enumerate() {
            let c = &i.counts;
            let _ = writeln!(
                out,
                "{:>2}. {:>#9x} {:>10} cycles ({} issue, {} stall)  {}",
                rank + 1,
                i.ip,
                c.issue_cycles + c.stall_total(),
                c.issue_cycles,
                c.stall_total(),
                i.text
            );
        }
        out
    }
}

fn reasons(s: &StallCycles) -> String {
    [
        ("dependency", s.dependency),
        ("memory", s.send_memory),
        ("pipe busy", s.pipe_busy),
        ("barrier", s.barrier),
        ("control flow", s.control_flow),
        ("instruction fetch", s.instruction_fetch),
    ]
    .iter()
    .filter(|(_, v)| *v > 0)
    .map(|(n, v)| format!("{n} {v}"))
    .collect::<Vec<_>>()
    .join(", ")
}
