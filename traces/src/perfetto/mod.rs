//! Perfetto's native protobuf trace (`.pftrace`), written as events arrive: memory holds the
//! track and name tables and one bundle of packets, never the run's events.
//!
//! Layout: a `machine` process track with one counter track per counter and a `memory` track
//! (the end-of-kernel flush and other machine-level spans); one process track per EU named
//! `slice S / subslice B / EU E`, and under it per hardware thread an instruction track
//! (`thread T`), a stall track (`thread T stalls`), a lifetime track (`thread T life`) and
//! tracks of its messages in flight; one process per subslice with a track per work-group
//! slot. Timestamps are GPU cycles (the UI labels them nanoseconds).
//!
//! Encoding (what keeps a trace near 5 bytes per simulated instruction):
//! - each hardware thread's instruction and stall spans go on a packet sequence of their own
//!   whose timestamps are deltas on a sequence-scoped incremental clock (id 64, defined by a
//!   `ClockSnapshot` against `BOOTTIME`, the trace clock) and whose default track
//!   (`TrackEventDefaults`) is the instruction track; names are interned per sequence;
//! - everything else (lifetimes, messages, work-groups, machine spans, counters, track
//!   descriptors) goes on sequence 1 with absolute timestamps;
//! - packets are compressed in bundles (`compressed_packets`, see [`bundle`]).
//!
//! Well-formed by construction: spans nest on every track and last at least one cycle. An
//! instruction issued while the thread's previous one still occupies its pipe lies inside
//! that one's span and is written nested in it; otherwise a span starts no earlier than the
//! previous one on its track ended (one that would cross it is clipped to start where it
//! ended, and one left with no whole cycle is not emitted). On a thread's sequence, packets
//! are written in time order (a span's end waits until no earlier packet can follow it); a
//! span reported after later packets of its sequence says its own times on `BOOTTIME`.

mod bundle;
pub mod proto;
mod wire;

use crate::nest::{self, Nest, Placing};
use crate::{group_name, HwThread, Lanes, SourceLines, TraceEvent, TraceSink};
use bundle::Bundler;
use prost::Message;
use proto::{
    Clock, ClockSnapshot, CounterDescriptor, EventName, InternedData, InternedString,
    ProcessDescriptor, TracePacket, TracePacketDefaults, TrackDescriptor, TrackEvent,
    TrackEventDefaults,
};
use rustc_hash::FxHashMap as HashMap;
use std::io::Write;
use wire::{Args, Slice, SLICE_BEGIN, SLICE_END};

/// The sequence of everything but instruction and stall spans.
const MACHINE_SEQ: u32 = 1;
/// `BUILTIN_CLOCK_BOOTTIME`: the trace's clock.
const BOOTTIME: u32 = 6;
/// The sequence-scoped incremental clock of a thread's sequence.
const DELTA_CLOCK: u32 = 64;
const COUNTER: i32 = 4;
/// `TrackDescriptor.ChildTracksOrdering.EXPLICIT`: children in the order of their rank.
const EXPLICIT: i32 = 3;
/// Ranks per hardware thread among an EU's tracks: instructions 0, stalls 1, messages in
/// flight 2 + lane, lifetime 63.
const THREAD_RANKS: i32 = 64;
const CLEARED: u32 = 1;
const NEEDS_STATE: u32 = 2;

/// Which of a hardware thread's tracks.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Lane {
    Issue,
    Stall,
    Life,
}

/// A hardware thread's packet sequence.
struct ThreadSeq {
    seq: u32,
    /// Track uuids by [`Lane`] (the issue track is the sequence's default track; 0: the life
    /// track is not described yet).
    tracks: [u64; 3],
    /// Time of the last packet on the incremental clock.
    last: u64,
    /// The issue and stall lanes' open spans (their ends not written yet).
    lanes: [Nest; 2],
    /// Interning ids introduced on this sequence.
    interned: Interned,
    /// Source lines (debug annotation string values) introduced on this sequence.
    lines: Interned,
}

