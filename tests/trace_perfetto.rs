//! `--trace FILE.pftrace` writes Perfetto's protobuf format: decoded here by `protoc` against
//! a schema written from Perfetto's published field numbers (tests/perfetto/trace.proto), not
//! by eusim's own encoder, after unpacking its `compressed_packets` bundles with flate2. The
//! decoded packets are resolved as Perfetto documents them (per-sequence interning, packet
//! defaults, incremental sequence-scoped clocks) and checked: spans nest on every track (no
//! partial overlap, at least one cycle; an instruction issued while its predecessor still
//! occupies a pipe nests in its span), the end-of-kernel flush has its own track, every
//! instruction and stall span equals the Chrome JSON trace's (written by the other writer),
//! the trace takes at most 24 bytes per instruction, and output is byte-identical across
//! runs; `.json.gz` is gzip of the same JSON document `.json` gets.

mod debug_kernels;
mod scratch;
use scratch::Scratch;

use std::collections::HashMap;
use std::io::Read;
use std::path::Path;
use std::process::Command;

/// A scratch directory with `launch.ron` running copy4 over 4096 work-items (memory traffic,
/// stalls and the final flush), `fma.ron` running the FMA chain on 512 (spans that start
/// before an earlier span of their thread ended) and `stencil.ron` a five-point stencil
/// (spans nested in the span before).
fn scratch(name: &str) -> Scratch {
    let d = Scratch::new(&format!("pftrace-{name}"));
    let kernels = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "copy4", global: [4096], local: [64],
                args: [Buffer(init: Random(bytes: 65536, seed: 1)), Buffer(init: Zeros(65536))])"#,
            kernels.join("memtime_Gen9core.bin").display()
        ),
    )
    .unwrap();
    std::fs::write(
        d.join("fma.ron"),
        format!(
            r#"(program: "{}", kernel: "fma_chain_simd32", global: [512], local: [256],
                args: [Buffer(init: Zeros(2048)), Scalar(F32(0.25))])"#,
            kernels.join("calib_Gen9core.bin").display()
        ),
    )
    .unwrap();
    // a five-point stencil over a 64 x 32 image (media block reads): instructions issued
    // while the thread's previous one still occupies the send pipe nest in its span
    let pixels: Vec<String> = (0..64 * 32)
        .map(|i| format!("{}.0", (i * 13) % 9))
        .collect();
    std::fs::write(
        d.join("stencil.ron"),
        format!(
            r#"(program: "{}", kernel: "stencil5_simd8", global: [64, 2], local: [8, 1],
                args: [Image2d(width: 64, height: 32, format: (order: R, data_type: Float),
                               tiling: Y, init: F32([{}])),
                       Buffer(init: Zeros(8192)), Scalar(I32(64))])"#,
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("benches/kernels/kernels_Gen9core.bin")
                .display(),
            pixels.join(",")
        ),
    )
    .unwrap();
    d
}

fn run_launch(dir: &Path, launch: &str, trace: &str) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_eusim"));
    c.current_dir(dir)
        .args(["-q", "run", launch, "--trace", trace]);
    if launch == "stencil.ron" {
        // the stencil's address arithmetic (32 x 32-bit integer multiplies) at full rate keeps
        // instructions issuing under a send's pipe occupancy: the nesting these tests exercise
        c.args(["--set", "timing.int_dword_mul_passes=1"]);
    }
    let o = c.output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

fn run(dir: &Path, trace: &str) {
    run_launch(dir, "launch.ron", trace);
}

/// Runs `launch` with `--trace t.pftrace --stats s.json`; the stats.
fn run_traced_with_stats(dir: &Path, launch: &str) -> serde_json::Value {
    let args = [
        "-q",
        "run",
        launch,
        "--trace",
        "t.pftrace",
        "--stats",
        "s.json",
    ];
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&std::fs::read(dir.join("s.json")).unwrap()).unwrap()
}

/// Reads a varint at `*at`.
fn varint(b: &[u8], at: &mut usize) -> u64 {
    let (mut v, mut shift) = (0u64, 0);
    loop {
        let c = b[*at];
        *at += 1;
        v |= u64::from(c & 0x7f) << shift;
        if c < 0x80 {
            return v;
        }
        shift += 7;
    }
}

