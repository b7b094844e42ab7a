//! What a front end hands the timing model for one launch: the kernel's decoded code and
//! dispatch, the machine, the run's limits, and the functional services (the shared functions
//! a send reaches, progress and interrupts) it cannot provide itself.

use crate::eu::EuTimingConfig;
use crate::memory::MemoryTimingConfig;
use crate::stats::MessageCounts;
use eu_model::dispatch::{PayloadLayout, Walker};
use eu_model::{ExecError, SendTicket, ServedBy, StepOutcome, ThreadState};
use memory_model::{Footprint, Memory};

/// One kernel launch, decoded and set up.
pub struct Launch<'a> {
    /// Kernel name (errors and stats).
    pub name: &'a str,
    /// The kernel's decoded instructions.
    pub code: &'a eu_model::Kernel,
    /// The thread payload's layout.
    pub layout: PayloadLayout,
    /// The NDRange's work-groups and threads.
    pub walker: Walker,
    /// Shared local memory per work-group, bytes.
    pub slm_bytes: u32,
    /// Scratch space: base address and bytes per hardware thread.
    pub scratch: (u64, u32),
    /// Cross-thread data written into every thread's payload.
    pub cross_thread: &'a [u8],
    /// The kernel uses barriers (each work-group holds one of its subslice's).
    pub has_barriers: bool,
}

/// The machine the launch runs on.
#[derive(Clone, Debug)]
pub struct Machine<'a> {
    /// EU pipeline and dispatch parameters.
    pub timing: &'a EuTimingConfig,
    /// Memory-hierarchy parameters.
    pub memory: &'a MemoryTimingConfig,
    /// GPU clock, MHz.
    pub clock_mhz: u32,
    /// Slices.
    pub slices: u32,
    /// Subslices in each slice.
    pub subslices_per_slice: u32,
    /// EU slots in each subslice.
    pub eus_per_subslice: u32,
    /// EUs enabled in each subslice, by subslice index (the rest are fused off).
    pub eus_enabled: Vec<u32>,
    /// Hardware threads resident per EU.
    pub threads_per_eu: u32,
    /// Shared local memory per subslice, bytes.
    pub slm_bytes_per_subslice: u32,
    /// Work-groups with barriers one subslice holds.
    pub barriers_per_subslice: u32,
}

/// The run's limits and host resources.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Stop after this many cycles.
    pub max_cycles: u64,
    /// Stop after this many instructions, over all threads.
    pub max_instructions: u64,
    /// A thread that executes more than this many instructions is an error.
    pub max_thread_instructions: u64,
    /// Host threads asked for (0: the engine's choice, up to `cores`).
    pub threads: usize,
    /// Host cores available.
    pub cores: usize,
    /// Count a per-instruction profile.
    pub profile: bool,
    /// Time a sample of the launch's waves only ([`super::sample`]).
    pub sample: Option<super::sample::Sampling>,
}

/// What the timing model needs of the functional simulator around it: the shared functions
/// a send reaches (data port, sampler, gateway, end of thread), interrupts and progress.
pub trait Services: Sync {
    /// Completes `ticket`, a send thread `state` issued, against `memory` and the work-group's
    /// `slm`: counts it into `counts`, records the memory it touches in `footprint` and
    /// writes its response registers. Returns the step's outcome, the unit that served it
    /// and whether `footprint` holds what it touched.
    fn complete_send(
        &self,
        state: &mut ThreadState,
        ticket: &SendTicket,
        memory: &mut Memory,
        slm: &mut [u8],
        counts: &mut MessageCounts,
        footprint: &mut Footprint,
    ) -> Result<(StepOutcome, ServedBy, bool), ExecError>;

    /// Whether the run should stop (an interrupt), polled between windows.
    fn stop_requested(&self) -> bool {
        false
    }

    /// Reports that `done` of `total` work-groups have finished by `cycle`.
    fn progress(&self, _done: u64, _total: u64, _cycle: u64) {}
}