impl ThreadSeq {
    /// The timestamp of a packet at cycle `at`: a delta on the sequence's incremental clock,
    /// or, when an earlier packet of the sequence is later, `at` itself on `BOOTTIME` (the
    /// clock's chain is left as it was).
    #[inline]
    fn stamp(&mut self, at: u64) -> (u64, Option<u32>) {
        if at >= self.last {
            let d = at - self.last;
            self.last = at;
            (d, None)
        } else {
            (at, Some(BOOTTIME))
        }
    }
}

/// The interning ids a sequence has introduced.
#[derive(Default)]
struct Interned(Vec<bool>);

impl Interned {
    /// Marks `iid` introduced; whether it was new.
    fn introduce(&mut self, iid: u64) -> bool {
        let i = iid as usize;
        if self.0.len() <= i {
            self.0.resize(i + 1, false);
        }
        !std::mem::replace(&mut self.0[i], true)
    }
}

/// A streaming Perfetto protobuf writer.
pub struct PerfettoTrace<W: Write> {
    out: Bundler<W>,
    window: Option<(u64, u64)>,
    /// Interning ids of names (global: a name has one id on every sequence).
    names: HashMap<String, u64>,
    /// Interning ids of static names, by address and length (no string hashing per event).
    static_names: HashMap<(usize, usize), u64>,
    /// Names introduced on the machine sequence.
    machine_interned: Interned,
    eus: HashMap<(u16, u16, u16), u64>,
    /// Per hardware thread, the lanes of its messages in flight and their tracks.
    send_lanes: HashMap<HwThread, Lanes>,
    send_tracks: HashMap<(HwThread, usize), u64>,
    /// Per subslice, its work-groups' process track; per (subslice, slot), the slot's track.
    subslices: HashMap<(u16, u16), u64>,
    group_slots: HashMap<(u16, u16, u16), u64>,
    /// Process ids given out (the machine is 0).
    pids: i32,
    /// Hardware threads' sequences, and each thread's index there.
    seqs: Vec<ThreadSeq>,
    thread_index: HashMap<HwThread, usize>,
    /// The last thread looked up (events come in runs of one thread's).
    last_thread: Option<(HwThread, usize)>,
    named: HashMap<&'static str, u64>,
    /// End of the last span on each track, by uuid (uuids count up from 1).
    last_end: Vec<u64>,
    next_uuid: u64,
    /// Encoded packets of the current bundle.
    buf: Vec<u8>,
    error: Option<std::io::Error>,
    dropped: u64,
    clipped: u64,
    /// Instruction and stall spans placed on their tracks.
    placing: Placing,
    out_of_order: u64,
    /// Source lines of the instructions (annotation `line`), when known.
    source: Option<SourceLines>,
}

/// Lane `l` of sequence `i` of writer `w`, as a track spans are placed on: closing a span
/// writes its end (and the earlier ends of the sequence's other lane).
struct SeqLane<'a, W: Write> {
    w: &'a mut PerfettoTrace<W>,
    i: usize,
    l: usize,
}

impl<W: Write> nest::Track for SeqLane<'_, W> {
    #[inline]
    fn nest(&mut self) -> &mut Nest {
        &mut self.w.seqs[self.i].lanes[self.l]
    }

    #[inline]
    fn close(&mut self, at: u64) {
        self.w.flush_ends(self.i, at);
    }
}

impl<W: Write> PerfettoTrace<W> {
    /// A trace written to `out`: the trace clock first, then the machine's track.
    pub fn new(out: W) -> Self {
        let mut t = PerfettoTrace {
            out: Bundler::new(out),
            window: None,
            names: HashMap::default(),
            static_names: HashMap::default(),
            machine_interned: Interned::default(),
            eus: HashMap::default(),
            send_lanes: HashMap::default(),
            send_tracks: HashMap::default(),
            subslices: HashMap::default(),
            group_slots: HashMap::default(),
            pids: 0,
            seqs: Vec::new(),
            thread_index: HashMap::default(),
            last_thread: None,
            named: HashMap::default(),
            last_end: Vec::new(),
            next_uuid: 1,
            buf: Vec::with_capacity(bundle::CHUNK + 4096),
            error: None,
            dropped: 0,
            clipped: 0,
            placing: Placing::default(),
            out_of_order: 0,
            source: None,
        };
        t.packet(TracePacket {
            trusted_packet_sequence_id: Some(MACHINE_SEQ),
            sequence_flags: Some(CLEARED),
            clock_snapshot: Some(ClockSnapshot {
                clocks: vec![Clock {
                    clock_id: Some(BOOTTIME),
                    timestamp: Some(0),
                    is_incremental: None,
                }],
                primary_trace_clock: Some(BOOTTIME as i32),
            }),
            ..Default::default()
        });
        let machine = t.uuid();
        t.descriptor(TrackDescriptor {
            uuid: Some(machine),
            name: Some("machine".into()),
            child_ordering: Some(EXPLICIT),
            process: Some(ProcessDescriptor {
                pid: Some(0),
                process_name: Some("machine".into()),
            }),
            ..Default::default()
        });
        t.named.insert("machine", machine);
        t
    }

