//! Chrome Trace Event JSON (the format Perfetto UI and chrome://tracing load), streamed.
//!
//! Layout: process `pid = 1 + EU index` named `slice S / subslice B / EU E`; per hardware
//! thread T, instruction issues on track `tid = T` (`thread T`) and stalls on `tid = 200 + T`
//! (`thread T stalls`), complete (`"ph":"X"`) events that nest on their track (placed by the
//! rule the Perfetto writer follows: an instruction issued while the previous one still
//! occupies its pipe nests in its span, a span that would cross another starts where it
//! ends); thread lifetimes on `tid = 100 + T` (`thread T life`); counters are `"ph":"C"` events of process 0 (`machine`). Timestamps are
//! microseconds at the configured clock (`cycle / clock_mhz`), so the viewer shows real time;
//! every event also carries its cycle in `args`.

use crate::nest::{self, Nest, Placing};
use crate::{group_name, HwThread, Lanes, SourceLines, TraceEvent, TraceSink};
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::io::Write;

/// Writes Chrome Trace Event JSON as events arrive (metadata events name each EU and
/// hardware thread when it first appears): memory holds only the set of tracks seen.
pub struct ChromeStream<W: Write> {
    out: W,
    clock_mhz: f64,
    window: Option<(u64, u64)>,
    eus: HashSet<(u16, u16, u16)>,
    threads: HashSet<HwThread>,
    /// Subslices whose work-group process was named.
    subslices: HashSet<(u16, u16)>,
    /// Per hardware thread, the lanes of its messages in flight (and those named).
    send_lanes: HashMap<HwThread, Lanes>,
    send_named: HashSet<(HwThread, usize)>,
    /// Per hardware thread, the spans of its instruction and stall tracks.
    nests: rustc_hash::FxHashMap<HwThread, [Nest; 2]>,
    placing: Placing,
    count: usize,
    dropped: u64,
    error: Option<std::io::Error>,
    /// Whether an element of `traceEvents` was written (the next needs a comma).
    started: bool,
    /// Encoded events not yet written to `out`.
    buf: Vec<u8>,
    /// Source lines of the instructions (argument `line`), when known.
    source: Option<SourceLines>,
}

impl<W: Write> ChromeStream<W> {
    /// A trace at `clock_mhz` (cycles are converted to microseconds for the viewer) written
    /// to `out`.
    pub fn new(out: W, clock_mhz: u32) -> Self {
        let mut t = ChromeStream {
            out,
            clock_mhz: f64::from(clock_mhz.max(1)),
            window: None,
            eus: HashSet::new(),
            threads: HashSet::new(),
            subslices: HashSet::new(),
            send_lanes: HashMap::new(),
            send_named: HashSet::new(),
            nests: rustc_hash::FxHashMap::default(),
            placing: Placing::default(),
            count: 0,
            dropped: 0,
            error: None,
            started: false,
            buf: Vec::new(),
            source: None,
        };
        if let Err(e) = t.out.write_all(b"{\"traceEvents\":[") {
            t.error = Some(e);
        }
        t.emit(
            &json!({"ph": "M", "name": "process_name", "pid": 0, "tid": 0,
                       "args": {"name": "machine"}}),
        );
        t.count = 0;
        t
    }

    /// Keeps only events overlapping cycles `[first, last)`.
    pub fn with_window(mut self, first: u64, last: u64) -> Self {
        self.window = Some((first, last));
        self
    }

    /// Gives instruction spans their source line (argument `line`, `file:line`), from the
    /// kernel's debug line table (nothing when it is empty).
    pub fn with_source_lines(mut self, lines: SourceLines) -> Self {
        self.source = (!lines.is_empty()).then_some(lines);
        self
    }

    /// Events kept so far.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether no event was kept.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Events left out by the cycle window.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// Instruction and stall spans shortened (or left out) so as not to cross another.
    pub fn clipped(&self) -> u64 {
        self.placing.clipped
    }