/// The records of a plain `Trace`: the file's packets, each `compressed_packets` bundle
/// (field 50) replaced by the packets it inflates to.
fn unbundle(file: &[u8]) -> Vec<u8> {
    let mut plain = Vec::new();
    let mut at = 0;
    while at < file.len() {
        let start = at;
        assert_eq!(varint(file, &mut at), 0x0a, "Trace.packet records only");
        let len = varint(file, &mut at) as usize;
        let packet = &file[at..at + len];
        at += len;
        let mut bundle = None;
        let mut p = 0;
        while p < packet.len() {
            let key = varint(packet, &mut p);
            match key & 7 {
                0 => {
                    varint(packet, &mut p);
                }
                1 => p += 8,
                5 => p += 4,
                2 => {
                    let l = varint(packet, &mut p) as usize;
                    if key >> 3 == 50 {
                        bundle = Some(&packet[p..p + l]);
                    }
                    p += l;
                }
                w => panic!("wire type {w}"),
            }
        }
        match bundle {
            Some(z) => {
                flate2::read::ZlibDecoder::new(z)
                    .read_to_end(&mut plain)
                    .unwrap();
            }
            None => plain.extend_from_slice(&file[start..at]),
        }
    }
    plain
}

/// One decoded packet: the fields the checks need.
#[derive(Default, Debug)]
struct Packet {
    seq: u32,
    flags: u32,
    ts: Option<u64>,
    clock: Option<u32>,
    kind: Option<String>,
    track: Option<u64>,
    name_iid: Option<u64>,
    /// `TrackEvent.name` (not interned).
    event_name: Option<String>,
    flow: Option<u64>,
    flow_end: Option<u64>,
    uuid: Option<u64>,
    name: Option<String>,
    parent: Option<u64>,
    process_name: Option<String>,
    child_ordering: Option<String>,
    rank: Option<i64>,
    interned: Vec<(u64, String)>,
    /// `InternedData.debug_annotation_string_values`.
    strings: Vec<(u64, String)>,
    /// Debug annotations: name, `uint_value`, `string_value_iid`.
    annotations: Vec<(String, Option<u64>, Option<u64>)>,
    default_clock: Option<u32>,
    default_track: Option<u64>,
    /// Clock snapshot: (clock id, timestamp, incremental).
    clocks: Vec<(u32, u64, bool)>,
}