    /// Keeps only events overlapping cycles `[first, last)`.
    pub fn with_window(mut self, first: u64, last: u64) -> Self {
        self.window = Some((first, last));
        self
    }

    /// Annotates instruction spans with their source line (`line`, `file:line`), from the
    /// kernel's debug line table (nothing when it is empty).
    pub fn with_source_lines(mut self, lines: SourceLines) -> Self {
        self.source = (!lines.is_empty()).then_some(lines);
        self
    }

    /// Events left out by the window.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// Spans shortened (or left out) so that they do not cross the previous span of their
    /// track.
    pub fn clipped(&self) -> u64 {
        self.clipped + self.placing.clipped
    }

    /// Instruction or stall spans that lie inside the thread's previous span on their track
    /// (an instruction issued while the previous one still occupies its pipe), written as
    /// nested spans.
    pub fn nested(&self) -> u64 {
        self.placing.nested
    }

    /// Packets of a thread's sequence whose time is before an earlier packet of the sequence
    /// (a span reported late), which so carry an absolute timestamp.
    pub fn out_of_order(&self) -> u64 {
        self.out_of_order
    }

    /// Compressed bytes written so far (the packets of the current bundle not counted).
    pub fn bytes(&self) -> u64 {
        self.out.written()
    }

    /// Ends every open span, writes the last bundle and returns the writer, or the first
    /// write error.
    pub fn finish(mut self) -> std::io::Result<W> {
        for i in 0..self.seqs.len() {
            self.flush_ends(i, u64::MAX);
        }
        self.out.push(std::mem::take(&mut self.buf));
        let out = self.out.finish();
        match self.error.take() {
            Some(e) => Err(e),
            None => out,
        }
    }

    /// Hands a full bundle to the compressor.
    #[inline]
    fn appended(&mut self) {
        if self.buf.len() >= bundle::CHUNK {
            let full = std::mem::replace(&mut self.buf, Vec::with_capacity(bundle::CHUNK + 4096));
            self.out.push(full);
        }
    }

    fn uuid(&mut self) -> u64 {
        let u = self.next_uuid;
        self.next_uuid += 1;
        u
    }

    /// Writes one packet as a `Trace.packet` (field 1) record.
    fn packet(&mut self, p: TracePacket) {
        if self.error.is_some() {
            return;
        }
        let len = p.encoded_len();
        self.buf.push(0x0a);
        prost::encoding::encode_varint(len as u64, &mut self.buf);
        if let Err(e) = p.encode(&mut self.buf) {
            self.error = Some(std::io::Error::other(e));
            return;
        }
        self.appended();
    }

    fn slice(&mut self, s: Slice) {
        wire::slice(&mut self.buf, s);
        self.appended();
    }

    fn descriptor(&mut self, d: TrackDescriptor) {
        self.packet(TracePacket {
            trusted_packet_sequence_id: Some(MACHINE_SEQ),
            track_descriptor: Some(d),
            ..Default::default()
        });
    }

    /// The interning id of `name`.
    fn name_iid(&mut self, name: &str) -> u64 {
        if let Some(&i) = self.names.get(name) {
            return i;
        }
        let i = self.names.len() as u64 + 1;
        self.names.insert(name.to_string(), i);
        i
    }

