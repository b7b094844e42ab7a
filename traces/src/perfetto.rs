//! Perfetto's native protobuf trace (`.pftrace`), written as events arrive: memory holds the
//! track and name tables, never the events.
//!
//! Layout: a `machine` process track with one counter track per counter and a `memory` track
//! (the end-of-kernel flush and other machine-level spans); one process track per EU named
//! `slice S / subslice B / EU E`, and under it per hardware thread an instruction track
//! (`thread T`), a stall track (`thread T stalls`) and a lifetime track (`thread T life`).
//! Event names are interned. Timestamps are GPU cycles (the UI labels them nanoseconds).
//!
//! Well-formed by construction: on every track a span starts no earlier than the previous
//! one ended (a span overlapping its predecessor is clipped to start where it ended, and one
//! left with no whole cycle is not emitted), so spans never cross; every span lasts at least
//! one cycle.

use crate::perfetto_proto::{
    CounterDescriptor, EventName, InternedData, ProcessDescriptor, TracePacket, TrackDescriptor,
    TrackEvent,
};
use crate::{HwThread, Lanes, TraceEvent, TraceSink};
use prost::Message;
use rustc_hash::FxHashMap as HashMap;
use std::io::Write;

const SEQ: u32 = 1;
const SLICE_BEGIN: i32 = 1;
const SLICE_END: i32 = 2;
const COUNTER: i32 = 4;
const CLEARED: u32 = 1;
const NEEDS_STATE: u32 = 2;

/// Which of a hardware thread's tracks.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Lane {
    Issue,
    Stall,
    Life,
}

/// A streaming Perfetto protobuf writer.
pub struct PerfettoTrace<W: Write> {
    out: W,
    window: Option<(u64, u64)>,
    names: HashMap<String, u64>,
    eus: HashMap<(u16, u16, u16), u64>,
    /// Per hardware thread, the lanes of its messages in flight and their tracks.
    send_lanes: HashMap<HwThread, Lanes>,
    send_tracks: HashMap<(HwThread, usize), u64>,
    /// Per subslice, its work-groups' process track; per (subslice, slot), the slot's track.
    subslices: HashMap<(u16, u16), u64>,
    group_slots: HashMap<(u16, u16, u16), u64>,
    /// Process ids given out (the machine is 0).
    pids: i32,
    /// Per hardware thread, its tracks' uuids by lane (0: not described yet).
    threads: HashMap<HwThread, [u64; 3]>,
    /// The last thread looked up (events come in runs of one thread's).
    last_thread: Option<(HwThread, [u64; 3])>,
    named: HashMap<&'static str, u64>,
    /// Interning ids of static names, by address and length (no string hashing per event).
    static_names: HashMap<(usize, usize), u64>,
    /// End of the last span on each track, by uuid (uuids count up from 1).
    last_end: Vec<u64>,
    next_uuid: u64,
    buf: Vec<u8>,
    error: Option<std::io::Error>,
    bytes: u64,
    dropped: u64,
    clipped: u64,
}