/// Parses protoc's text format of a Trace into packets (the fields above), by field path.
fn parse(text: &str) -> Vec<Packet> {
    let mut packets = Vec::new();
    let mut path: Vec<&str> = Vec::new();
    let mut p = Packet::default();
    for line in text.lines() {
        let l = line.trim();
        if let Some(block) = l.strip_suffix(" {") {
            path.push(block);
            match path.join(".").as_str() {
                "packet" => p = Packet::default(),
                "packet.clock_snapshot.clocks" => p.clocks.push((0, 0, false)),
                "packet.interned_data.event_names" => p.interned.push((0, String::new())),
                "packet.interned_data.debug_annotation_string_values" => {
                    p.strings.push((0, String::new()))
                }
                "packet.track_event.debug_annotations" => {
                    p.annotations.push((String::new(), None, None))
                }
                _ => {}
            }
            continue;
        }
        if l == "}" {
            path.pop();
            if path.is_empty() {
                packets.push(std::mem::take(&mut p));
            }
            continue;
        }
        let Some((k, v)) = l.split_once(": ") else {
            continue;
        };
        let num = || v.parse::<u64>().unwrap();
        let text = || v.trim_matches('"').to_string();
        match format!("{}.{k}", path.join(".")).as_str() {
            "packet.trusted_packet_sequence_id" => p.seq = num() as u32,
            "packet.sequence_flags" => p.flags = num() as u32,
            "packet.timestamp" => p.ts = Some(num()),
            "packet.timestamp_clock_id" => p.clock = Some(num() as u32),
            "packet.track_event.type" => p.kind = Some(v.to_string()),
            "packet.track_event.track_uuid" => p.track = Some(num()),
            "packet.track_event.name_iid" => p.name_iid = Some(num()),
            "packet.track_event.name" => p.event_name = Some(text()),
            "packet.track_event.flow_ids" => p.flow = Some(num()),
            "packet.track_event.terminating_flow_ids" => p.flow_end = Some(num()),
            "packet.track_descriptor.uuid" => p.uuid = Some(num()),
            "packet.track_descriptor.name" => p.name = Some(text()),
            "packet.track_descriptor.parent_uuid" => p.parent = Some(num()),
            "packet.track_descriptor.child_ordering" => p.child_ordering = Some(v.to_string()),
            "packet.track_descriptor.sibling_order_rank" => p.rank = Some(v.parse().unwrap()),
            "packet.track_descriptor.process.process_name" => p.process_name = Some(text()),
            "packet.interned_data.event_names.iid" => p.interned.last_mut().unwrap().0 = num(),
            "packet.interned_data.event_names.name" => p.interned.last_mut().unwrap().1 = text(),
            "packet.interned_data.debug_annotation_string_values.iid" => {
                p.strings.last_mut().unwrap().0 = num()
            }
            "packet.interned_data.debug_annotation_string_values.str" => {
                p.strings.last_mut().unwrap().1 = text()
            }
            "packet.track_event.debug_annotations.name" => {
                p.annotations.last_mut().unwrap().0 = text()
            }
            "packet.track_event.debug_annotations.uint_value" => {
                p.annotations.last_mut().unwrap().1 = Some(num())
            }
            "packet.track_event.debug_annotations.string_value_iid" => {
                p.annotations.last_mut().unwrap().2 = Some(num())
            }
            "packet.trace_packet_defaults.timestamp_clock_id" => {
                p.default_clock = Some(num() as u32)
            }
            "packet.trace_packet_defaults.track_event_defaults.track_uuid" => {
                p.default_track = Some(num())
            }
            "packet.clock_snapshot.clocks.clock_id" => {
                p.clocks.last_mut().unwrap().0 = num() as u32
            }
            "packet.clock_snapshot.clocks.timestamp" => p.clocks.last_mut().unwrap().1 = num(),
            "packet.clock_snapshot.clocks.is_incremental" => {
                p.clocks.last_mut().unwrap().2 = v == "true"
            }
            _ => {}
        }
    }
    packets
}

fn protoc_decode(file: &Path) -> Option<String> {
    if Command::new("protoc").arg("--version").output().is_err() {
        eprintln!("skipped: protoc not installed (Debian protobuf-compiler)");
        return None;
    }
    let plain = file.with_extension("plain");
    std::fs::write(&plain, unbundle(&std::fs::read(file).unwrap())).unwrap();
    let schema = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perfetto");
    let o = Command::new("protoc")
        .arg("--decode=perfetto.protos.Trace")
        .arg(format!("-I{}", schema.display()))
        .arg(schema.join("trace.proto"))
        .stdin(std::fs::File::open(&plain).unwrap())
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "protoc: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    Some(String::from_utf8(o.stdout).unwrap())
}

/// A track event with what Perfetto resolves for it.
#[derive(Debug)]
struct Event {
    ts: u64,
    kind: String,
    track: u64,
    name: Option<String>,
    /// Flow started and ended.
    flow: (Option<u64>, Option<u64>),
}

/// The decoded trace: its track events in file order, track names (`EU process / track`) by
/// uuid.
struct Decoded {
    events: Vec<Event>,
    tracks: HashMap<u64, String>,
}