    /// The interning id of a static name, looked up by address.
    #[inline]
    fn static_iid(&mut self, name: &'static str) -> u64 {
        let key = (name.as_ptr() as usize, name.len());
        if let Some(&i) = self.static_names.get(&key) {
            return i;
        }
        let i = self.name_iid(name);
        self.static_names.insert(key, i);
        i
    }

    fn eu_track(&mut self, t: HwThread) -> u64 {
        let key = (t.slice, t.subslice, t.eu);
        if let Some(&u) = self.eus.get(&key) {
            return u;
        }
        let u = self.uuid();
        self.pids += 1;
        let pid = self.pids;
        self.eus.insert(key, u);
        self.descriptor(TrackDescriptor {
            uuid: Some(u),
            process: Some(ProcessDescriptor {
                pid: Some(pid),
                process_name: Some(format!(
                    "slice {} / subslice {} / EU {}",
                    t.slice, t.subslice, t.eu
                )),
            }),
            child_ordering: Some(EXPLICIT),
            ..Default::default()
        });
        u
    }

    /// A track under thread `t`'s EU named `thread T{suffix}`, shown at place `rank` among
    /// the thread's tracks (the EU's tracks go thread by thread).
    fn thread_track_named(&mut self, t: HwThread, suffix: &str, rank: usize) -> u64 {
        let parent = self.eu_track(t);
        let u = self.uuid();
        self.descriptor(TrackDescriptor {
            uuid: Some(u),
            parent_uuid: Some(parent),
            name: Some(format!("thread {}{suffix}", t.thread)),
            sibling_order_rank: Some(i32::from(t.thread) * THREAD_RANKS + rank.min(63) as i32),
            ..Default::default()
        });
        u
    }

    /// Thread `t`'s sequence (started, with its instruction and stall tracks, when new).
    #[inline]
    fn thread_seq(&mut self, t: HwThread) -> usize {
        if let Some((last, i)) = self.last_thread {
            if last == t {
                return i;
            }
        }
        let i = match self.thread_index.get(&t) {
            Some(&i) => i,
            None => self.start_thread(t),
        };
        self.last_thread = Some((t, i));
        i
    }

    /// Describes a new thread's tracks and starts its sequence: the packet that clears its
    /// incremental state sets its defaults (the incremental clock, the instruction track) and
    /// defines the clock (0 when `BOOTTIME` is 0).
    fn start_thread(&mut self, t: HwThread) -> usize {
        let issue = self.thread_track_named(t, "", 0);
        let stall = self.thread_track_named(t, " stalls", 1);
        let seq = MACHINE_SEQ + 1 + self.seqs.len() as u32;
        self.packet(TracePacket {
            trusted_packet_sequence_id: Some(seq),
            sequence_flags: Some(CLEARED),
            trace_packet_defaults: Some(TracePacketDefaults {
                timestamp_clock_id: Some(DELTA_CLOCK),
                track_event_defaults: Some(TrackEventDefaults {
                    track_uuid: Some(issue),
                }),
            }),
            clock_snapshot: Some(ClockSnapshot {
                clocks: vec![
                    Clock {
                        clock_id: Some(BOOTTIME),
                        timestamp: Some(0),
                        is_incremental: None,
                    },
                    Clock {
                        clock_id: Some(DELTA_CLOCK),
                        timestamp: Some(0),
                        is_incremental: Some(true),
                    },
                ],
                primary_trace_clock: None,
            }),
            ..Default::default()
        });
        let i = self.seqs.len();
        self.seqs.push(ThreadSeq {
            seq,
            tracks: [issue, stall, 0],
            last: 0,
            lanes: [Nest::default(), Nest::default()],
            interned: Interned::default(),
            lines: Interned::default(),
        });
        self.thread_index.insert(t, i);
        i
    }