    /// Instruction and stall spans nested in the previous one of their track.
    pub fn nested(&self) -> u64 {
        self.placing.nested
    }

    /// Closes the document and returns the writer, or the first write error.
    pub fn finish(mut self) -> std::io::Result<W> {
        self.close()?;
        Ok(self.out)
    }

    fn close(&mut self) -> std::io::Result<()> {
        self.drain();
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        write_tail(&mut self.out, self.clock_mhz, self.dropped)?;
        self.out.flush()
    }

    fn us(&self, cycle: u64) -> f64 {
        cycle as f64 / self.clock_mhz
    }

    fn pid(t: &HwThread) -> usize {
        // Stable: derived from the coordinates, not from the order EUs appear in.
        1 + ((t.slice as usize * 64 + t.subslice as usize) * 64 + t.eu as usize)
    }

    /// Writes the buffered events to `out`.
    fn drain(&mut self) {
        if self.error.is_none() && !self.buf.is_empty() {
            if let Err(e) = self.out.write_all(&self.buf) {
                self.error = Some(e);
            }
        }
        self.buf.clear();
    }

    /// Starts an element of `traceEvents` (its separator).
    fn element(&mut self) {
        if self.started {
            self.buf.push(b',');
        }
        self.started = true;
        self.count += 1;
    }

    /// Ends an element: drains a full buffer.
    fn ended(&mut self) {
        if self.buf.len() >= FLUSH_BYTES {
            self.drain();
        }
    }

    fn emit(&mut self, v: &Value) {
        if self.error.is_some() {
            return;
        }
        self.element();
        // serializing a Value into a Vec cannot fail
        let _ = serde_json::to_writer(&mut self.buf, v);
        self.ended();
    }

    /// A complete (`"ph":"X"`) span of a hardware thread: what [`value`] gives for an issue
    /// (`ip` given) or a stall, written without building a JSON value (the hot path). Keys
    /// in the order serde_json writes a map's: sorted.
    #[allow(clippy::too_many_arguments)]
    fn thread_span(
        &mut self,
        thread: HwThread,
        name: Name<'_>,
        cat: &str,
        start: u64,
        cycles: u64,
        ip: Option<u32>,
    ) {
        if self.error.is_some() {
            return;
        }
        let lane = usize::from(ip.is_none());
        let nests = self.nests.entry(thread).or_default();
        let end = start + cycles.max(1);
        let Some(placed) = nest::place(&mut nests[lane], start, end, &mut self.placing) else {
            return;
        };
        // a clipped span: what is left of it
        let (start, cycles) = if placed == start {
            (start, cycles)
        } else {
            (placed, end - placed)
        };
        let (ts, dur) = (self.us(start), self.us(cycles.max(1)));
        self.element();
        let b = &mut self.buf;
        // writing into a Vec cannot fail
        let _ = write!(b, "{{\"args\":{{\"cycle\":{start},\"cycles\":{cycles}");
        if let Some(ip) = ip {
            let _ = write!(b, ",\"ip\":\"0x{ip:x}\"");
            let source = self.source.as_ref();
            if let Some(line) = source.and_then(|s| Some(s.name(s.iid(ip)?))) {
                b.extend_from_slice(b",\"line\":");
                let _ = serde_json::to_writer(&mut *b, line);
            }
        }
        b.extend_from_slice(b"},\"cat\":");
        let _ = serde_json::to_writer(&mut *b, cat);
        b.extend_from_slice(b",\"dur\":");
        let _ = serde_json::to_writer(&mut *b, &dur);
        b.extend_from_slice(b",\"name\":");
        match name {
            Name::Plain(n) => {
                let _ = serde_json::to_writer(&mut *b, n);
            }
            // stall reasons are plain words (no character JSON escapes)
            Name::Stall(n) => {
                let _ = write!(b, "\"stall: {n}\"");
            }
        }
        let _ = write!(
            b,
            ",\"ph\":\"X\",\"pid\":{},\"tid\":{},\"ts\":",
            Self::pid(&thread),
            thread_tid(thread, lane)
        );
        let _ = serde_json::to_writer(&mut *b, &ts);
        b.push(b'}');
        self.ended();
    }

