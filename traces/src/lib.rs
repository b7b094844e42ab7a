//! eusim trace events, sinks and exporters.
//!
//! A timing model reports what happens — instruction issue spans, stalls with their reason,
//! messages in flight, thread and work-group lifetimes, machine spans, counter samples — as one stream of [`TraceEvent`]s to a
//! [`TraceSink`]. The stats ([`Tally`]), the per-instruction profile ([`ProfileTally`]) and
//! the trace writers are sinks of that stream; [`Fanout`] feeds one stream to several. The sink is a generic parameter, so
//! with [`NoTrace`] (whose `enabled()` is a constant `false`) the calls compile away: tracing
//! costs nothing when it is off (no-op sink).
//!
//! [`ChromeTrace`] collects events into Chrome Trace Event JSON, which Perfetto UI and
//! `chrome://tracing` open: one process per EU, one track per hardware thread, counter tracks for
//! machine-wide values, and an optional cycle window that keeps big runs loadable.
#![deny(missing_docs)]

mod chrome;
mod event;
mod nest;
mod perfetto;
mod sink;
mod source;
mod tally;

pub use chrome::{ChromeStream, ChromeTrace};
pub use event::{group_name, HwThread, StallReason, TraceEvent, NO_INSTRUCTION};
pub use perfetto::{proto as perfetto_proto, PerfettoTrace};
pub use sink::{Lanes, NoTrace, TraceSink, VecSink};
pub use source::SourceLines;
pub use tally::{Fanout, InstTally, ProfileTally, StallArray, Tally, UnitTally};
