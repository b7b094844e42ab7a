//! Trace event types.

use serde::Serialize;

/// A hardware thread's place in the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct HwThread {
    /// Slice index.
    pub slice: u16,
    /// Subslice index within the slice.
    pub subslice: u16,
    /// EU index within the subslice.
    pub eu: u16,
    /// Hardware thread index within the EU.
    pub thread: u16,
}

/// Why a thread could not issue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum StallReason {
    /// A source register is not ready (result latency of an earlier instruction).
    Dependency,
    /// Waiting for a send's response (memory, sampler).
    Memory,
    /// The pipe the instruction needs is busy.
    PipeBusy,
    /// Waiting at a barrier.
    Barrier,
    /// Branch resolution / control flow.
    ControlFlow,
    /// Placed on the EU but not yet delivered by the thread dispatcher.
    Dispatch,
    /// The instruction is not in the instruction cache yet.
    InstructionFetch,
}

impl StallReason {
    /// Every reason, in declaration order ([`StallReason::index`] is the position here).
    pub const ALL: [StallReason; 7] = [
        StallReason::Dependency,
        StallReason::Memory,
        StallReason::PipeBusy,
        StallReason::Barrier,
        StallReason::ControlFlow,
        StallReason::Dispatch,
        StallReason::InstructionFetch,
    ];

    /// The reason's position in [`StallReason::ALL`] (an index for per-reason counters).
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The reason's key in the stats JSON (`timing.stalls.<key>`) and profile JSON: `name()`
    /// as an identifier, except that waiting for a send's response is `send_memory`.
    pub fn key(self) -> &'static str {
        match self {
            StallReason::Dependency => "dependency",
            StallReason::Memory => "send_memory",
            StallReason::PipeBusy => "pipe_busy",
            StallReason::Barrier => "barrier",
            StallReason::ControlFlow => "control_flow",
            StallReason::Dispatch => "dispatch",
            StallReason::InstructionFetch => "instruction_fetch",
        }
    }

    /// What the reason's stall cycles count, as the stats reference (`eusim stats
    /// --describe`) states it.
    pub fn description(self) -> &'static str {
        match self {
            StallReason::Dependency => {
                "A source or destination register written by an ALU/math instruction was not ready."
            }
            StallReason::Memory => "A register written by a send (memory, sampler) was not ready.",
            StallReason::PipeBusy => {
                "Operands were ready but no pipe that could take the instruction was free."
            }
            StallReason::Barrier => "Waiting at a barrier for the other threads of the work-group.",
            StallReason::ControlFlow => "Waiting for a control-flow instruction to resolve.",
            StallReason::Dispatch => {
                "From work-group placement until a thread's first instruction could issue."
            }
            StallReason::InstructionFetch => {
                "The next instruction's line was not in the subslice's instruction cache yet."
            }
        }
    }

    /// Short name used in traces, the profile's text and CSV columns (spaces as `_`).
    pub fn name(self) -> &'static str {
        match self {
            StallReason::Dependency => "dependency",
            StallReason::Memory => "memory",
            StallReason::PipeBusy => "pipe busy",
            StallReason::Barrier => "barrier",
            StallReason::ControlFlow => "control flow",
            StallReason::Dispatch => "dispatch",
            StallReason::InstructionFetch => "instruction fetch",
        }
    }
}

/// A work-group's name in traces: `group X,Y,Z`.
pub fn group_name(group: [u32; 3]) -> String {
    format!("group {},{},{}", group[0], group[1], group[2])
}

/// An instruction index of an event that concerns no instruction.
pub const NO_INSTRUCTION: u32 = u32::MAX;