impl<W: Write> PerfettoTrace<W> {
    /// A trace written to `out`; the first packet clears the sequence's incremental state.
    pub fn new(out: W) -> Self {
        let mut t = PerfettoTrace {
            out,
            window: None,
            names: HashMap::default(),
            eus: HashMap::default(),
            send_lanes: HashMap::default(),
            send_tracks: HashMap::default(),
            subslices: HashMap::default(),
            group_slots: HashMap::default(),
            pids: 0,
            threads: HashMap::default(),
            named: HashMap::default(),
            last_thread: None,
            static_names: HashMap::default(),
            last_end: Vec::new(),
            next_uuid: 1,
            buf: Vec::new(),
            error: None,
            bytes: 0,
            dropped: 0,
            clipped: 0,
        };
        let machine = t.uuid();
        t.packet(TracePacket {
            trusted_packet_sequence_id: Some(SEQ),
            sequence_flags: Some(CLEARED),
            track_descriptor: Some(TrackDescriptor {
                uuid: Some(machine),
                name: Some("machine".into()),
                process: Some(ProcessDescriptor {
                    pid: Some(0),
                    process_name: Some("machine".into()),
                }),
                ..Default::default()
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

    /// Events left out by the window.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// Spans shortened (or left out) so that they do not cross the previous span of their
    /// track.
    pub fn clipped(&self) -> u64 {
        self.clipped
    }

    /// Bytes written so far.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Flushes and returns the writer, or the first write error.
    pub fn finish(mut self) -> std::io::Result<W> {
        self.drain();
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.out.flush()?;
        Ok(self.out)
    }

    /// Writes the encoded packets held in `buf` to the output.
    fn drain(&mut self) {
        if self.error.is_none() && !self.buf.is_empty() {
            if let Err(e) = self.out.write_all(&self.buf) {
                self.error = Some(e);
            }
        }
        self.buf.clear();
    }

    /// Counts the packets appended to `buf` since it held `from` bytes; drains a full buffer.
    #[inline]
    fn appended(&mut self, from: usize) {
        self.bytes += (self.buf.len() - from) as u64;
        if self.buf.len() >= FLUSH_BYTES {
            self.drain();
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
        let from = self.buf.len();
        let len = p.encoded_len();
        self.buf.push(0x0a);
        prost::encoding::encode_varint(len as u64, &mut self.buf);
        if let Err(e) = p.encode(&mut self.buf) {
            self.error = Some(std::io::Error::other(e));
            return;
        }
        self.appended(from);
    }

    fn descriptor(&mut self, d: TrackDescriptor) {
        self.packet(TracePacket {
            trusted_packet_sequence_id: Some(SEQ),
            track_descriptor: Some(d),
            ..Default::default()
        });
    }

    /// The interning id of `name`, introduced in `interned` when new.
    fn name_iid(&mut self, name: &str, interned: &mut Option<InternedData>) -> u64 {
        if let Some(&i) = self.names.get(name) {
            return i;
        }
        let i = self.names.len() as u64 + 1;
        self.names.insert(name.to_string(), i);
        interned
            .get_or_insert_with(InternedData::default)
            .event_names
            .push(EventName {
                iid: Some(i),
                name: Some(name.to_string()),
            });
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
            ..Default::default()
        });
        u
    }

    fn thread_track(&mut self, t: HwThread, lane: Lane) -> u64 {
        let i = lane as usize;
        if let Some((last, uuids)) = self.last_thread {
            if last == t && uuids[i] != 0 {
                return uuids[i];
            }
        }
        let mut uuids = self.threads.get(&t).copied().unwrap_or_default();
        if uuids[i] != 0 {
            self.last_thread = Some((t, uuids));
            return uuids[i];
        }
        let parent = self.eu_track(t);
        let u = self.uuid();
        uuids[i] = u;
        self.threads.insert(t, uuids);
        self.last_thread = Some((t, uuids));
        let suffix = match lane {
            Lane::Issue => "",
            Lane::Stall => " stalls",
            Lane::Life => " life",
        };
        self.descriptor(TrackDescriptor {
            uuid: Some(u),
            parent_uuid: Some(parent),
            name: Some(format!("thread {}{suffix}", t.thread)),
            ..Default::default()
        });
        u
    }

    /// The track of lane `lane` of a thread's messages in flight.
    fn send_track(&mut self, t: HwThread, lane: usize) -> u64 {
        if let Some(&u) = self.send_tracks.get(&(t, lane)) {
            return u;
        }
        let parent = self.eu_track(t);
        let u = self.uuid();
        self.send_tracks.insert((t, lane), u);
        let name = match lane {
            0 => format!("thread {} sends", t.thread),
            l => format!("thread {} sends {}", t.thread, l + 1),
        };
        self.descriptor(TrackDescriptor {
            uuid: Some(u),
            parent_uuid: Some(parent),
            name: Some(name),
            ..Default::default()
        });
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
            ..Default::default()
        });
        u
    }

    /// A machine-level track (`memory`) or counter track, by name.
    fn machine_track(&mut self, name: &'static str, counter: bool) -> u64 {
        if let Some(&u) = self.named.get(name) {
            return u;
        }
        let u = self.uuid();
        self.named.insert(name, u);
        let parent = self.named["machine"];
        self.descriptor(TrackDescriptor {
            uuid: Some(u),
            parent_uuid: Some(parent),
            name: Some(name.to_string()),
            counter: counter.then_some(CounterDescriptor { unit_name: None }),
            ..Default::default()
        });
        u
    }

    /// A span `[start, end)` on `track`, clipped to start after the track's previous span.
    fn span(&mut self, track: u64, start: u64, end: u64, name: &str) {
        self.span_with(track, start, end, name, None);
    }

    /// [`Self::span`] with a static name, whose interning id is looked up by address.
    fn span_static(&mut self, track: u64, start: u64, end: u64, name: &'static str) {
        let key = (name.as_ptr() as usize, name.len());
        let known = self.static_names.get(&key).copied();
        let used = self.span_with(track, start, end, name, known);
        if let (None, Some(i)) = (known, used) {
            self.static_names.insert(key, i);
        }
    }

    /// [`Self::span`], with the name's interning id when it is known; returns the id used
    /// (`None`: nothing was emitted).
    fn span_with(
        &mut self,
        track: u64,
        start: u64,
        end: u64,
        name: &str,
        iid: Option<u64>,
    ) -> Option<u64> {
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
        let mut interned = None;
        let iid = match iid {
            Some(i) => i,
            None => self.name_iid(name, &mut interned),
        };
        if interned.is_some() {
            // a new name: the rare packet that carries interned data goes through prost
            self.packet(TracePacket {
                timestamp: Some(start),
                trusted_packet_sequence_id: Some(SEQ),
                sequence_flags: Some(NEEDS_STATE),
                interned_data: interned,
                track_event: Some(TrackEvent {
                    r#type: Some(SLICE_BEGIN),
                    name_iid: Some(iid),
                    track_uuid: Some(track),
                    double_counter_value: None,
                }),
                ..Default::default()
            });
        } else {
            self.slice_packet(start, SLICE_BEGIN, Some(iid), track, Some(NEEDS_STATE));
        }
        self.slice_packet(end, SLICE_END, None, track, None);
        Some(iid)
    }

    /// A slice begin or end packet, encoded by hand straight into the output buffer (the
    /// bytes prost writes for the same `TracePacket`: fields in tag order): the hot path of a
    /// trace.
    fn slice_packet(
        &mut self,
        ts: u64,
        kind: i32,
        iid: Option<u64>,
        track: u64,
        flags: Option<u32>,
    ) {
        if self.error.is_some() {
            return;
        }
        let kind = kind as u64;
        // TrackEvent: type = 9, name_iid = 10, track_uuid = 11 (varints)
        let te =
            1 + varint_len(kind) + iid.map_or(0, |i| 1 + varint_len(i)) + 1 + varint_len(track);
        // TracePacket: timestamp = 8, trusted_packet_sequence_id = 10, track_event = 11
        // (length-delimited), sequence_flags = 13
        let body = 1
            + varint_len(ts)
            + 1
            + varint_len(u64::from(SEQ))
            + 1
            + varint_len(te as u64)
            + te
            + flags.map_or(0, |f| 1 + varint_len(u64::from(f)));
        let from = self.buf.len();
        let b = &mut self.buf;
        b.reserve(body + 11);
        b.push(0x0a); // Trace.packet = 1
        put(b, body as u64);
        b.push(0x40);
        put(b, ts);
        b.push(0x50);
        put(b, u64::from(SEQ));
        b.push(0x5a);
        put(b, te as u64);
        b.push(0x48);
        put(b, kind);
        if let Some(i) = iid {
            b.push(0x50);
            put(b, i);
        }
        b.push(0x58);
        put(b, track);
        if let Some(f) = flags {
            b.push(0x68);
            put(b, u64::from(f));
        }
        self.appended(from);
    }
}

/// Encoded packets kept before they are written out.
const FLUSH_BYTES: usize = 1 << 20;

/// Bytes of `v` as a protobuf varint.
#[inline]
fn varint_len(v: u64) -> usize {
    (64 - (v | 1).leading_zeros() as usize).div_ceil(7)
}

/// Appends `v` as a protobuf varint.
#[inline]
fn put(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push((v as u8) | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
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
        match e {
            TraceEvent::Issue {
                thread,
                start,
                cycles,
                name,
                ..
            } => {
                let track = self.thread_track(thread, Lane::Issue);
                self.span_static(track, start, start + cycles.max(1), name);
            }
            TraceEvent::Stall {
                thread,
                start,
                cycles,
                reason,
                ..
            } => {
                let track = self.thread_track(thread, Lane::Stall);
                self.span_static(track, start, start + cycles.max(1), reason.name());
            }
            TraceEvent::ThreadLife {
                thread,
                start,
                end,
                group,
            } => {
                let track = self.thread_track(thread, Lane::Life);
                let name = format!("group {},{},{}", group[0], group[1], group[2]);
                self.span(track, start, end.max(start + 1), &name);
            }
            TraceEvent::Send {
                thread,
                unit,
                start,
                end,
            } => {
                let end = end.max(start + 1);
                let lane = self.send_lanes.entry(thread).or_default().place(start, end);
                let track = self.send_track(thread, lane);
                self.span_static(track, start, end, unit);
            }
            TraceEvent::GroupLife {
                slice,
                subslice,
                slot,
                start,
                end,
                group,
            } => {
                let track = self.group_track(slice, subslice, slot);
                let name = format!("group {},{},{}", group[0], group[1], group[2]);
                self.span(track, start, end.max(start + 1), &name);
            }
            TraceEvent::Machine {
                track,
                name,
                start,
                end,
            } => {
                let t = self.machine_track(track, false);
                self.span_static(t, start, end.max(start + 1), name);
            }
            TraceEvent::Counter { cycle, name, value } => {
                let track = self.machine_track(name, true);
                self.packet(TracePacket {
                    timestamp: Some(cycle),
                    trusted_packet_sequence_id: Some(SEQ),
                    track_event: Some(TrackEvent {
                        r#type: Some(COUNTER),
                        track_uuid: Some(track),
                        double_counter_value: Some(value),
                        ..Default::default()
                    }),
                    ..Default::default()
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varint_lengths_match_prost() {
        for v in [
            0u64,
            1,
            127,
            128,
            16_383,
            16_384,
            1 << 35,
            u64::MAX >> 1,
            u64::MAX,
        ] {
            assert_eq!(varint_len(v), prost::encoding::encoded_len_varint(v), "{v}");
            let mut a = Vec::new();
            put(&mut a, v);
            let mut b = Vec::new();
            prost::encoding::encode_varint(v, &mut b);
            assert_eq!(a, b, "{v}");
        }
    }

    #[test]
    fn hand_encoded_slices_are_the_prost_encoding() {
        // the hot path writes the bytes prost writes for the same packet
        let mut t = PerfettoTrace::new(Vec::new());
        let from = t.buf.len();
        t.slice_packet(
            123_456_789,
            SLICE_BEGIN,
            Some(300),
            70_000,
            Some(NEEDS_STATE),
        );
        t.slice_packet(123_456_800, SLICE_END, None, 70_000, None);
        let hand = t.buf[from..].to_vec();
        let mut want = Vec::new();
        for (ts, kind, iid, flags) in [
            (123_456_789, SLICE_BEGIN, Some(300), Some(NEEDS_STATE)),
            (123_456_800, SLICE_END, None, None),
        ] {
            let p = TracePacket {
                timestamp: Some(ts),
                trusted_packet_sequence_id: Some(SEQ),
                sequence_flags: flags,
                track_event: Some(TrackEvent {
                    r#type: Some(kind),
                    name_iid: iid,
                    track_uuid: Some(70_000),
                    double_counter_value: None,
                }),
                ..Default::default()
            };
            want.push(0x0a);
            prost::encoding::encode_varint(p.encoded_len() as u64, &mut want);
            p.encode(&mut want).unwrap();
        }
        assert_eq!(hand, want);
    }
}
