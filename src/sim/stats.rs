//! Run statistics (the `--stats` JSON contract: kernel, cycles, instructions, threads,
//! simd_width, plus more keys). The timing model's part is the timing crate's
//! ([`timing::stats`]).

use serde::Serialize;
pub use timing::stats::{
    EuStats, MessageCounts, StallCycles, SubsliceStats, TimelinePoint, TimingStats,
};

/// Statistics of one kernel run.
#[derive(Clone, Debug, Default, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Stats {
    /// Version of this format: 2 adds `schema_version`, `config_overrides`, `incomplete`
    /// and (with a profile) `profile`; 3 adds `timing.l3_gbps`, `timing.dram_gbps`, the
    /// per-subslice and per-EU breakdown `timing.subslices` and `timing.timeline`; 4 adds
    /// `timing.messages_in_flight`; 5 adds `timing.waves`, `timing.last_wave_fill_pct`,
    /// `timing.timeline[].writeback_gbps`, `eu_active_pct` and `eu_stall_pct` (the timeline's
    /// bandwidths are counted when served), the LLC counters `timing.memory.llc_*`,
    /// `messages.out_of_bounds` and `sampled`; keys are only ever added.
    pub schema_version: u32,
    /// Kernel name.
    pub kernel: String,
    /// Machine configuration name (the preset or file the run started from).
    pub config: String,
    /// `--set` overrides applied on top of `config`, in order (`key=value`).
    pub config_overrides: Vec<String>,
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
    /// Set when the run stopped early (a limit or an interrupt): the counts cover what ran.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub incomplete: bool,
    /// Timing-model results (absent in functional mode).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timing: Option<TimingStats>,
    /// Present when the run's timing was sampled (`--sample`): how, and the interval of
    /// `cycles`, which is then an estimate. The counts (`instructions`, `threads`,
    /// `work_groups`, `messages`) are the whole launch's (extrapolated in a cycles-only run);
    /// the rest of `timing` (and a profile) covers the timed waves only, `ipc` and `time_ns`
    /// the estimate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sampled: Option<super::sample::SampledStats>,
}
