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

/// Lanes for spans that may overlap (a thread's messages in flight): each span goes to the
/// first lane whose last span ended by its start, so spans in a lane never overlap.
#[derive(Clone, Debug, Default)]
pub struct Lanes {
    ends: Vec<u64>,
}

impl Lanes {
    /// The lane of span `[start, end)`.
    pub fn place(&mut self, start: u64, end: u64) -> usize {
        match self.ends.iter().position(|&e| e <= start) {
            Some(i) => {
                self.ends[i] = end;
                i
            }
            None => {
                self.ends.push(end);
                self.ends.len() - 1
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlapping_spans_take_separate_lanes() {
        let mut l = Lanes::default();
        assert_eq!(l.place(0, 10), 0);
        assert_eq!(l.place(2, 5), 1);
        assert_eq!(l.place(5, 8), 1, "lane 1 is free again at 5");
        assert_eq!(l.place(6, 20), 2);
        assert_eq!(l.place(10, 12), 0);
    }
}