    /// Writes the ends of sequence `i`'s open spans at or before `upto`, earliest first
    /// (innermost first at equal times).
    #[inline]
    fn flush_ends(&mut self, i: usize, upto: u64) {
        loop {
            let s = &mut self.seqs[i];
            let lane = match (s.lanes[0].top(), s.lanes[1].top()) {
                (Some(a), Some(b)) if a.1 <= b.1 => 0,
                (Some(_), Some(_)) | (None, Some(_)) => 1,
                (Some(_), None) => 0,
                (None, None) => return,
            };
            match s.lanes[lane].top() {
                Some((_, end)) if end <= upto => s.lanes[lane].pop(),
                _ => return,
            };
            let end = s.lanes[lane].earliest();
            let (ts, clock) = s.stamp(end);
            let slice = Slice {
                ts,
                seq: s.seq,
                kind: SLICE_END,
                iid: None,
                track: (lane == 1).then_some(s.tracks[1]),
                flags: None,
                clock,
                args: None,
            };
            self.out_of_order += u64::from(clock.is_some());
            self.slice(slice);
        }
    }

    /// An instruction or stall span of thread `t`, on its sequence, starting flow `flow`
    /// (a send instruction's, to its message).
    fn thread_span(
        &mut self,
        t: HwThread,
        lane: Lane,
        [start, end]: [u64; 2],
        name: &'static str,
        flow: Option<u64>,
        args: Option<Args>,
    ) {
        if self.error.is_some() {
            return;
        }
        let i = self.thread_seq(t);
        let l = lane as usize;
        let mut placing = self.placing;
        let placed = nest::place(&mut SeqLane { w: self, i, l }, start, end, &mut placing);
        self.placing = placing;
        let Some(start) = placed else {
            return;
        };
        let track = self.seqs[i].tracks[l];
        let iid = self.static_iid(name);
        let s = &mut self.seqs[i];
        let (ts, clock) = s.stamp(start);
        self.out_of_order += u64::from(clock.is_some());
        let seq = s.seq;
        let track = (lane == Lane::Stall).then_some(track);
        let new_name = s.interned.introduce(iid);
        let line = args.and_then(|a| a.line);
        let new_line = line.filter(|&l| s.lines.introduce(l));
        if new_name || new_line.is_some() || flow.is_some() {
            let mut data = new_name.then(|| interned(iid, name));
            if let (Some(l), Some(source)) = (new_line, &self.source) {
                data.get_or_insert_with(InternedData::default)
                    .debug_annotation_string_values
                    .push(InternedString {
                        iid: Some(l),
                        str: Some(source.name(l).as_bytes().to_vec()),
                    });
            }
            self.packet(TracePacket {
                timestamp: Some(ts),
                timestamp_clock_id: clock,
                trusted_packet_sequence_id: Some(seq),
                interned_data: data,
                track_event: Some(TrackEvent {
                    debug_annotations: args.map(|a| a.annotations()).unwrap_or_default(),
                    r#type: Some(SLICE_BEGIN),
                    name_iid: Some(iid),
                    track_uuid: track,
                    flow_ids: flow,
                    ..Default::default()
                }),
                ..Default::default()
            });
        } else {
            self.slice(Slice {
                ts,
                seq,
                kind: SLICE_BEGIN,
                iid: Some(iid),
                track,
                flags: None,
                clock,
                args,
            });
        }
    }

    /// A thread's lifetime track (on the machine sequence: lifetimes are reported at their
    /// end).
    fn life_track(&mut self, t: HwThread) -> u64 {
        let i = self.thread_seq(t);
        match self.seqs[i].tracks[Lane::Life as usize] {
            0 => {
                let u = self.thread_track_named(t, " life", 63);
                self.seqs[i].tracks[Lane::Life as usize] = u;
                u
            }
            u => u,
        }
    }

    /// The track of lane `lane` of a thread's messages in flight.
    fn send_track(&mut self, t: HwThread, lane: usize) -> u64 {
        if let Some(&u) = self.send_tracks.get(&(t, lane)) {
            return u;
        }
        let suffix = match lane {
            0 => " sends".to_string(),
            l => format!(" sends {}", l + 1),
        };
        let u = self.thread_track_named(t, &suffix, 2 + lane);
        self.send_tracks.insert((t, lane), u);
        u
    }