    /// The process of a subslice's work-groups (after every EU's).
    fn group_pid(slice: u16, subslice: u16) -> usize {
        2 + 64 * 64 * 64 + slice as usize * 64 + subslice as usize
    }

    /// The metadata event naming a subslice's work-group process, the first time it appears.
    fn note_subslice(&mut self, slice: u16, subslice: u16) {
        if self.subslices.insert((slice, subslice)) {
            self.emit(&json!({"ph": "M", "name": "process_name",
                "pid": Self::group_pid(slice, subslice), "tid": 0,
                "args": {"name": format!("slice {slice} / subslice {subslice} work-groups")}}));
            self.count -= 1;
        }
    }

    /// Metadata events for a thread's EU and tracks, the first time they appear.
    fn note(&mut self, t: HwThread) {
        let pid = Self::pid(&t);
        if self.eus.insert((t.slice, t.subslice, t.eu)) {
            self.emit(&json!({"ph": "M", "name": "process_name", "pid": pid, "tid": 0,
                "args": {"name": format!("slice {} / subslice {} / EU {}", t.slice, t.subslice, t.eu)}}));
            self.emit(
                &json!({"ph": "M", "name": "process_sort_index", "pid": pid, "tid": 0,
                "args": {"sort_index": pid}}),
            );
            self.count -= 2;
        }
        if self.threads.insert(t) {
            self.emit(
                &json!({"ph": "M", "name": "thread_name", "pid": pid, "tid": t.thread,
                "args": {"name": format!("thread {}", t.thread)}}),
            );
            self.emit(&json!({"ph": "M", "name": "thread_name", "pid": pid,
                "tid": thread_tid(t, 1), "args": {"name": format!("thread {} stalls", t.thread)}}));
            self.emit(&json!({"ph": "M", "name": "thread_name", "pid": pid,
                "tid": 100 + t.thread as u32, "args": {"name": format!("thread {} life", t.thread)}}));
            self.count -= 3;
        }
    }
}

impl<W: Write> TraceSink for ChromeStream<W> {
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
                ip,
                name,
                pipe,
                ..
            } => {
                self.note(thread);
                self.thread_span(thread, Name::Plain(name), pipe, start, cycles, Some(ip));
            }
            TraceEvent::Stall {
                thread,
                start,
                cycles,
                reason,
                ..
            } => {
                self.note(thread);
                let name = Name::Stall(reason.name());
                self.thread_span(thread, name, "stall", start, cycles, None);
            }
            TraceEvent::Send {
                thread,
                unit,
                issued,
                start,
                end,
                ..
            } => {
                self.note(thread);
                let end = end.max(start + 1);
                let lane = self.send_lanes.entry(thread).or_default().place(start, end);
                let (pid, tid) = (Self::pid(&thread), send_tid(thread, lane));
                if self.send_named.insert((thread, lane)) {
                    let name = match lane {
                        0 => format!("thread {} sends", thread.thread),
                        l => format!("thread {} sends {}", thread.thread, l + 1),
                    };
                    self.emit(
                        &json!({"ph": "M", "name": "thread_name", "pid": pid, "tid": tid,
                        "args": {"name": name}}),
                    );
                    self.count -= 1;
                }
                let v = send_value(thread, unit, [issued, start, end], lane, self.clock_mhz);
                self.emit(&v);
            }
            other => {
                match other {
                    TraceEvent::ThreadLife { thread, .. } => self.note(thread),
                    TraceEvent::GroupLife {
                        slice, subslice, ..
                    } => self.note_subslice(slice, subslice),
                    _ => {}
                }
                let v = value(&other, self.clock_mhz);
                self.emit(&v);
            }
        }
    }
}

