//! `--trace FILE.pftrace` writes Perfetto's protobuf format: decoded here by `protoc` against
//! a schema written from Perfetto's published field numbers (tests/perfetto/trace.proto), not
//! by eusim's own encoder. Spans nest on every track (no partial overlap, at least one cycle),
//! the end-of-kernel flush has its own track, output is byte-identical across runs;
//! `.json.gz` is gzip of the same JSON document `.json` gets.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("eusim-pftrace-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    let bin =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/memtime_Gen9core.bin");
    // copy4 over 4096 work-items: memory traffic, stalls and the final flush.
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "copy4", global: [4096], local: [64],
                args: [Buffer(init: Random(bytes: 65536, seed: 1)), Buffer(init: Zeros(65536))])"#,
            bin.display()
        ),
    )
    .unwrap();
    d
}

fn run(dir: &Path, trace: &str) {
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(["-q", "run", "launch.ron", "--trace", trace])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

/// One decoded packet: the fields the checks need.
#[derive(Default, Debug)]
struct Packet {
    ts: Option<u64>,
    kind: Option<String>,
    track: Option<u64>,
    name_iid: Option<u64>,
    uuid: Option<u64>,
    name: Option<String>,
    interned: Vec<(u64, String)>,
}

/// Parses protoc's text format of a Trace into packets (only the fields above).
fn parse(text: &str) -> Vec<Packet> {
    let mut packets = Vec::new();
    let mut cur: Option<Packet> = None;
    let mut iid = None;
    for line in text.lines() {
        let l = line.trim();
        if l == "packet {" {
            cur = Some(Packet::default());
            continue;
        }
        let Some(p) = cur.as_mut() else { continue };
        let (k, v) = match l.split_once(": ") {
            Some(kv) => kv,
            None => {
                if line == "}" {
                    packets.push(cur.take().unwrap());
                }
                continue;
            }
        };
        let num = || v.parse::<u64>().unwrap();
        let depth = line.len() - line.trim_start().len();
        match (k, depth) {
            ("timestamp", 2) => p.ts = Some(num()),
            ("type", _) => p.kind = Some(v.to_string()),
            ("track_uuid", _) => p.track = Some(num()),
            ("name_iid", _) => p.name_iid = Some(num()),
            ("uuid", _) => p.uuid = Some(num()),
            ("name", 4) => p.name = Some(v.trim_matches('"').to_string()),
            ("iid", _) => iid = Some(num()),
            ("name", _) => {
                if let Some(i) = iid.take() {
                    p.interned.push((i, v.trim_matches('"').to_string()));
                }
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
    let schema = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perfetto");
    let o = Command::new("protoc")
        .arg("--decode=perfetto.protos.Trace")
        .arg(format!("-I{}", schema.display()))
        .arg(schema.join("trace.proto"))
        .stdin(std::fs::File::open(file).unwrap())
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "protoc: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    Some(String::from_utf8(o.stdout).unwrap())
}

#[test]
fn pftrace_decodes_and_spans_nest_on_every_track() {
    let d = scratch("nest");
    run(&d, "t.pftrace");
    let Some(text) = protoc_decode(&d.join("t.pftrace")) else {
        return;
    };
    let packets = parse(&text);
    let mut names: HashMap<u64, String> = HashMap::new();
    let mut tracks: HashMap<u64, String> = HashMap::new();
    for p in &packets {
        names.extend(p.interned.iter().cloned());
        if let (Some(u), Some(n)) = (p.uuid, &p.name) {
            tracks.insert(u, n.clone());
        }
    }
    // Per track: BEGIN/END alternate, the next span starts no earlier than the last ended,
    // every span lasts at least one cycle.
    let mut open: HashMap<u64, u64> = HashMap::new();
    let mut last_end: HashMap<u64, u64> = HashMap::new();
    let (mut spans, mut counters) = (0, 0);
    let mut flush = false;
    for p in &packets {
        let (Some(kind), Some(track)) = (&p.kind, p.track) else {
            continue;
        };
        let ts = p.ts.expect("events carry a timestamp");
        match kind.as_str() {
            "TYPE_SLICE_BEGIN" => {
                assert!(
                    !open.contains_key(&track),
                    "track {track}: begin inside an open span"
                );
                assert!(
                    ts >= last_end.get(&track).copied().unwrap_or(0),
                    "track {track}: spans cross"
                );
                open.insert(track, ts);
                let name = &names[&p.name_iid.expect("interned name")];
                if name == "end-of-kernel L3 flush" {
                    assert_eq!(tracks[&track], "memory");
                    flush = true;
                }
            }
            "TYPE_SLICE_END" => {
                let start = open.remove(&track).expect("end without begin");
                assert!(ts > start, "track {track}: span shorter than a cycle");
                last_end.insert(track, ts);
                spans += 1;
            }
            "TYPE_COUNTER" => counters += 1,
            other => panic!("unexpected event type {other}"),
        }
    }
    assert!(open.is_empty(), "unterminated spans");
    assert!(
        spans > 1000 && counters > 0,
        "{spans} spans, {counters} counter samples"
    );
    assert!(
        flush,
        "the end-of-kernel flush has a span on the memory track"
    );
    let track_names: Vec<&String> = tracks.values().collect();
    for want in [
        "machine",
        "memory",
        "thread 0",
        "thread 0 stalls",
        "thread 0 life",
    ] {
        assert!(
            track_names.iter().any(|n| *n == want),
            "no track named {want}"
        );
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
