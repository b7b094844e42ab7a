//! Why a timed run failed.

/// Why a timed run failed.
#[derive(Debug, thiserror::Error)]
pub enum TimingError {
    /// The kernel binary or its payload is inconsistent.
    #[error("kernel: {0}")]
    Kernel(String),
    /// A launch the machine cannot hold.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// Executing an instruction failed.
    #[error("kernel `{kernel}`: {source}")]
    Exec {
        /// Kernel name.
        kernel: String,
        /// The execution error (names thread, IP and lane).
        source: eu_model::ExecError,
    },
    /// Nothing can issue and nothing is due, but work-groups remain.
    #[error("kernel `{kernel}`: deadlock in work-group {group:?}: {why}")]
    Deadlock {
        /// Kernel name.
        kernel: String,
        /// A work-group that did not finish.
        group: [u32; 3],
        /// What its threads wait for.
        why: String,
    },
    /// The run stopped early: a limit or an interrupt.
    #[error("kernel `{kernel}`: stopped after {instructions} instructions and {cycles} cycles: {reason}; {where_}")]
    Stopped {
        /// Kernel name.
        kernel: String,
        /// Why (which limit, or the signal).
        reason: String,
        /// Instructions issued until the stop.
        instructions: u64,
        /// Cycles simulated until the stop.
        cycles: u64,
        /// Hardware threads dispatched until the stop.
        threads: u64,
        /// Where the running threads were: `thread N of group [x, y, z] at IP 0x..: text`.
        where_: String,
    },
}
