//! Sinks that count: the stats' and the profile's views of the event stream, and the fan-out
//! that feeds several sinks one stream.

use crate::{StallReason, TraceEvent, TraceSink};

/// Stall cycles by reason, indexed by [`StallReason::index`].
pub type StallArray = [u64; StallReason::ALL.len()];

/// Adds stall counts `b` to `a`.
fn add_stalls(a: &mut StallArray, b: &StallArray) {
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

/// The messages one unit served in a stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnitTally {
    /// The unit's name (as in [`TraceEvent::Send`]).
    pub unit: &'static str,
    /// Messages.
    pub messages: u64,
    /// Their cycles in flight, summed.
    pub cycles: u64,
    /// The longest flight.
    pub max_cycles: u64,
}

impl UnitTally {
    fn add(&mut self, messages: u64, cycles: u64, max_cycles: u64) {
        self.messages += messages;
        self.cycles += cycles;
        self.max_cycles = self.max_cycles.max(max_cycles);
    }
}

/// What the stats count of a stream: issues, their SIMD lanes, stall cycles by reason and
/// messages in flight by unit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Issue events.
    pub issues: u64,
    /// SIMD lanes computed by ALU and math instructions.
    pub simd_lanes: u64,
    /// Lanes of their execution sizes.
    pub simd_slots: u64,
    /// Stall cycles by reason.
    pub stalls: StallArray,
    /// Messages by serving unit, in the order units first appeared.
    pub units: Vec<UnitTally>,
}

impl Tally {
    /// Adds another tally (of another part of the machine).
    pub fn add(&mut self, o: &Tally) {
        self.issues += o.issues;
        self.simd_lanes += o.simd_lanes;
        self.simd_slots += o.simd_slots;
        add_stalls(&mut self.stalls, &o.stalls);
        for u in &o.units {
            self.unit(u.unit).add(u.messages, u.cycles, u.max_cycles);
        }
    }

    /// Counts one issue of `lanes` SIMD lanes out of `slots` (what an
    /// [`TraceEvent::Issue`] adds).
    #[inline(always)]
    pub fn count_issue(&mut self, lanes: u32, slots: u32) {
        self.issues += 1;
        self.simd_lanes += u64::from(lanes);
        self.simd_slots += u64::from(slots);
    }

    /// Counts `cycles` stall cycles for `reason` (what a [`TraceEvent::Stall`] adds).
    #[inline(always)]
    pub fn count_stall(&mut self, reason: StallReason, cycles: u64) {
        self.stalls[reason.index()] += cycles;
    }

    /// Counts a message served by `unit` that was `flight` cycles in flight (what a
    /// [`TraceEvent::Send`] adds).
    #[inline]
    pub fn count_send(&mut self, unit: &'static str, flight: u64) {
        self.unit(unit).add(1, flight, flight);
    }

    /// The entry of `unit` (added when new).
    fn unit(&mut self, unit: &'static str) -> &mut UnitTally {
        // units are named by constants: the same name is nearly always the same pointer
        let same = |u: &UnitTally| std::ptr::eq(u.unit, unit) || u.unit == unit;
        let i = match self.units.iter().position(same) {
            Some(i) => i,
            None => {
                self.units.push(UnitTally {
                    unit,
                    messages: 0,
                    cycles: 0,
                    max_cycles: 0,
                });
                self.units.len() - 1
            }
        };
        &mut self.units[i]
    }
}

impl TraceSink for Tally {
    #[inline]
    fn enabled(&self) -> bool {
        true
    }

    #[inline]
    fn event(&mut self, e: TraceEvent) {
        match e {
            TraceEvent::Issue { lanes, slots, .. } => self.count_issue(lanes, slots),
            TraceEvent::Stall { cycles, reason, .. } => self.count_stall(reason, cycles),
            TraceEvent::Send {
                unit, start, end, ..
            } => self.count_send(unit, end.saturating_sub(start)),
            _ => {}
        }
    }
}

/// One instruction's counts in a [`ProfileTally`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InstTally {
    /// Times it issued.
    pub executions: u64,
    /// Pipe cycles its issues occupied.
    pub issue_cycles: u64,
    /// Stall cycles counted against it, by reason.
    pub stalls: StallArray,
    /// SIMD lanes its issues computed (ALU and math instructions, as [`Tally::simd_lanes`]).
    pub lanes: u64,
    /// Lanes of its issues' execution sizes (as [`Tally::simd_slots`]).
    pub slots: u64,
    /// Bytes its messages read (sends).
    pub bytes_read: u64,
    /// Bytes its messages wrote (sends).
    pub bytes_written: u64,
}

impl InstTally {
    /// Adds another tally of the same instruction.
    pub fn add(&mut self, o: &InstTally) {
        self.executions += o.executions;
        self.issue_cycles += o.issue_cycles;
        add_stalls(&mut self.stalls, &o.stalls);
        self.lanes += o.lanes;
        self.slots += o.slots;
        self.bytes_read += o.bytes_read;
        self.bytes_written += o.bytes_written;
    }
}

/// What the per-instruction profile counts of a stream.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProfileTally {
    /// Counts by instruction index.
    pub insts: Vec<InstTally>,
}

impl ProfileTally {
    /// A profile of a kernel of `instructions` instructions.
    pub fn new(instructions: usize) -> Self {
        ProfileTally {
            insts: vec![InstTally::default(); instructions],
        }
    }

    /// Adds another profile of the same kernel.
    pub fn add(&mut self, o: &ProfileTally) {
        for (a, b) in self.insts.iter_mut().zip(&o.insts) {
            a.add(b);
        }
    }
}

