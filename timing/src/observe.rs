//! The timing model's one observation stream. A unit (a subslice) emits every event once — issues,
//! stalls with their reason, thread lifetimes — to its [`Observer`], which feeds the sinks:
//! the stats' [`Tally`], the per-instruction [`ProfileTally`] when a profile was asked for,
//! and, when tracing, the window's buffer that the driver hands to the run's trace sink in
//! order at the window's end. Nothing counts beside the stream: stats, profile and trace
//! agree by construction.

use traces::{Fanout, ProfileTally, StallReason, Tally, TraceEvent, TraceSink, VecSink};

/// The sinks of one subslice's events.
pub struct Observer {
    sinks: Fanout<Tally, Fanout<Option<ProfileTally>, Option<VecSink>>>,
    /// Neither a profile nor a trace: events go to the tally alone (no look at the others
    /// per event).
    counts_only: bool,
}

impl Observer {
    /// Sinks for a kernel of `instructions` instructions: the tally, a profile if `profile`,
    /// a trace buffer if `tracing`.
    pub fn new(instructions: usize, profile: bool, tracing: bool) -> Self {
        Observer {
            counts_only: !profile && !tracing,
            sinks: Fanout(
                Tally::default(),
                Fanout(
                    profile.then(|| ProfileTally::new(instructions)),
                    tracing.then(VecSink::default),
                ),
            ),
        }
    }

    /// An observer with the same sinks, empty.
    pub fn like(&self) -> Self {
        let profile = self.profile().map(|p| p.insts.len());
        Observer::new(
            profile.unwrap_or(0),
            profile.is_some(),
            self.sinks.1 .1.is_some(),
        )
    }

    /// Feeds one event to every sink.
    #[inline(always)]
    pub fn emit(&mut self, e: TraceEvent) {
        if self.counts_only {
            self.sinks.0.event(e);
        } else {
            self.sinks.event(e);
        }
    }

    /// Counts a message served by `unit` after `flight` cycles in flight; the full event
    /// (`event`) is built only when a profile or trace takes it.
    #[inline(always)]
    pub fn send(&mut self, unit: &'static str, flight: u64, event: impl FnOnce() -> TraceEvent) {
        if self.counts_only {
            self.sinks.0.count_send(unit, flight);
        } else {
            self.sinks.event(event());
        }
    }

    /// Counts an issue of `lanes` SIMD lanes out of `slots`; the full event (`event`) is
    /// built only when a profile or trace takes it.
    #[inline(always)]
    pub fn issue(&mut self, lanes: u32, slots: u32, event: impl FnOnce() -> TraceEvent) {
        if self.counts_only {
            self.sinks.0.count_issue(lanes, slots);
        } else {
            self.sinks.event(event());
        }
    }

    /// Counts `cycles` stall cycles for `reason`; the full event (`event`) is built only
    /// when a profile or trace takes it.
    #[inline(always)]
    pub fn stall(&mut self, reason: StallReason, cycles: u64, event: impl FnOnce() -> TraceEvent) {
        if self.counts_only {
            self.sinks.0.count_stall(reason, cycles);
        } else {
            self.sinks.event(event());
        }
    }

    /// What the stats count.
    pub fn tally(&self) -> &Tally {
        &self.sinks.0
    }

    /// The profile's counts, if profiling.
    pub fn profile(&self) -> Option<&ProfileTally> {
        self.sinks.1 .0.as_ref()
    }

    /// Adds another observer's tally and clears it (its profile stays its own; trace events
    /// move through [`Observer::split_events`] and [`Observer::append_events`]).
    pub fn absorb_tally(&mut self, o: &mut Observer) {
        self.sinks.0.add(&o.sinks.0);
        o.sinks.0 = Tally::default();
    }

    /// Trace events buffered.
    #[inline]
    pub fn events_len(&self) -> usize {
        self.sinks.1 .1.as_ref().map_or(0, |v| v.events.len())
    }

    /// The buffered trace events from `from` on, taken out.
    pub fn split_events(&mut self, from: usize) -> Vec<TraceEvent> {
        self.sinks
            .1
             .1
            .as_mut()
            .map_or_else(Vec::new, |v| v.events.split_off(from))
    }

    /// Appends trace events (already counted) to the buffer.
    pub fn append_events(&mut self, events: impl Iterator<Item = TraceEvent>) {
        if let Some(v) = self.sinks.1 .1.as_mut() {
            v.events.extend(events);
        }
    }

    /// Hands the buffered trace events to `sink`, in order.
    pub fn drain_events<S: TraceSink>(&mut self, sink: &mut S) {
        if let Some(v) = self.sinks.1 .1.as_mut() {
            for e in v.events.drain(..) {
                sink.event(e);
            }
        }
    }
}
