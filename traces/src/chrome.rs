//! Chrome Trace Event JSON (the format Perfetto UI and chrome://tracing load).
//!
//! Layout: process `pid = 1 + EU index` named `slice S / subslice B / EU E`, thread `tid =
//! hardware thread` named `thread T`; instruction issues and stalls are complete (`"ph":"X"`)
//! events on the thread's track; thread lifetimes go to a separate `threads` track per EU
//! (`tid = 100 + T`); counters are `"ph":"C"` events of process 0 (`machine`). Timestamps are
//! microseconds at the configured clock (`cycle / clock_mhz`), so the viewer shows real time;
//! every event also carries its cycle in `args`.

use crate::{HwThread, TraceEvent, TraceSink};
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::io::Write;

/// Collects events and writes Chrome Trace Event JSON.
#[derive(Clone, Debug)]
pub struct ChromeTrace {
    clock_mhz: f64,
    window: Option<(u64, u64)>,
    eus: BTreeSet<(u16, u16, u16)>,
    threads: BTreeSet<HwThread>,
    events: Vec<Value>,
    dropped: u64,
}

impl ChromeTrace {
    /// A trace at `clock_mhz` (cycles are converted to microseconds for the viewer).
    pub fn new(clock_mhz: u32) -> Self {
        ChromeTrace {
            clock_mhz: f64::from(clock_mhz.max(1)),
            window: None,
            eus: BTreeSet::new(),
            threads: BTreeSet::new(),
            events: Vec::new(),
            dropped: 0,
        }
    }

    /// Keeps only events overlapping cycles `[first, last)`.
    pub fn with_window(mut self, first: u64, last: u64) -> Self {
        self.window = Some((first, last));
        self
    }

    /// Events kept so far.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Whether no event was kept.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// Events left out by the cycle window.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    fn us(&self, cycle: u64) -> f64 {
        cycle as f64 / self.clock_mhz
    }

    fn pid(&self, t: &HwThread) -> usize {
        // Stable: the EU's rank among EUs seen so far is not stable, so use the coordinates.
        1 + ((t.slice as usize * 64 + t.subslice as usize) * 64 + t.eu as usize)
    }

    /// Writes the JSON document.
    pub fn write(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let mut all = Vec::with_capacity(3 * self.eus.len() + 2 * self.threads.len() + 1);
        all.push(
            json!({"ph": "M", "name": "process_name", "pid": 0, "tid": 0,
                        "args": {"name": "machine"}}),
        );
        for &(slice, subslice, eu) in &self.eus {
            let pid = self.pid(&HwThread {
                slice,
                subslice,
                eu,
                thread: 0,
            });
            all.push(
                json!({"ph": "M", "name": "process_name", "pid": pid, "tid": 0,
                "args": {"name": format!("slice {slice} / subslice {subslice} / EU {eu}")}}),
            );
            all.push(
                json!({"ph": "M", "name": "process_sort_index", "pid": pid, "tid": 0,
                "args": {"sort_index": pid}}),
            );
        }
        for t in &self.threads {
            let pid = self.pid(t);
            all.push(
                json!({"ph": "M", "name": "thread_name", "pid": pid, "tid": t.thread,
                "args": {"name": format!("thread {}", t.thread)}}),
            );
            all.push(json!({"ph": "M", "name": "thread_name", "pid": pid,
                "tid": 100 + t.thread as u32, "args": {"name": format!("thread {} life", t.thread)}}));
        }
        // Streamed event by event: a big trace is not copied into one document first.
        out.write_all(b"{\"traceEvents\":[")?;
        for (i, e) in all.iter().chain(&self.events).enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            serde_json::to_writer(&mut *out, e)?;
        }
        out.write_all(b"],\"displayTimeUnit\":\"ns\",\"otherData\":")?;
        let other = json!({"generator": "eusim", "clock_mhz": self.clock_mhz,
                           "dropped_events": self.dropped});
        serde_json::to_writer(&mut *out, &other)?;
        out.write_all(b"}")?;
        out.write_all(b"\n")
    }
}

impl TraceSink for ChromeTrace {
    fn enabled(&self) -> bool {
        true
    }

    fn event(&mut self, e: TraceEvent) {
        let (first, last) = e.span();
        if let Some((lo, hi)) = self.window {
            if last <= lo || first >= hi {
                self.dropped += 1;
                return;
            }
        }
        let v = match e {
            TraceEvent::Issue {
                thread,
                start,
                cycles,
                ip,
                name,
                pipe,
            } => {
                self.note(thread);
                json!({"ph": "X", "name": name, "cat": pipe, "pid": self.pid(&thread),
                    "tid": thread.thread, "ts": self.us(start), "dur": self.us(cycles.max(1)),
                    "args": {"ip": format!("0x{ip:x}"), "cycle": start, "cycles": cycles}})
            }
            TraceEvent::Stall {
                thread,
                start,
                cycles,
                reason,
            } => {
                self.note(thread);
                json!({"ph": "X", "name": format!("stall: {}", reason.name()), "cat": "stall",
                    "pid": self.pid(&thread), "tid": thread.thread, "ts": self.us(start),
                    "dur": self.us(cycles.max(1)), "args": {"cycle": start, "cycles": cycles}})
            }
            TraceEvent::ThreadLife {
                thread,
                start,
                end,
                group,
            } => {
                self.note(thread);
                json!({"ph": "X", "name": format!("group {},{},{}", group[0], group[1], group[2]),
                    "cat": "thread", "pid": self.pid(&thread), "tid": 100 + thread.thread as u32,
                    "ts": self.us(start), "dur": self.us(end.saturating_sub(start).max(1)),
                    "args": {"cycle": start, "end_cycle": end}})
            }
            TraceEvent::Counter { cycle, name, value } => {
                json!({"ph": "C", "name": name, "pid": 0, "tid": 0, "ts": self.us(cycle),
                    "args": {name: value}})
            }
        };
        self.events.push(v);
    }
}

impl ChromeTrace {
    fn note(&mut self, t: HwThread) {
        self.eus.insert((t.slice, t.subslice, t.eu));
        self.threads.insert(t);
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
        });
        t.event(TraceEvent::Stall {
            thread: T,
            start: 2004,
            cycles: 10,
            reason: StallReason::Memory,
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
    fn window_drops_outside_events() {
        let mut t = ChromeTrace::new(1000).with_window(100, 200);
        for start in [0u64, 95, 150, 199, 200, 500] {
            t.event(TraceEvent::Stall {
                thread: T,
                start,
                cycles: 10,
                reason: StallReason::Dependency,
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
}