impl TraceSink for ProfileTally {
    #[inline]
    fn enabled(&self) -> bool {
        true
    }

    #[inline]
    fn event(&mut self, e: TraceEvent) {
        match e {
            TraceEvent::Issue {
                index,
                cycles,
                lanes,
                slots,
                ..
            } => {
                if let Some(c) = self.insts.get_mut(index as usize) {
                    c.executions += 1;
                    c.issue_cycles += cycles;
                    c.lanes += u64::from(lanes);
                    c.slots += u64::from(slots);
                }
            }
            TraceEvent::Send {
                index,
                read,
                written,
                ..
            } => {
                if let Some(c) = self.insts.get_mut(index as usize) {
                    c.bytes_read += u64::from(read);
                    c.bytes_written += u64::from(written);
                }
            }
            TraceEvent::Stall {
                index,
                cycles,
                reason,
                ..
            } => {
                if let Some(c) = self.insts.get_mut(index as usize) {
                    c.stalls[reason.index()] += cycles;
                }
            }
            _ => {}
        }
    }
}

/// Feeds one stream to two sinks (nest it for more); a sink that is not enabled is skipped.
#[derive(Clone, Debug, Default)]
pub struct Fanout<A, B>(pub A, pub B);

impl<A: TraceSink, B: TraceSink> TraceSink for Fanout<A, B> {
    #[inline]
    fn enabled(&self) -> bool {
        self.0.enabled() || self.1.enabled()
    }

    // always inlined: a fan-out is a dispatch, not a call (the timing model emits an event or
    // two per instruction)
    #[inline(always)]
    fn event(&mut self, e: TraceEvent) {
        if self.0.enabled() {
            self.0.event(e);
        }
        if self.1.enabled() {
            self.1.event(e);
        }
    }
}

/// An optional sink: `None` takes nothing.
impl<S: TraceSink> TraceSink for Option<S> {
    #[inline]
    fn enabled(&self) -> bool {
        self.as_ref().is_some_and(TraceSink::enabled)
    }

    #[inline(always)]
    fn event(&mut self, e: TraceEvent) {
        if let Some(s) = self {
            s.event(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{HwThread, VecSink, NO_INSTRUCTION};

    fn thread() -> HwThread {
        HwThread {
            slice: 0,
            subslice: 0,
            eu: 1,
            thread: 2,
        }
    }

    fn stream() -> Vec<TraceEvent> {
        vec![
            TraceEvent::Stall {
                thread: thread(),
                start: 0,
                cycles: 5,
                reason: StallReason::Dispatch,
                index: NO_INSTRUCTION,
            },
            TraceEvent::Issue {
                thread: thread(),
                start: 5,
                cycles: 4,
                ip: 0,
                name: "mad",
                pipe: "FPU0",
                index: 0,
                lanes: 12,
                slots: 16,
            },
            TraceEvent::Stall {
                thread: thread(),
                start: 9,
                cycles: 7,
                reason: StallReason::Dependency,
                index: 1,
            },
            TraceEvent::Issue {
                thread: thread(),
                start: 16,
                cycles: 1,
                ip: 16,
                name: "send",
                pipe: "send",
                index: 1,
                lanes: 0,
                slots: 0,
            },
            TraceEvent::Counter {
                cycle: 20,
                name: "c",
                value: 1.0,
            },
            TraceEvent::Send {
                thread: thread(),
                unit: "data port",
                issued: 15,
                start: 17,
                end: 317,
                index: 1,
                read: 128,
                written: 0,
            },
            TraceEvent::Send {
                thread: thread(),
                unit: "data port",
                issued: 16,
                start: 18,
                end: 118,
                index: 1,
                read: 0,
                written: 64,
            },
        ]
    }

    #[test]
    fn a_fanout_feeds_the_same_stream_to_every_sink() {
        let mut sinks = Fanout(Tally::default(), Fanout(Some(ProfileTally::new(2)), None));
        let mut all = Fanout(VecSink::default(), None::<VecSink>);
        for e in stream() {
            sinks.event(e);
            all.event(e);
        }
        assert_eq!(all.0.events, stream());
        let Fanout(tally, Fanout(profile, none)) = sinks;
        let none: Option<VecSink> = none;
        assert!(none.is_none());
        let mut stalls = [0; 7];
        stalls[StallReason::Dispatch.index()] = 5;
        stalls[StallReason::Dependency.index()] = 7;
        assert_eq!(
            tally,
            Tally {
                issues: 2,
                simd_lanes: 12,
                simd_slots: 16,
                stalls,
                units: vec![UnitTally {
                    unit: "data port",
                    messages: 2,
                    cycles: 300 + 100,
                    max_cycles: 300
                }],
            }
        );
        let p = profile.expect("a profile");
        assert_eq!((p.insts[0].executions, p.insts[0].issue_cycles), (1, 4));
        assert_eq!((p.insts[0].lanes, p.insts[0].slots), (12, 16));
        let send = &p.insts[1];
        assert_eq!((send.bytes_read, send.bytes_written), (128, 64));
        assert_eq!(
            (send.lanes, send.slots),
            (0, 0),
            "a send computes no ALU lanes"
        );
        assert_eq!(p.insts[1].stalls[StallReason::Dependency.index()], 7);
        // the dispatch wait concerns no instruction
        assert_eq!(
            p.insts
                .iter()
                .map(|c| c.stalls.iter().sum::<u64>())
                .sum::<u64>(),
            7
        );
    }

    #[test]
    fn reasons_index_their_position() {
        for (i, r) in StallReason::ALL.iter().enumerate() {
            assert_eq!(r.index(), i);
        }
    }
}