/// Resolves packets the way Perfetto documents: interned names per sequence (cleared with
/// `SEQ_INCREMENTAL_STATE_CLEARED`), `TracePacketDefaults` (clock and track of packets that
/// name none), and clocks defined by a sequence's `ClockSnapshot` with `is_incremental`,
/// whose timestamps are deltas from the sequence's previous one on that clock. BOOTTIME, the
/// trace clock, is snapshotted at 0 only, so its timestamps are trace time.
fn resolve(packets: &[Packet]) -> Decoded {
    #[derive(Default)]
    struct Seq {
        names: HashMap<u64, String>,
        clock: Option<u32>,
        track: Option<u64>,
        /// Incremental clocks: the last timestamp on each.
        incremental: HashMap<u32, u64>,
    }
    let mut seqs: HashMap<u32, Seq> = HashMap::new();
    let (mut events, mut names, mut parents) = (Vec::new(), HashMap::new(), HashMap::new());
    for p in packets {
        if let Some(u) = p.uuid {
            let n = p
                .name
                .clone()
                .or(p.process_name.clone())
                .unwrap_or_default();
            names.insert(u, n);
            if let Some(parent) = p.parent {
                parents.insert(u, parent);
            }
        }
        let s = seqs.entry(p.seq).or_default();
        if p.flags & 1 != 0 {
            *s = Seq::default();
        }
        s.names.extend(p.interned.iter().cloned());
        if p.default_clock.is_some() || p.default_track.is_some() {
            s.clock = p.default_clock;
            s.track = p.default_track;
        }
        for &(id, ts, incremental) in &p.clocks {
            if incremental {
                s.incremental.insert(id, ts);
            } else {
                assert_eq!((id, ts), (6, 0), "BOOTTIME snapshotted at 0");
            }
        }
        let Some(kind) = &p.kind else { continue };
        let raw = p.ts.expect("events carry a timestamp");
        let clock = p.clock.or(s.clock);
        let ts = match clock.and_then(|c| s.incremental.get_mut(&c)) {
            Some(last) => {
                *last += raw;
                *last
            }
            None => {
                assert!(clock.is_none() || clock == Some(6), "clock {clock:?}");
                raw
            }
        };
        let track = p.track.or(s.track).expect("a track or a default one");
        let name = p
            .name_iid
            .map(|i| s.names[&i].clone())
            .or(p.event_name.clone());
        events.push(Event {
            ts,
            kind: kind.clone(),
            track,
            name,
            flow: (p.flow, p.flow_end),
        });
    }
    let tracks = names
        .iter()
        .map(|(&u, n)| {
            let full = match parents.get(&u) {
                Some(p) => format!("{} / {n}", names[p]),
                None => n.clone(),
            };
            (u, full)
        })
        .collect();
    Decoded { events, tracks }
}

/// A span: first cycle, end cycle, name.
type Span = (u64, u64, String);

/// The spans of a decoded trace.
struct Spans {
    /// By track, in the order they ended.
    by_track: HashMap<u64, Vec<Span>>,
    /// Spans that began inside another span of their track.
    nested: usize,
    /// Counter samples.
    counters: usize,
}

/// Spans of the decoded trace by track, checking on the way that they nest on every track:
/// a span begins after the track's previous outermost span ended or inside the innermost
/// open one, ends no later than the span it is in (an end closes the innermost open span),
/// and lasts at least a cycle.
fn spans(d: &Decoded) -> Spans {
    // per track: open spans (start, name, latest end of a span inside), outermost first
    let mut open: HashMap<u64, Vec<(u64, String, u64)>> = HashMap::new();
    let mut last_end: HashMap<u64, u64> = HashMap::new();
    let mut out = Spans {
        by_track: HashMap::new(),
        nested: 0,
        counters: 0,
    };
    for e in &d.events {
        let track = e.track;
        match e.kind.as_str() {
            "TYPE_SLICE_BEGIN" => {
                let name = e.name.clone().expect("a name, interned or not");
                let stack = open.entry(track).or_default();
                match stack.last() {
                    None => assert!(
                        e.ts >= last_end.get(&track).copied().unwrap_or(0),
                        "track {track}: spans cross"
                    ),
                    Some(parent) => {
                        assert!(e.ts >= parent.0, "track {track}: begins before its parent");
                        out.nested += 1;
                    }
                }
                stack.push((e.ts, name, 0));
            }
            "TYPE_SLICE_END" => {
                let stack = open.get_mut(&track).expect("end without begin");
                let (start, name, inner) = stack.pop().expect("end without begin");
                assert!(e.ts > start, "track {track}: span shorter than a cycle");
                assert!(
                    e.ts >= inner,
                    "track {track}: a span ends before one inside it"
                );
                match stack.last_mut() {
                    Some(parent) => parent.2 = parent.2.max(e.ts),
                    None => {
                        last_end.insert(track, e.ts);
                    }
                }
                out.by_track
                    .entry(track)
                    .or_default()
                    .push((start, e.ts, name));
            }
            "TYPE_COUNTER" => out.counters += 1,
            other => panic!("unexpected event type {other}"),
        }
    }
    assert!(open.values().all(Vec::is_empty), "unterminated spans");
    out
}