    /// The track of group slot `slot` of a subslice, under the subslice's `work-groups`
    /// process.
    fn group_track(&mut self, slice: u16, subslice: u16, slot: u16) -> u64 {
        if let Some(&u) = self.group_slots.get(&(slice, subslice, slot)) {
            return u;
        }
        let parent = match self.subslices.get(&(slice, subslice)) {
            Some(&u) => u,
            None => {
                let u = self.uuid();
                self.pids += 1;
                self.subslices.insert((slice, subslice), u);
                self.descriptor(TrackDescriptor {
                    uuid: Some(u),
                    process: Some(ProcessDescriptor {
                        pid: Some(self.pids),
                        process_name: Some(format!(
                            "slice {slice} / subslice {subslice} work-groups"
                        )),
                    }),
                    child_ordering: Some(EXPLICIT),
                    ..Default::default()
                });
                u
            }
        };
        let u = self.uuid();
        self.group_slots.insert((slice, subslice, slot), u);
        self.descriptor(TrackDescriptor {
            uuid: Some(u),
            parent_uuid: Some(parent),
            name: Some(format!("slot {slot}")),
            sibling_order_rank: Some(i32::from(slot)),
            ..Default::default()
        });
        u
    }

    /// One counter sample on its machine track.
    fn counter(&mut self, cycle: u64, name: &'static str, value: f64) {
        let track = self.machine_track(name, true);
        self.packet(TracePacket {
            timestamp: Some(cycle),
            trusted_packet_sequence_id: Some(MACHINE_SEQ),
            track_event: Some(TrackEvent {
                r#type: Some(COUNTER),
                track_uuid: Some(track),
                double_counter_value: Some(value),
                ..Default::default()
            }),
            ..Default::default()
        });
    }

    /// A machine-level track (`memory`) or counter track, by name.
    fn machine_track(&mut self, name: &'static str, counter: bool) -> u64 {
        if let Some(&u) = self.named.get(name) {
            return u;
        }
        let u = self.uuid();
        // in the order they first appear
        let rank = self.named.len() as i32;
        self.named.insert(name, u);
        let parent = self.named["machine"];
        self.descriptor(TrackDescriptor {
            uuid: Some(u),
            parent_uuid: Some(parent),
            name: Some(name.to_string()),
            sibling_order_rank: Some(rank),
            counter: counter.then_some(CounterDescriptor { unit_name: None }),
            ..Default::default()
        });
        u
    }

    /// Clips span `[start, end)` to start after `track`'s previous span: its start, or `None`
    /// when no whole cycle is left. Records the span's end as the track's.
    #[inline]
    fn clip(&mut self, track: u64, start: u64, end: u64) -> Option<u64> {
        let slot = track as usize;
        if self.last_end.len() <= slot {
            self.last_end.resize(slot + 1, 0);
        }
        let last = self.last_end[slot];
        let start = if start < last {
            self.clipped += 1;
            last
        } else {
            start
        };
        if end <= start {
            return None;
        }
        self.last_end[slot] = end;
        Some(start)
    }

    /// A span `[start, end)` on a track of the machine sequence, clipped to start after the
    /// track's previous span.
    fn machine_span(
        &mut self,
        track: u64,
        start: u64,
        end: u64,
        name: Name<'_>,
        flow_end: Option<u64>,
    ) {
        if self.error.is_some() {
            return;
        }
        let Some(start) = self.clip(track, start, end) else {
            return;
        };
        let new_name = match name {
            Name::Interned(iid, _) => self.machine_interned.introduce(iid),
            Name::Inline(_) => false,
        };
        match (name, new_name, flow_end) {
            (Name::Interned(iid, _), false, None) => {
                self.slice(Slice {
                    ts: start,
                    seq: MACHINE_SEQ,
                    kind: SLICE_BEGIN,
                    iid: Some(iid),
                    track: Some(track),
                    flags: Some(NEEDS_STATE),
                    clock: None,
                    args: None,
                });
            }
            _ => {
                let (iid, interned_data, name, flags) = match name {
                    Name::Interned(iid, n) => (
                        Some(iid),
                        new_name.then(|| interned(iid, n)),
                        None,
                        Some(NEEDS_STATE),
                    ),
                    Name::Inline(n) => (None, None, Some(n.to_string()), None),
                };
                self.packet(TracePacket {
                    timestamp: Some(start),
                    trusted_packet_sequence_id: Some(MACHINE_SEQ),
                    sequence_flags: flags,
                    interned_data,
                    track_event: Some(TrackEvent {
                        r#type: Some(SLICE_BEGIN),
                        name_iid: iid,
                        track_uuid: Some(track),
                        name,
                        terminating_flow_ids: flow_end,
                        ..Default::default()
                    }),
                    ..Default::default()
                });
            }
        }
        self.slice(Slice {
            ts: end,
            seq: MACHINE_SEQ,
            kind: SLICE_END,
            iid: None,
            track: Some(track),
            flags: None,
            clock: None,
            args: None,
        });
    }