/// One thing that happened during a timed run. Cycles are GPU core clock cycles.
///
/// The timing model emits one stream of these; stats ([`crate::Tally`]), the profile
/// ([`crate::ProfileTally`]) and the trace writers are its sinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TraceEvent {
    /// An instruction occupied a pipe from `start` for `cycles` cycles.
    Issue {
        /// Thread that issued it.
        thread: HwThread,
        /// First cycle.
        start: u64,
        /// Occupancy in cycles (at least 1).
        cycles: u64,
        /// Byte offset of the instruction in the kernel.
        ip: u32,
        /// Mnemonic (with function, e.g. `math.inv`), for the span's name.
        name: &'static str,
        /// Pipe the instruction went to (`FPU0`, `FPU1`, `send`, `branch`).
        pipe: &'static str,
        /// Index of the instruction in the kernel.
        index: u32,
        /// SIMD lanes it computed and the lanes of its execution size (ALU and math
        /// instructions; 0 and 0 for the others).
        lanes: u32,
        /// See `lanes`.
        slots: u32,
    },
    /// A thread could not issue from `start` for `cycles` cycles.
    Stall {
        /// The stalled thread.
        thread: HwThread,
        /// First stalled cycle.
        start: u64,
        /// Length in cycles.
        cycles: u64,
        /// Why.
        reason: StallReason,
        /// Index of the instruction the wait is counted against (the one that issued after
        /// it; for control flow, the branch before it), or [`NO_INSTRUCTION`].
        index: u32,
    },
    /// A hardware thread was dispatched (`start`) and ran until `end`.
    ThreadLife {
        /// The thread.
        thread: HwThread,
        /// Dispatch cycle.
        start: u64,
        /// End-of-thread cycle.
        end: u64,
        /// Work-group it belonged to.
        group: [u32; 3],
    },
    /// A message in flight: from when its payload left the EU (`start`) until its response
    /// was written back (`end`), served by `unit` (data port, SLM, fence, image, sampler,
    /// gateway). A thread may have several in flight; trace writers give them lanes.
    Send {
        /// The sending thread.
        thread: HwThread,
        /// The unit that served it.
        unit: &'static str,
        /// Cycle its send instruction issued (the `start` of that instruction's span).
        issued: u64,
        /// Cycle the payload had left the EU.
        start: u64,
        /// Cycle the response was in the registers.
        end: u64,
        /// Index of the send instruction in the kernel, or [`NO_INSTRUCTION`].
        index: u32,
        /// Bytes its message read (global memory, SLM or scratch; 0 for messages that record
        /// no memory footprint: fences, gateway, sampler state).
        read: u32,
        /// Bytes its message wrote (as `read`).
        written: u32,
    },
    /// A work-group was resident on a subslice from `start` (placed) to `end` (its last
    /// thread's slot freed), in one of the subslice's group slots (a slot holds one group at
    /// a time, so a slot's spans never overlap).
    GroupLife {
        /// Slice index.
        slice: u16,
        /// Subslice index within the slice.
        subslice: u16,
        /// The group slot.
        slot: u16,
        /// Placement cycle.
        start: u64,
        /// Release cycle.
        end: u64,
        /// The work-group's id.
        group: [u32; 3],
    },
    /// A machine-level span (e.g. the end-of-kernel L3 flush), on a named machine track.
    Machine {
        /// Track name (`memory`).
        track: &'static str,
        /// Span name.
        name: &'static str,
        /// First cycle.
        start: u64,
        /// End cycle.
        end: u64,
    },
    /// A sample of a machine-wide counter (occupancy, L3 bandwidth, ...).
    Counter {
        /// Cycle of the sample.
        cycle: u64,
        /// Counter name (one track per name).
        name: &'static str,
        /// Value.
        value: f64,
    },
}

impl TraceEvent {
    /// Whether the event lies entirely outside the cycle window `[lo, hi)` (none: keep all).
    #[inline]
    pub fn outside(&self, window: Option<(u64, u64)>) -> bool {
        let Some((lo, hi)) = window else {
            return false;
        };
        let (first, last) = self.span();
        last <= lo || first >= hi
    }

    /// The cycle range the event covers, `[first, last)` (a counter covers one cycle).
    pub fn span(&self) -> (u64, u64) {
        match *self {
            TraceEvent::Issue { start, cycles, .. } | TraceEvent::Stall { start, cycles, .. } => {
                (start, start + cycles.max(1))
            }
            TraceEvent::ThreadLife { start, end, .. }
            | TraceEvent::Send { start, end, .. }
            | TraceEvent::GroupLife { start, end, .. }
            | TraceEvent::Machine { start, end, .. } => (start, end.max(start + 1)),
            TraceEvent::Counter { cycle, .. } => (cycle, cycle + 1),
        }
    }
}