#[test]
fn pftrace_decodes_and_spans_nest_on_every_track() {
    let d = scratch("nest");
    run(&d, "t.pftrace");
    let Some(text) = protoc_decode(&d.join("t.pftrace")) else {
        return;
    };
    let packets = parse(&text);
    // the UI shows an EU's tracks thread by thread, each thread's instructions, stalls,
    // messages and lifetime in that order (explicit ranks, not the names' order)
    let eu0 = packets
        .iter()
        .find(|p| p.process_name.as_deref() == Some("slice 0 / subslice 0 / EU 0"))
        .unwrap();
    assert_eq!(eu0.child_ordering.as_deref(), Some("EXPLICIT"));
    let mut children: Vec<(i64, &str)> = packets
        .iter()
        .filter(|p| p.parent == eu0.uuid)
        .map(|p| (p.rank.expect("a rank"), p.name.as_deref().unwrap()))
        .collect();
    children.sort();
    let order: Vec<&str> = children.iter().map(|c| c.1).take(6).collect();
    assert_eq!(
        order,
        [
            "thread 0",
            "thread 0 stalls",
            "thread 0 sends",
            "thread 0 sends 2",
            "thread 0 life",
            "thread 1"
        ]
    );
    let decoded = resolve(&packets);
    let Spans {
        by_track: spans,
        counters,
        ..
    } = spans(&decoded);
    let n: usize = spans.values().map(Vec::len).sum();
    assert!(
        n > 1000 && counters > 0,
        "{n} spans, {counters} counter samples"
    );
    let flush: Vec<_> = spans
        .iter()
        .flat_map(|(t, s)| s.iter().map(move |s| (t, s)))
        .filter(|(_, s)| s.2 == "end-of-kernel L3 flush")
        .collect();
    assert_eq!(flush.len(), 1, "one end-of-kernel flush span");
    // work-groups (named in the event, not interned): one span per group on the group slots,
    // one per hardware thread on the lifetime tracks (64 groups of 2 SIMD32 threads)
    let named = |suffix: &str| -> Vec<&String> {
        spans
            .iter()
            .filter(|(t, _)| decoded.tracks[*t].contains(suffix))
            .flat_map(|(_, s)| s.iter().map(|s| &s.2))
            .collect()
    };
    let groups = named(" / slot ");
    assert_eq!(groups.len(), 64);
    assert!(groups.contains(&&"group 63,0,0".to_string()));
    // every message is the end of a flow from its send instruction: a `send`/`sends` span
    // of the same thread that began no later than the message
    let begins = decoded
        .events
        .iter()
        .filter(|e| e.kind == "TYPE_SLICE_BEGIN");
    let mut from: HashMap<u64, (&str, u64)> = HashMap::new();
    let mut messages = 0;
    for e in begins.clone() {
        if let (Some(f), None) = e.flow {
            let thread = decoded.tracks[&e.track].as_str();
            assert!(e.name.as_deref().unwrap().starts_with("send"));
            assert!(
                from.insert(f, (thread, e.ts)).is_none(),
                "flow ids are unique"
            );
        }
    }
    for e in begins {
        let track = decoded.tracks[&e.track].as_str();
        if !track.contains(" sends") {
            assert_eq!(e.flow.1, None, "{track}");
            continue;
        }
        messages += 1;
        let f = e.flow.1.expect("a message ends its send's flow");
        let (thread, issued) = from[&f];
        assert!(
            track.starts_with(&format!("{thread} sends")),
            "{track} vs {thread}"
        );
        assert!(issued <= e.ts);
    }
    assert!(messages > 100, "{messages} messages");
    let lives = named(" life");
    assert_eq!(lives.len(), 128);
    assert!(lives.iter().all(|n| n.starts_with("group ")));
    assert_eq!(decoded.tracks[flush[0].0], "machine / memory");
    for want in [
        "machine",
        "machine / memory",
        "slice 0 / subslice 0 / EU 0 / thread 0",
        "slice 0 / subslice 0 / EU 0 / thread 0 stalls",
        "slice 0 / subslice 0 / EU 0 / thread 0 life",
    ] {
        assert!(
            decoded.tracks.values().any(|n| n == want),
            "no track named {want}"
        );
    }
}