    /// [`Self::machine_span`] with a static name (interned).
    fn machine_span_static(
        &mut self,
        track: u64,
        start: u64,
        end: u64,
        name: &'static str,
        flow_end: Option<u64>,
    ) {
        let iid = self.static_iid(name);
        self.machine_span(track, start, end, Name::Interned(iid, name), flow_end);
    }

    /// The flow from thread `t`'s send instruction issued at cycle `issued` to its message
    /// (one issue per thread and cycle: unique).
    fn flow_id(&mut self, t: HwThread, issued: u64) -> u64 {
        let i = self.thread_seq(t);
        ((i as u64 + 1) << 40) | (issued & ((1 << 40) - 1))
    }
}

/// A span's name on the machine sequence.
#[derive(Clone, Copy)]
enum Name<'a> {
    /// Interned with this id (names used again and again: units, machine spans).
    Interned(u64, &'a str),
    /// In the event itself (a name used once, a work-group's, would only grow the tables).
    Inline(&'a str),
}

/// Interned data introducing one event name.
fn interned(iid: u64, name: &str) -> InternedData {
    InternedData {
        event_names: vec![EventName {
            iid: Some(iid),
            name: Some(name.to_string()),
        }],
        ..Default::default()
    }
}

impl<W: Write> TraceSink for PerfettoTrace<W> {
    fn enabled(&self) -> bool {
        true
    }

    fn event(&mut self, e: TraceEvent) {
        if e.outside(self.window) {
            self.dropped += 1;
            return;
        }
        // every span's cycles: at least one
        let (first, last) = e.span();
        match e {
            TraceEvent::Issue {
                thread,
                name,
                pipe,
                ip,
                lanes,
                slots,
                ..
            } => {
                // a send starts the flow its message (if any) ends
                let flow = (pipe == "send").then(|| self.flow_id(thread, first));
                let line = self.source.as_ref().and_then(|l| l.iid(ip));
                let args = Args {
                    ip,
                    pipe,
                    lanes,
                    simd: slots,
                    line,
                };
                self.thread_span(thread, Lane::Issue, [first, last], name, flow, Some(args));
            }
            TraceEvent::Stall { thread, reason, .. } => {
                let name = reason.name();
                self.thread_span(thread, Lane::Stall, [first, last], name, None, None);
            }
            TraceEvent::ThreadLife { thread, group, .. } => {
                let track = self.life_track(thread);
                let name = Name::Inline(&group_name(group));
                self.machine_span(track, first, last, name, None);
            }
            TraceEvent::Send {
                thread,
                unit,
                issued,
                ..
            } => {
                let lane = self
                    .send_lanes
                    .entry(thread)
                    .or_default()
                    .place(first, last);
                let track = self.send_track(thread, lane);
                let flow = self.flow_id(thread, issued);
                self.machine_span_static(track, first, last, unit, Some(flow));
            }
            TraceEvent::GroupLife {
                slice,
                subslice,
                slot,
                group,
                ..
            } => {
                let track = self.group_track(slice, subslice, slot);
                let name = Name::Inline(&group_name(group));
                self.machine_span(track, first, last, name, None);
            }
            TraceEvent::Machine { track, name, .. } => {
                let t = self.machine_track(track, false);
                self.machine_span_static(t, first, last, name, None);
            }
            TraceEvent::Counter { cycle, name, value } => self.counter(cycle, name, value),
        }
    }
}

#[cfg(test)]
mod tests;
