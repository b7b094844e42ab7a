//! The sink trait and the trivial sinks.

use crate::TraceEvent;

/// Receives trace events. Producers check [`TraceSink::enabled`] before building an event, so a
/// disabled sink costs one constant branch that the optimiser removes.
pub trait TraceSink {
    /// Whether events are wanted at all.
    fn enabled(&self) -> bool;
    /// Records one event.
    fn event(&mut self, e: TraceEvent);
}

/// The sink that wants nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTrace;

impl TraceSink for NoTrace {
    #[inline(always)]
    fn enabled(&self) -> bool {
        false
    }

    #[inline(always)]
    fn event(&mut self, _e: TraceEvent) {}
}

/// A sink that keeps every event in order (tests, custom exporters).
#[derive(Clone, Debug, Default)]
pub struct VecSink {
    /// The events received.
    pub events: Vec<TraceEvent>,
}

impl TraceSink for VecSink {
    fn enabled(&self) -> bool {
        true
    }

    fn event(&mut self, e: TraceEvent) {
        self.events.push(e);
    }
}

impl<S: TraceSink + ?Sized> TraceSink for &mut S {
    fn enabled(&self) -> bool {
        (**self).enabled()
    }

    fn event(&mut self, e: TraceEvent) {
        (**self).event(e)
    }
}