/// The instruction and stall spans of a decoded Perfetto trace and of the Chrome JSON trace
/// of the same run, as (EU, thread, name, first cycle, cycles) counts.
type SpanSet = HashMap<(String, String, String, u64, u64), usize>;

fn pftrace_thread_spans(d: &Decoded) -> SpanSet {
    let mut set = SpanSet::new();
    for (track, list) in spans(d).by_track {
        let name = &d.tracks[&track];
        let Some((eu, t)) = name.rsplit_once(" / thread ") else {
            continue;
        };
        let (thread, stalls) = match t.split_once(' ') {
            None => (t, false),
            Some((t, "stalls")) => (t, true),
            Some(_) => continue,
        };
        for (start, end, n) in list {
            let n = if stalls { format!("stall: {n}") } else { n };
            *set.entry((eu.to_string(), thread.to_string(), n, start, end - start))
                .or_default() += 1;
        }
    }
    set
}

fn json_thread_spans(file: &Path) -> SpanSet {
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    let events = doc["traceEvents"].as_array().unwrap();
    let named = |kind: &str| -> HashMap<(u64, u64), String> {
        events
            .iter()
            .filter(|e| e["ph"] == "M" && e["name"] == kind)
            .map(|e| {
                let key = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
                (key, e["args"]["name"].as_str().unwrap().to_string())
            })
            .collect()
    };
    let (process, thread) = (named("process_name"), named("thread_name"));
    let mut set = SpanSet::new();
    for e in events.iter().filter(|e| e["ph"] == "X") {
        let pid = e["pid"].as_u64().unwrap();
        // instruction and stall spans: an EU's `thread T` and `thread T stalls` tracks
        let Some(track) = thread.get(&(pid, e["tid"].as_u64().unwrap())) else {
            continue;
        };
        let t = track.strip_prefix("thread ").unwrap_or_default();
        let t = match t.split_once(' ') {
            None => t,
            Some((t, "stalls")) => t,
            Some(_) => continue,
        };
        if t.is_empty() {
            continue;
        }
        let cycle = e["args"]["cycle"].as_u64().unwrap();
        let cycles = e["args"]["cycles"].as_u64().unwrap().max(1);
        let name = e["name"].as_str().unwrap().to_string();
        let eu = process[&(pid, 0)].clone();
        *set.entry((eu, t.to_string(), name, cycle, cycles))
            .or_default() += 1;
    }
    set
}

#[test]
fn pftrace_thread_spans_equal_the_json_traces() {
    let d = scratch("same-spans");
    for launch in ["launch.ron", "fma.ron", "stencil.ron"] {
        run_launch(&d, launch, "t.pftrace");
        run_launch(&d, launch, "t.json");
        let Some(text) = protoc_decode(&d.join("t.pftrace")) else {
            return;
        };
        let packets = parse(&text);
        // the FMA chain has spans that begin before an earlier span of their thread ended:
        // written with an absolute time on BOOTTIME
        let absolute = packets.iter().filter(|p| p.clock == Some(6)).count();
        assert_eq!(absolute > 0, launch == "fma.ron", "{launch}: {absolute}");
        let decoded = resolve(&packets);
        let nested = spans(&decoded).nested;
        assert_eq!(
            nested > 0,
            launch == "stencil.ron",
            "{launch}: {nested} nested"
        );
        let pf = pftrace_thread_spans(&decoded);
        let js = json_thread_spans(&d.join("t.json"));
        assert!(js.values().sum::<usize>() > 1000, "{launch}");
        assert!(pf == js, "{launch}: the .pftrace and .json spans differ");
    }
}