/// A span's name: as given, or a stall reason's (`stall: REASON`).
#[derive(Clone, Copy)]
enum Name<'a> {
    Plain(&'a str),
    Stall(&'a str),
}

/// Encoded events kept before they are written out.
const FLUSH_BYTES: usize = 1 << 20;

/// The JSON element of event `e` at `clock_mhz` (issues and stalls are written by
/// `ChromeStream::thread_span`, byte for byte the same; see the tests).
fn value(e: &TraceEvent, clock_mhz: f64) -> Value {
    let us = |cycle: u64| cycle as f64 / clock_mhz;
    let pid = ChromeStream::<Vec<u8>>::pid;
    match *e {
        TraceEvent::Issue {
            thread,
            start,
            cycles,
            ip,
            name,
            pipe,
            ..
        } => json!({"ph": "X", "name": name, "cat": pipe, "pid": pid(&thread),
            "tid": thread.thread, "ts": us(start), "dur": us(cycles.max(1)),
            "args": {"ip": format!("0x{ip:x}"), "cycle": start, "cycles": cycles}}),
        TraceEvent::Stall {
            thread,
            start,
            cycles,
            reason,
            ..
        } => json!({"ph": "X", "name": format!("stall: {}", reason.name()), "cat": "stall",
            "pid": pid(&thread), "tid": thread_tid(thread, 1), "ts": us(start),
            "dur": us(cycles.max(1)), "args": {"cycle": start, "cycles": cycles}}),
        TraceEvent::ThreadLife {
            thread,
            start,
            end,
            group,
        } => json!({"ph": "X", "name": group_name(group),
            "cat": "thread", "pid": pid(&thread), "tid": 100 + thread.thread as u32,
            "ts": us(start), "dur": us(end.saturating_sub(start).max(1)),
            "args": {"cycle": start, "end_cycle": end}}),
        TraceEvent::Send {
            thread,
            unit,
            issued,
            start,
            end,
            ..
        } => send_value(
            thread,
            unit,
            [issued, start, end.max(start + 1)],
            0,
            clock_mhz,
        ),
        TraceEvent::GroupLife {
            slice,
            subslice,
            slot,
            start,
            end,
            group,
        } => json!({"ph": "X", "name": group_name(group),
            "cat": "work-group", "pid": ChromeStream::<Vec<u8>>::group_pid(slice, subslice),
            "tid": slot, "ts": us(start), "dur": us(end.saturating_sub(start).max(1)),
            "args": {"cycle": start, "end_cycle": end}}),
        TraceEvent::Machine {
            track,
            name,
            start,
            end,
        } => json!({"ph": "X", "name": name, "cat": track, "pid": 0, "tid": 1,
            "ts": us(start), "dur": us(end.saturating_sub(start).max(1)),
            "args": {"cycle": start, "end_cycle": end}}),
        TraceEvent::Counter { cycle, name, value } => {
            json!({"ph": "C", "name": name, "pid": 0, "tid": 0, "ts": us(cycle),
                "args": {name: value}})
        }
    }
}

/// Ends the document: the event list, then what the viewer and readers need to know.
fn write_tail(out: &mut dyn Write, clock_mhz: f64, dropped: u64) -> std::io::Result<()> {
    out.write_all(b"],\"displayTimeUnit\":\"ns\",\"otherData\":")?;
    let other = json!({"generator": "eusim", "clock_mhz": clock_mhz, "dropped_events": dropped});
    serde_json::to_writer(&mut *out, &other)?;
    out.write_all(b"}\n")
}

/// The track (`tid`) of a thread's instructions (lane 0) or stalls (lane 1).
fn thread_tid(thread: HwThread, lane: usize) -> usize {
    thread.thread as usize + 200 * lane
}

/// The track (`tid`) of lane `lane` of a thread's messages in flight.
fn send_tid(thread: HwThread, lane: usize) -> usize {
    1000 + thread.thread as usize * 1000 + lane
}

/// The JSON element of a message in flight on lane `lane`: its send instruction's issue
/// cycle, its first and its end cycle.
fn send_value(
    thread: HwThread,
    unit: &str,
    [issued, start, end]: [u64; 3],
    lane: usize,
    clock_mhz: f64,
) -> Value {
    let us = |cycle: u64| cycle as f64 / clock_mhz;
    json!({"ph": "X", "name": unit, "cat": "message", "pid": ChromeStream::<Vec<u8>>::pid(&thread),
        "tid": send_tid(thread, lane), "ts": us(start), "dur": us(end.saturating_sub(start)),
        "args": {"cycle": start, "end_cycle": end, "issued_cycle": issued}})
}

/// A Chrome trace kept in memory and written at the end with [`ChromeTrace::write`] (the
/// same document [`ChromeStream`] writes).
pub struct ChromeTrace {
    inner: ChromeStream<Vec<u8>>,
}

impl ChromeTrace {
    /// A trace at `clock_mhz`.
    pub fn new(clock_mhz: u32) -> Self {
        ChromeTrace {
            inner: ChromeStream::new(Vec::new(), clock_mhz),
        }
    }

    /// Keeps only events overlapping cycles `[first, last)`.
    pub fn with_window(self, first: u64, last: u64) -> Self {
        ChromeTrace {
            inner: self.inner.with_window(first, last),
        }
    }

    /// Events kept so far.
    pub fn len(&self) -> usize {
        self.inner.len()
    }

    /// Whether no event was kept.
    pub fn is_empty(&self) -> bool {
        self.inner.is_empty()
    }

    /// Events left out by the cycle window.
    pub fn dropped(&self) -> u64 {
        self.inner.dropped()
    }

    /// Writes the JSON document.
    pub fn write(&self, out: &mut dyn Write) -> std::io::Result<()> {
        out.write_all(&self.inner.out)?;
        out.write_all(&self.inner.buf)?;
        write_tail(out, self.inner.clock_mhz, self.inner.dropped)
    }
}

impl TraceSink for ChromeTrace {
    fn enabled(&self) -> bool {
        true
    }

    fn event(&mut self, e: TraceEvent) {
        self.inner.event(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StallReason;

    const T: HwThread = HwThread {
        slice: 0,
        subslice: 2,
        eu: 5,
        thread: 3,
    };

    fn doc(t: &ChromeTrace) -> Value {
        let mut buf = Vec::new();
        t.write(&mut buf).unwrap();
        serde_json::from_slice(&buf).unwrap()
    }

    #[test]
    fn spans_counters_and_names() {
        let mut t = ChromeTrace::new(1000); // 1000 MHz: 1 cycle = 0.001 us
        t.event(TraceEvent::Issue {
            thread: T,
            start: 2000,
            cycles: 4,
            ip: 0x40,
            name: "mad",
            pipe: "FPU0",
            index: 0,
            lanes: 0,
            slots: 0,
        });
        t.event(TraceEvent::Stall {
            thread: T,
            start: 2004,
            cycles: 10,
            reason: StallReason::Memory,
            index: 0,
        });
        t.event(TraceEvent::Counter {
            cycle: 3000,
            name: "occupancy",
            value: 0.5,
        });
        let d = doc(&t);
        let ev = d["traceEvents"].as_array().unwrap();
        let x: Vec<_> = ev.iter().filter(|e| e["ph"] == "X").collect();
        assert_eq!(x.len(), 2);
        assert_eq!(x[0]["name"], "mad");
        assert_eq!(x[0]["ts"], 2.0);
        assert_eq!(x[0]["dur"], 0.004);
        assert_eq!(x[0]["args"]["ip"], "0x40");
        assert_eq!(x[1]["name"], "stall: memory");
        assert_eq!(x[0]["pid"], x[1]["pid"]);
        assert_eq!(x[0]["tid"], 3);
        assert_eq!(x[1]["tid"], 203, "stalls have a track of their own");
        let c: Vec<_> = ev.iter().filter(|e| e["ph"] == "C").collect();
        assert_eq!(c[0]["args"]["occupancy"], 0.5);
        let names: Vec<_> = ev
            .iter()
            .filter(|e| e["name"] == "process_name")
            .map(|e| e["args"]["name"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(names, ["machine", "slice 0 / subslice 2 / EU 5"]);
    }

    #[test]
    fn thread_spans_nest_or_start_after_the_span_they_would_cross() {
        let mut t = ChromeTrace::new(1000);
        let issue = |start, cycles, name| TraceEvent::Issue {
            thread: T,
            start,
            cycles,
            ip: 0,
            name,
            pipe: "send",
            index: 0,
            lanes: 0,
            slots: 0,
        };
        // a two-cycle send, a mul issued under it, an add that would cross its end
        t.event(issue(10, 2, "sends"));
        t.event(issue(11, 1, "mul"));
        t.event(issue(11, 3, "add"));
        assert_eq!((t.inner.nested(), t.inner.clipped()), (1, 1));
        let d = doc(&t);
        let x: Vec<(String, u64, u64)> = d["traceEvents"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["ph"] == "X")
            .map(|e| {
                let a = &e["args"];
                let n = e["name"].as_str().unwrap().to_string();
                (
                    n,
                    a["cycle"].as_u64().unwrap(),
                    a["cycles"].as_u64().unwrap(),
                )
            })
            .collect();
        let want = [("sends", 10, 2), ("mul", 11, 1), ("add", 12, 2)];
        assert_eq!(x, want.map(|(n, c, k)| (n.to_string(), c, k)));
    }

    #[test]
    fn window_drops_outside_events() {
        let mut t = ChromeTrace::new(1000).with_window(100, 200);
        for start in [0u64, 95, 150, 199, 200, 500] {
            t.event(TraceEvent::Stall {
                thread: T,
                start,
                cycles: 10,
                reason: StallReason::Dependency,
                index: 0,
            });
        }
        // [95,105) overlaps, [150,160) and [199,209) overlap; [0,10), [200,210), [500,510) don't.
        assert_eq!(t.len(), 3);
        assert_eq!(t.dropped(), 3);
    }

    #[test]
    fn output_is_deterministic() {
        let mk = || {
            let mut t = ChromeTrace::new(1150);
            for th in [3u16, 1, 2] {
                t.event(TraceEvent::ThreadLife {
                    thread: HwThread { thread: th, ..T },
                    start: 10,
                    end: 90,
                    group: [1, 0, 0],
                });
            }
            let mut b = Vec::new();
            t.write(&mut b).unwrap();
            b
        };
        assert_eq!(mk(), mk());
    }

    #[test]
    fn hand_written_spans_are_the_json_values() {
        // the hot path writes, byte for byte, what serde_json writes for the event's value
        let t = HwThread {
            slice: 1,
            subslice: 2,
            eu: 3,
            thread: 4,
        };
        let events = [
            TraceEvent::Issue {
                thread: t,
                start: 123_456,
                cycles: 4,
                ip: 0x1a0,
                name: "math.inv",
                pipe: "FPU1",
                index: 0,
                lanes: 0,
                slots: 0,
            },
            TraceEvent::Issue {
                thread: t,
                start: 0,
                cycles: 0,
                ip: 0,
                name: "say \"hi\"",
                pipe: "send",
                index: 0,
                lanes: 0,
                slots: 0,
            },
            TraceEvent::Stall {
                thread: t,
                start: 7,
                cycles: 1_000_003,
                reason: crate::StallReason::InstructionFetch,
                index: 0,
            },
        ];
        for clock in [1150, 950, 1] {
            for e in &events {
                let mut s = ChromeStream::new(Vec::new(), clock);
                // the thread's metadata first, so the event alone follows
                s.note(t);
                let from = s.buf.len();
                s.event(*e);
                let hand = &s.buf[from..];
                let hand = hand.strip_prefix(b",").expect("a separator");
                let want = serde_json::to_vec(&value(e, f64::from(clock))).unwrap();
                assert_eq!(
                    String::from_utf8_lossy(hand),
                    String::from_utf8_lossy(&want),
                    "{e:?} at {clock} MHz"
                );
            }
        }
    }
}
