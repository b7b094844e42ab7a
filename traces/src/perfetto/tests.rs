//! Tests of the Perfetto writer: span placement, annotations, interning.

use super::*;
use crate::StallReason;
use std::io::Read;

const T: HwThread = HwThread {
    slice: 0,
    subslice: 1,
    eu: 2,
    thread: 3,
};

fn issue(start: u64, cycles: u64, name: &'static str) -> TraceEvent {
    TraceEvent::Issue {
        thread: T,
        start,
        cycles,
        ip: 0,
        name,
        pipe: "FPU0",
        index: 0,
        lanes: 0,
        slots: 0,
    }
}

/// The packets of a finished trace, bundles unpacked (prost and flate2 decode them).
fn packets(bytes: &[u8]) -> Vec<TracePacket> {
    let mut out = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        assert_eq!(rest[0], 0x0a);
        rest = &rest[1..];
        let len = prost::encoding::decode_varint(&mut rest).unwrap() as usize;
        let p = TracePacket::decode(&rest[..len]).unwrap();
        rest = &rest[len..];
        match p.compressed_packets {
            Some(z) => {
                let mut plain = Vec::new();
                flate2::read::ZlibDecoder::new(&z[..])
                    .read_to_end(&mut plain)
                    .unwrap();
                out.extend(packets(&plain));
            }
            None => out.push(p),
        }
    }
    out
}

/// (type, absolute time, track or the default) of the thread sequence's track events, the
/// incremental clock resolved.
fn thread_events(ps: &[TracePacket]) -> Vec<(i32, u64, Option<u64>)> {
    let mut last = 0;
    ps.iter()
        .filter(|p| p.trusted_packet_sequence_id == Some(MACHINE_SEQ + 1))
        .filter_map(|p| {
            let te = p.track_event.as_ref()?;
            let ts = p.timestamp.unwrap();
            let at = match p.timestamp_clock_id {
                Some(BOOTTIME) => ts,
                None => {
                    last += ts;
                    last
                }
                Some(c) => panic!("clock {c}"),
            };
            Some((te.r#type.unwrap(), at, te.track_uuid))
        })
        .collect()
}

#[test]
fn a_span_reported_late_says_its_own_times_and_nested_spans_close_innermost_first() {
    let mut t = PerfettoTrace::new(Vec::new());
    t.event(issue(100, 2, "sends"));
    t.event(issue(101, 1, "mul")); // issued under the send: nested
    t.event(TraceEvent::Stall {
        thread: T,
        start: 30,
        cycles: 2,
        reason: StallReason::Dispatch,
        index: 0,
    }); // reported after later packets
    t.event(issue(110, 1, "add"));
    assert_eq!((t.nested(), t.clipped()), (1, 0));
    let late = t.out_of_order();
    let out = t.finish().unwrap();
    let ev = thread_events(&packets(&out));
    let stall = ev.iter().find(|e| e.2.is_some()).unwrap().2;
    let want = vec![
        (SLICE_BEGIN, 100, None),
        (SLICE_BEGIN, 101, None),
        (SLICE_BEGIN, 30, stall),
        (SLICE_END, 32, stall),
        (SLICE_END, 102, None), // the mul, innermost, first
        (SLICE_END, 102, None), // then the send
        (SLICE_BEGIN, 110, None),
        (SLICE_END, 111, None),
    ];
    assert_eq!(ev, want);
    assert_eq!(late, 2, "the late stall's begin and end");
}

#[test]
fn instruction_spans_carry_ip_pipe_and_lanes() {
    let mut t = PerfettoTrace::new(Vec::new());
    let mut mad = issue(10, 1, "mad");
    if let TraceEvent::Issue {
        ip, lanes, slots, ..
    } = &mut mad
    {
        (*ip, *lanes, *slots) = (0x1a0, 12, 16);
    }
    t.event(mad);
    t.event(issue(20, 1, "add")); // a second span: the hand-encoded path
    let ps = packets(&t.finish().unwrap());
    type Arg = (String, Option<u64>, Option<String>);
    let args: Vec<Vec<Arg>> = ps
        .iter()
        .filter_map(|p| p.track_event.as_ref())
        .filter(|te| te.r#type == Some(SLICE_BEGIN))
        .map(|te| {
            te.debug_annotations
                .iter()
                .map(|a| {
                    (
                        a.name.clone().unwrap(),
                        a.uint_value,
                        a.string_value.clone(),
                    )
                })
                .collect()
        })
        .collect();
    let named = |n: &str, u: Option<u64>, s: Option<&str>| (n.to_string(), u, s.map(String::from));
    assert_eq!(
        args,
        [
            vec![
                named("ip", Some(0x1a0), None),
                named("pipe", None, Some("FPU0")),
                named("lanes", Some(12), None),
                named("simd", Some(16), None),
            ],
            vec![
                named("ip", Some(0), None),
                named("pipe", None, Some("FPU0"))
            ],
        ]
    );
}
#[test]
fn instruction_spans_carry_their_interned_source_line() {
    let lines = SourceLines::new([
        (0, Some("k.cl:4".to_string())),
        (0x10, Some("k.cl:5".to_string())),
        (0x20, None),
    ]);
    let mut t = PerfettoTrace::new(Vec::new()).with_source_lines(lines);
    let at = |start, ip| {
        let mut e = issue(start, 1, "add");
        if let TraceEvent::Issue { ip: i, .. } = &mut e {
            *i = ip;
        }
        e
    };
    // k.cl:5 is introduced once, then referred to; 0x40 is past the table
    for (start, ip) in [(10, 0x10), (20, 0x10), (30, 0), (40, 0x40)] {
        t.event(at(start, ip));
    }
    let ps = packets(&t.finish().unwrap());
    let mut strings = HashMap::default();
    let mut seen = Vec::new();
    for p in &ps {
        for s in p
            .interned_data
            .iter()
            .flat_map(|d| &d.debug_annotation_string_values)
        {
            let text = String::from_utf8(s.str.clone().unwrap()).unwrap();
            assert!(strings.insert(s.iid.unwrap(), text).is_none(), "once");
        }
        let Some(te) = p.track_event.as_ref() else {
            continue;
        };
        if te.r#type != Some(SLICE_BEGIN) {
            continue;
        }
        let line = te
            .debug_annotations
            .iter()
            .find(|a| a.name.as_deref() == Some("line"))
            .map(|a| strings[&a.string_value_iid.unwrap()].clone());
        seen.push(line);
    }
    let l = |s: &str| Some(s.to_string());
    assert_eq!(seen, [l("k.cl:5"), l("k.cl:5"), l("k.cl:4"), None]);
}