#[test]
fn pftrace_spans_add_up_to_the_stats() {
    // what a user finds in Perfetto (a thread track's spans, the stall tracks' time by name)
    // is what --stats reports: one instruction span per instruction, stall cycles by reason
    let d = scratch("stats");
    for launch in ["launch.ron", "fma.ron", "stencil.ron"] {
        let stats = run_traced_with_stats(&d, launch);
        let Some(text) = protoc_decode(&d.join("t.pftrace")) else {
            return;
        };
        let decoded = resolve(&parse(&text));
        let mut issues = 0u64;
        let mut stalls: HashMap<String, u64> = HashMap::new();
        for (track, list) in spans(&decoded).by_track {
            let name = &decoded.tracks[&track];
            let Some((_, t)) = name.rsplit_once(" / thread ") else {
                continue;
            };
            match t.split_once(' ') {
                None => issues += list.len() as u64,
                Some((_, "stalls")) => {
                    for (start, end, reason) in list {
                        // stats name the reasons with underscores; a memory wait is `send_memory`
                        let key = match reason.as_str() {
                            "memory" => "send_memory".to_string(),
                            r => r.replace(' ', "_"),
                        };
                        *stalls.entry(key).or_default() += end - start;
                    }
                }
                Some(_) => {}
            }
        }
        assert_eq!(issues, stats["instructions"].as_u64().unwrap(), "{launch}");
        let want = stats["timing"]["stalls"].as_object().unwrap();
        for (reason, cycles) in want {
            let got = stalls.remove(reason).unwrap_or(0);
            assert_eq!(
                got,
                cycles.as_u64().unwrap(),
                "{launch}: {reason} stall cycles"
            );
        }
        assert!(
            stalls.is_empty(),
            "{launch}: reasons the stats lack: {stalls:?}"
        );
    }
}

#[test]
fn json_spans_nest_on_every_track() {
    let d = scratch("json-nest");
    for launch in ["launch.ron", "fma.ron", "stencil.ron"] {
        run_launch(&d, launch, "t.json");
        let doc: serde_json::Value =
            serde_json::from_slice(&std::fs::read(d.join("t.json")).unwrap()).unwrap();
        let mut tracks: HashMap<(u64, u64), Vec<(u64, u64)>> = HashMap::new();
        for e in doc["traceEvents"].as_array().unwrap() {
            if e["ph"] != "X" {
                continue;
            }
            let a = &e["args"];
            let start = a["cycle"].as_u64().unwrap();
            let end = match a["end_cycle"].as_u64() {
                Some(end) => end,
                None => start + a["cycles"].as_u64().unwrap(),
            };
            let key = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
            tracks
                .entry(key)
                .or_default()
                .push((start, end.max(start + 1)));
        }
        let mut nested = 0;
        for (key, mut spans) in tracks {
            // outermost first at equal starts
            spans.sort_by_key(|&(s, e)| (s, std::cmp::Reverse(e)));
            let mut open: Vec<u64> = Vec::new();
            for (start, end) in spans {
                while open.last().is_some_and(|&e| e <= start) {
                    open.pop();
                }
                if let Some(&outer) = open.last() {
                    assert!(
                        end <= outer,
                        "{launch}: track {key:?}: spans cross at {start}"
                    );
                    nested += 1;
                }
                open.push(end);
            }
        }
        assert_eq!(
            nested > 0,
            launch == "stencil.ron",
            "{launch}: {nested} nested"
        );
    }
}

#[test]
fn pftrace_takes_at_most_24_bytes_per_instruction() {
    let d = scratch("size");
    let stats = run_traced_with_stats(&d, "fma.ron");
    let instructions = stats["instructions"].as_u64().unwrap();
    let bytes = std::fs::metadata(d.join("t.pftrace")).unwrap().len();
    assert!(instructions > 50_000);
    // the target of at most 24 bytes per instruction; the packets alone (no bundles, absolute times) take ~66
    assert!(
        bytes <= 24 * instructions,
        "{bytes} bytes for {instructions} instructions"
    );
}

