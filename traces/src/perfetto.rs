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
use crate::{HwThread, TraceEvent, TraceSink};
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
    threads: HashMap<(HwThread, Lane), u64>,
    named: HashMap<&'static str, u64>,
    last_end: HashMap<u64, u64>,
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
            threads: HashMap::default(),
            named: HashMap::default(),
            last_end: HashMap::default(),
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
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.out.flush()?;
        Ok(self.out)
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
        self.buf.clear();
        let len = p.encoded_len();
        self.buf.push(0x0a);
        prost::encoding::encode_varint(len as u64, &mut self.buf);
        if let Err(e) = p.encode(&mut self.buf) {
            self.error = Some(std::io::Error::other(e));
            return;
        }
        self.bytes += self.buf.len() as u64;
        if let Err(e) = self.out.write_all(&self.buf) {
            self.error = Some(e);
        }
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
        let pid = 1 + self.eus.len() as i32;
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
        if let Some(&u) = self.threads.get(&(t, lane)) {
            return u;
        }
        let parent = self.eu_track(t);
        let u = self.uuid();
        self.threads.insert((t, lane), u);
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
        let last = self.last_end.get(&track).copied().unwrap_or(0);
        let start = if start < last {
            self.clipped += 1;
            last
        } else {
            start
        };
        if end <= start {
            return;
        }
        self.last_end.insert(track, end);
        let mut interned = None;
        let iid = self.name_iid(name, &mut interned);
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
    }

    /// A slice begin or end packet, encoded by hand (the bytes prost writes for the same
    /// `TracePacket`: fields in tag order): the hot path of a trace.
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
        let mut te = [0u8; 32];
        let mut n = 0;
        let put = put_into;
        te[n] = 0x48; // TrackEvent.type = 9, varint
        n += 1;
        put(&mut te, &mut n, kind as u64);
        if let Some(i) = iid {
            te[n] = 0x50; // name_iid = 10
            n += 1;
            put(&mut te, &mut n, i);
        }
        te[n] = 0x58; // track_uuid = 11
        n += 1;
        put(&mut te, &mut n, track);
        let mut body = [0u8; 64];
        let mut m = 0;
        body[m] = 0x40; // TracePacket.timestamp = 8
        m += 1;
        put_into(&mut body, &mut m, ts);
        body[m] = 0x50; // trusted_packet_sequence_id = 10
        m += 1;
        put_into(&mut body, &mut m, u64::from(SEQ));
        body[m] = 0x5a; // track_event = 11, length-delimited
        m += 1;
        put_into(&mut body, &mut m, n as u64);
        body[m..m + n].copy_from_slice(&te[..n]);
        m += n;
        if let Some(f) = flags {
            body[m] = 0x68; // sequence_flags = 13
            m += 1;
            put_into(&mut body, &mut m, u64::from(f));
        }
        self.buf.clear();
        self.buf.push(0x0a); // Trace.packet = 1
        prost::encoding::encode_varint(m as u64, &mut self.buf);
        self.buf.extend_from_slice(&body[..m]);
        self.bytes += self.buf.len() as u64;
        if let Err(e) = self.out.write_all(&self.buf) {
            self.error = Some(e);
        }
    }
}

/// Writes `v` as a protobuf varint at `buf[*n..]` and advances `n` (at most 10 bytes).
fn put_into(buf: &mut [u8], n: &mut usize, mut v: u64) {
    while v >= 0x80 {
        buf[*n] = (v as u8) | 0x80;
        *n += 1;
        v >>= 7;
    }
    buf[*n] = v as u8;
    *n += 1;
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
                self.span(track, start, start + cycles.max(1), name);
            }
            TraceEvent::Stall {
                thread,
                start,
                cycles,
                reason,
            } => {
                let track = self.thread_track(thread, Lane::Stall);
                self.span(track, start, start + cycles.max(1), reason.name());
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
            TraceEvent::Machine {
                track,
                name,
                start,
                end,
            } => {
                let t = self.machine_track(track, false);
                self.span(t, start, end.max(start + 1), name);
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
