//! Run statistics (the `--stats` JSON contract: kernel, cycles, instructions, threads,
//! simd_width, plus more keys).

use super::MessageCounts;
use serde::Serialize;

/// Statistics of one kernel run.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Kernel name.
    pub kernel: String,
    /// Machine configuration name.
    pub config: String,
    /// Simulated GPU cycles (0 in functional mode).
    pub cycles: u64,
    /// EU instructions issued.
    pub instructions: u64,
    /// Hardware threads dispatched.
    pub threads: u64,
    /// SIMD width of the kernel.
    pub simd_width: u32,
    /// Work-groups run.
    pub work_groups: u64,
    /// Work-items run.
    pub work_items: u64,
    /// Sends by unit.
    pub messages: MessageCounts,
    /// Whether the run was functional only.
    pub functional: bool,
}