/// With debug line tables, instruction spans carry `line` (`file:line`), a string interned
/// per sequence (the Chrome JSON: an argument). In the `-g` fixture tests/debug_kernels/lanes_g.cl the vload4 of line 6 is
/// the send at 0x70, the vstore4 of line 7 the sends at 0xc0 and the loop of line 10 the four
/// mads at 0x100-0x118 (`iga64 -Xprint-pc` of the kernel against its DWARF line table).
#[test]
fn pftrace_instruction_spans_name_their_source_line() {
    let d = Scratch::new("pftrace-line");
    debug_kernels::write_lanes_launch(&d, "lanes.ron");
    // the Chrome JSON's instruction spans carry the same `line` argument
    run_launch(&d, "lanes.ron", "t.json");
    let doc: serde_json::Value =
        serde_json::from_slice(&std::fs::read(d.join("t.json")).unwrap()).unwrap();
    let json_lines: Vec<&str> = doc["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["args"]["ip"] == "0x100")
        .map(|e| e["args"]["line"].as_str().expect("a line"))
        .collect();
    assert_eq!(json_lines, ["lanes_g.cl:10"; 8]);
    run_launch(&d, "lanes.ron", "t.pftrace");
    let Some(text) = protoc_decode(&d.join("t.pftrace")) else {
        return;
    };
    let mut strings: HashMap<(u32, u64), String> = HashMap::new();
    let mut lines: HashMap<u64, Vec<String>> = HashMap::new();
    for p in parse(&text) {
        if p.flags & 1 != 0 {
            strings.retain(|k, _| k.0 != p.seq);
        }
        for (iid, s) in &p.strings {
            strings.insert((p.seq, *iid), s.clone());
        }
        let get = |n: &str| p.annotations.iter().find(|a| a.0 == n);
        let Some(ip) = get("ip").and_then(|a| a.1) else {
            continue;
        };
        let line = get("line").map(|a| strings[&(p.seq, a.2.expect("an interned value"))].clone());
        lines
            .entry(ip)
            .or_default()
            .push(line.expect("every instruction of the -g kernel has a line"));
    }
    let only = |ip: u64| {
        let mut v = lines[&ip].clone();
        v.dedup();
        v
    };
    assert_eq!(lines[&0x70].len(), 8, "one span per thread");
    assert_eq!(only(0x70), ["lanes_g.cl:6"]);
    assert_eq!(only(0xc0), ["lanes_g.cl:7"]);
    for ip in [0x100, 0x108, 0x110, 0x118] {
        assert_eq!(only(ip), ["lanes_g.cl:10"], "{ip:#x}");
    }
}

#[test]
fn traces_are_byte_identical_across_runs() {
    let d = scratch("same");
    run(&d, "a.pftrace");
    run(&d, "b.pftrace");
    assert!(
        std::fs::read(d.join("a.pftrace")).unwrap() == std::fs::read(d.join("b.pftrace")).unwrap()
    );
}

#[test]
fn json_gz_is_gzip_of_the_json_document() {
    let d = scratch("gz");
    run(&d, "t.json");
    run(&d, "t.json.gz");
    let gz = std::fs::read(d.join("t.json.gz")).unwrap();
    assert_eq!(&gz[..2], &[0x1f, 0x8b], "gzip magic");
    let mut plain = Vec::new();
    flate2::read::GzDecoder::new(&gz[..])
        .read_to_end(&mut plain)
        .unwrap();
    assert!(plain == std::fs::read(d.join("t.json")).unwrap());
    let doc: serde_json::Value = serde_json::from_slice(&plain).unwrap();
    assert!(doc["traceEvents"].as_array().unwrap().len() > 1000);
}

#[test]
fn unknown_trace_extension_fails_before_the_run() {
    let d = scratch("ext");
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args(["-q", "run", "launch.ron", "--trace", "t.txt"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains(".pftrace"));
}
