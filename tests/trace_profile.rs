//! `--trace` and `--profile` of timed runs: the Chrome trace of the README shuffle example and
//! the per-instruction profile of a corpus loop whose trip count the launch sets.
//!
//! Expected values come from the launch (threads, trip counts), the run's own instruction
//! count (every issue must appear once) and the Chrome Trace Event format (JSON, `ph` kinds).

mod scratch;
use scratch::Scratch;

use eusim::launch::LaunchFile;
use eusim::sim::{run, run_traced, RunOptions, RunOutcome};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use traces::ChromeTrace;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn shuffle_launch() -> LaunchFile {
    LaunchFile::load(&root().join("examples/shuffle/launch.ron")).expect("example launch loads")
}

fn timed(profile: bool) -> RunOptions {
    RunOptions {
        functional: false,
        profile,
        ..RunOptions::default()
    }
}

/// Runs the shuffle example with a Chrome trace (optionally windowed); returns the outcome,
/// the JSON bytes and the number of dropped events.
fn shuffle_trace(window: Option<(u64, u64)>) -> (RunOutcome, Vec<u8>, u64) {
    let opts = timed(false);
    let mut trace = ChromeTrace::new(opts.config.clock_mhz);
    if let Some((a, b)) = window {
        trace = trace.with_window(a, b);
    }
    let out = run_traced(&shuffle_launch(), &opts, &mut trace).expect("shuffle runs timed");
    let mut bytes = Vec::new();
    trace.write(&mut bytes).expect("trace writes");
    (out, bytes, trace.dropped())
}

fn events(bytes: &[u8]) -> Vec<Value> {
    let doc: Value = serde_json::from_slice(bytes).expect("trace is valid JSON");
    doc["traceEvents"]
        .as_array()
        .expect("traceEvents array")
        .clone()
}

/// An instruction span: on a hardware thread's track (machine-level spans such as the
/// end-of-kernel flush are on process 0; work-group residency has its own category).
fn is_issue(e: &Value) -> bool {
    e["ph"] == "X"
        && e["cat"] != "stall"
        && e["cat"] != "thread"
        && e["cat"] != "work-group"
        && e["cat"] != "message"
        && e["pid"] != 0
}

/// The number of complete spans of category `cat`, checking that none overlaps another on
/// its track.
fn disjoint_spans(ev: &[Value], cat: &str) -> usize {
    let mut spans: Vec<(u64, u64, f64, f64)> = ev
        .iter()
        .filter(|e| e["cat"] == cat)
        .map(|e| {
            let ts = e["ts"].as_f64().unwrap();
            let (pid, tid) = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
            (pid, tid, ts, ts + e["dur"].as_f64().unwrap())
        })
        .collect();
    spans.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)).then(a.2.total_cmp(&b.2)));
    for w in spans.windows(2) {
        if (w[0].0, w[0].1) == (w[1].0, w[1].1) {
            assert!(
                w[0].3 <= w[1].2 + 1e-9,
                "{cat} spans overlap on a track: {w:?}"
            );
        }
    }
    spans.len()
}

#[test]
fn shuffle_trace_has_every_issue_tracks_and_stalls() {
    let (out, bytes, dropped) = shuffle_trace(None);
    assert_eq!(dropped, 0);
    let ev = events(&bytes);
    let issues: Vec<&Value> = ev.iter().filter(|e| is_issue(e)).collect();
    assert_eq!(issues.len() as u64, out.stats.instructions);
    for e in &issues {
        let pipe = e["cat"].as_str().unwrap();
        assert!(
            ["FPU0", "FPU1", "branch", "send", "none"].contains(&pipe),
            "pipe {pipe}"
        );
        assert!(e["dur"].as_f64().unwrap() > 0.0);
    }
    // one track per hardware thread that ran (4 work-groups of one SIMD16 thread each)
    let tracks: BTreeSet<(u64, u64)> = issues
        .iter()
        .map(|e| (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap()))
        .collect();
    assert_eq!(tracks.len() as u64, out.stats.threads);
    assert_eq!(out.stats.threads, 4);
    for (pid, tid) in &tracks {
        assert!(
            ev.iter().any(|e| e["ph"] == "M"
                && e["name"] == "thread_name"
                && e["pid"] == *pid
                && e["tid"] == *tid),
            "track ({pid},{tid}) has a name"
        );
    }
    // stalls with their reasons; the kernel waits for its loads
    let stalls: Vec<&Value> = ev.iter().filter(|e| e["cat"] == "stall").collect();
    assert!(!stalls.is_empty());
    let known = [
        "stall: dependency",
        "stall: memory",
        "stall: pipe busy",
        "stall: barrier",
        "stall: control flow",
        "stall: arbitration",
        "stall: dispatch",
        "stall: instruction fetch",
    ];
    for s in &stalls {
        assert!(
            known.contains(&s["name"].as_str().unwrap()),
            "{}",
            s["name"]
        );
    }
    assert!(stalls.iter().any(|s| s["name"] == "stall: memory"));
    // every thread waits for the dispatcher before its first instruction
    let dispatch = stalls
        .iter()
        .filter(|s| s["name"] == "stall: dispatch")
        .count() as u64;
    assert_eq!(dispatch, out.stats.threads);
    // one lifetime span per thread, counters for occupancy and L3 traffic
    let lives = ev.iter().filter(|e| e["cat"] == "thread").count() as u64;
    assert_eq!(lives, out.stats.threads);
    // one residency span per work-group, one in-flight span per message but end of thread;
    // neither overlaps on its track (a group slot holds one group at a time)
    let groups = disjoint_spans(&ev, "work-group");
    assert_eq!(groups as u64, out.stats.work_groups);
    let m = out.stats.messages;
    let sends = disjoint_spans(&ev, "message");
    assert_eq!(sends as u64, m.data_port + m.gateway + m.image);
    let counters: BTreeSet<&str> = ev
        .iter()
        .filter(|e| e["ph"] == "C")
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert!(counters.contains("thread occupancy %"), "{counters:?}");
    assert!(counters.contains("L3 bytes/cycle"), "{counters:?}");
}

#[test]
fn trace_is_byte_identical_across_runs() {
    let (_, a, _) = shuffle_trace(None);
    let (_, b, _) = shuffle_trace(None);
    assert!(a == b, "two traces of the same run differ");
}

#[test]
fn trace_window_drops_events() {
    let (out, full, _) = shuffle_trace(None);
    let half = out.stats.cycles / 2;
    let (_, part, dropped) = shuffle_trace(Some((0, half)));
    let (ef, ep) = (events(&full), events(&part));
    let xf = ef.iter().filter(|e| e["ph"] != "M").count() as u64;
    let xp = ep.iter().filter(|e| e["ph"] != "M").count() as u64;
    assert!(dropped > 0);
    assert_eq!(xp + dropped, xf);
    let clock = f64::from(timed(false).config.clock_mhz);
    for e in ep.iter().filter(|e| e["ph"] == "X" || e["ph"] == "C") {
        assert!(e["ts"].as_f64().unwrap() * clock < half as f64 + 0.5, "{e}");
    }
}

#[test]
fn profile_executions_sum_to_instructions() {
    let out = run(&shuffle_launch(), &timed(true)).expect("shuffle runs");
    let p = out.profile.expect("profile collected");
    assert_eq!(p.total_executions(), out.stats.instructions);
    // every instruction of this straight-line kernel runs once per thread
    for i in &p.instructions {
        assert_eq!(i.counts.executions, out.stats.threads, "{}", i.text);
    }
    let text = p.render();
    assert!(text.contains("top 10"));
    assert_eq!(text, p.render());
    // no profile unless asked for
    assert!(run(&shuffle_launch(), &timed(false))
        .unwrap()
        .profile
        .is_none());
}

/// `loop_variable_trip` with every work-item's trip count equal to `trips`: 64 work-items.
fn loop_launch(trips: u32) -> LaunchFile {
    let cnt = vec![trips.to_string(); 64].join(", ");
    let ron = format!(
        "(program: \"{}\", kernel: \"loop_variable_trip\", global: [64], local: [16],
          args: [Buffer(init: U32([{cnt}])), Buffer(init: Iota(count: 64, start: 1)),
                 Buffer(init: Zeros(256))])",
        root()
            .join("tests/corpus/bin/ordinary_control.bin")
            .display()
    );
    let lf = LaunchFile::parse(&ron, Path::new("trace-profile-test.ron")).expect("launch parses");
    lf
}

/// The timed profile of [`loop_launch`].
fn loop_profile(trips: u32) -> (RunOutcome, eusim::sim::Profile) {
    let lf = loop_launch(trips);
    let out = run(&lf, &timed(true)).expect("loop runs timed");
    let p = out.profile.clone().expect("profile collected");
    assert_eq!(p.total_executions(), out.stats.instructions);
    // per-instruction stalls add up to the run's stall totals (dispatch has no instruction)
    let want = out.stats.timing.as_ref().expect("timed").stalls;
    for r in traces::StallReason::ALL {
        let sum: u64 = p.instructions.iter().map(|i| i.counts.stalls[r]).sum();
        if r != traces::StallReason::Dispatch {
            assert_eq!(sum, want[r], "{r:?}");
        }
    }
    assert!(
        want[traces::StallReason::ControlFlow] > 0,
        "a loop has branches"
    );
    (out, p)
}

#[test]
fn loop_body_runs_trip_count_times_per_thread() {
    let (o3, p3) = loop_profile(3);
    let (o7, p7) = loop_profile(7);
    assert_eq!(o3.stats.threads, o7.stats.threads);
    let t = o3.stats.threads;
    assert!(t > 0);
    let body = |p: &eusim::sim::Profile, n: u64| -> BTreeSet<u32> {
        p.instructions
            .iter()
            .filter(|i| i.counts.executions == n * t)
            .map(|i| i.ip)
            .collect()
    };
    let b3 = body(&p3, 3);
    let b7 = body(&p7, 7);
    assert!(b3.len() >= 3, "loop body instructions: {b3:?}");
    assert_eq!(b3, b7, "the same instructions form the loop body");
    // everything else is uniform per thread too (all lanes share the trip count)
    for i in &p7.instructions {
        assert_eq!(i.counts.executions % t, 0, "{}", i.text);
    }
}

/// The loop of [`loop_profile`] run functionally on `threads` host threads, with a profile.
fn functional_loop_profile(trips: u32, threads: usize) -> (RunOutcome, eusim::sim::Profile) {
    let lf = loop_launch(trips);
    let opts = RunOptions {
        functional: true,
        profile: true,
        threads,
        ..RunOptions::default()
    };
    let out = run(&lf, &opts).expect("loop runs functionally");
    let p = out.profile.clone().expect("a functional run profiles too");
    (out, p)
}

#[test]
fn functional_profiles_count_executions() {
    let (o3, p3) = functional_loop_profile(3, 1);
    let (o7, p7) = functional_loop_profile(7, 1);
    let t = o3.stats.threads;
    assert!(t > 0);
    for (o, p) in [(&o3, &p3), (&o7, &p7)] {
        assert_eq!(p.total_executions(), o.stats.instructions);
        // a functional run has no cycles to give
        assert!(p
            .instructions
            .iter()
            .all(|i| i.counts.issue_cycles == 0 && i.counts.stall_total() == 0));
    }
    // the loop body runs the trip count times per thread, the same instructions as the
    // timing model's profile finds
    let body = |p: &eusim::sim::Profile, n: u64| -> BTreeSet<u32> {
        p.instructions
            .iter()
            .filter(|i| i.counts.executions == n * t)
            .map(|i| i.ip)
            .collect()
    };
    assert!(body(&p3, 3).len() >= 3);
    assert_eq!(body(&p3, 3), body(&p7, 7));
    assert_eq!(body(&p7, 7), body(&loop_profile(7).1, 7));
    // work-groups run in parallel (and again when they conflict): the same counts
    let (_, p7_2) = functional_loop_profile(7, 2);
    let execs = |p: &eusim::sim::Profile| -> Vec<u64> {
        p.instructions.iter().map(|i| i.counts.executions).collect()
    };
    assert_eq!(execs(&p7), execs(&p7_2));
}

fn cli(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_eusim"))
        .args(args)
        .output()
        .expect("eusim runs")
}

#[test]
fn cli_trace_needs_timing_and_a_valid_window() {
    let launch = root().join("examples/shuffle/launch.ron");
    let dir = Scratch::new("trace");
    let json = dir.join("t.json");
    let (l, j, d) = (
        launch.to_str().unwrap(),
        json.to_str().unwrap(),
        dir.to_str().unwrap(),
    );
    let out = cli(&["run", l, "--functional", "--trace", j, "--out-dir", d]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("timing"));
    let out = cli(&[
        "run",
        l,
        "--trace",
        j,
        "--trace-window",
        "9:3",
        "--out-dir",
        d,
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--trace-window"));
    let out = cli(&["run", l, "--trace", j, "--profile", "--out-dir", d]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("top 10"), "{stdout}");
    let doc: Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert!(doc["traceEvents"].as_array().is_some_and(|a| !a.is_empty()));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn barrier_waits_show_up_in_trace_and_profile() {
    // local_reverse: 2 work-groups of 64 items; the group's threads meet at a barrier.
    let ron = format!(
        "(program: \"{}\", kernel: \"local_reverse\", global: [128], local: [64],
          args: [Buffer(init: Iota(count: 128, start: 0)), Buffer(init: Zeros(512)),
                 Local(bytes: 256)])",
        root().join("tests/corpus/bin/ordinary_local.bin").display()
    );
    let lf = LaunchFile::parse(&ron, Path::new("trace-barrier-test.ron")).expect("launch parses");
    let opts = timed(true);
    let mut trace = ChromeTrace::new(opts.config.clock_mhz);
    let out = run_traced(&lf, &opts, &mut trace).expect("local_reverse runs timed");
    // results as the kernel's comment defines them
    let got: Vec<u32> = out.args[1]
        .as_ref()
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let want: Vec<u32> = (0..128u32).map(|g| g - g % 64 + (63 - g % 64)).collect();
    assert_eq!(got, want);
    assert!(out.stats.threads > 2, "several threads per group");
    let mut bytes = Vec::new();
    trace.write(&mut bytes).unwrap();
    let ev = events(&bytes);
    let issues = ev.iter().filter(|e| is_issue(e)).count() as u64;
    assert_eq!(issues, out.stats.instructions);
    let p = out.profile.expect("profile");
    assert_eq!(p.total_executions(), out.stats.instructions);
    let barrier = out.stats.timing.as_ref().unwrap().stalls[traces::StallReason::Barrier];
    let prof_barrier: u64 = p
        .instructions
        .iter()
        .map(|i| i.counts.stalls[traces::StallReason::Barrier])
        .sum();
    assert_eq!(prof_barrier, barrier);
    assert!(barrier > 0, "threads wait at the barrier");
    assert!(ev.iter().any(|e| e["name"] == "stall: barrier"));
}

/// `--profile FILE.json` / `FILE.csv`: per-instruction and per-basic-block totals; the loop
/// body of loop_variable_trip (trip count 3 for every item, 4 SIMD16 threads) is entered
/// 3 x 4 times, and the blocks' executions add up to the run's instructions. The profile is
/// also in --stats.
#[test]
fn profile_files_have_basic_blocks() {
    let d = Scratch::new("profile");
    let bin = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/bin/ordinary_control.bin");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "loop_variable_trip", global: [64], local: [64],
                args: [Buffer(init: U32([{}])), Buffer(init: Random(bytes: 4096, seed: 1)), Buffer(init: Zeros(256))])"#,
            bin.display(),
            vec!["3"; 64].join(",")
        ),
    )
    .unwrap();
    let run = |args: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_eusim"))
            .current_dir(&d)
            .args(["-q", "run", "launch.ron"])
            .args(args)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    };
    run(&["--profile", "p.json", "--stats", "s.json"]);
    let p: Value = serde_json::from_slice(&std::fs::read(d.join("p.json")).unwrap()).unwrap();
    let s: Value = serde_json::from_slice(&std::fs::read(d.join("s.json")).unwrap()).unwrap();
    let blocks = p["blocks"].as_array().unwrap();
    let execs: u64 = blocks
        .iter()
        .map(|b| b["counts"]["executions"].as_u64().unwrap())
        .sum();
    assert_eq!(execs, s["instructions"].as_u64().unwrap());
    let max_entries = blocks
        .iter()
        .map(|b| b["entries"].as_u64().unwrap())
        .max()
        .unwrap();
    assert_eq!(s["threads"], 4);
    assert_eq!(max_entries, 3 * 4, "the loop body block");
    assert_eq!(s["profile"]["blocks"], p["blocks"]);
    run(&["--profile", "p.csv"]);
    let csv = String::from_utf8(std::fs::read(d.join("p.csv")).unwrap()).unwrap();
    assert!(csv.starts_with("kind,label,ip,executions,"));
    assert_eq!(
        csv.lines().filter(|l| l.starts_with("block,")).count(),
        blocks.len()
    );
}

/// The memory-traffic counter tracks add up to the stats: each sample is bytes (or busy
/// cycles) per cycle since the previous sample, so the sum of value x interval is the run's
/// total, which the stats count on their own (L3 line accesses x line size, DRAM bytes, SLM
/// bank busy cycles). The stencil streams through DRAM; the SLM kernel keeps its banks busy.
#[test]
fn traffic_counters_integrate_to_the_stats() {
    let slm = format!(
        "(program: {:?}, kernel: \"slm_stride\", global: [4096], local: [64], \
         args: [Buffer(init: Zeros(16384)), Scalar(I32(2))])",
        root().join("tests/timing_kernels/calib_Gen9core.bin")
    );
    let launches = [
        LaunchFile::load(&root().join("examples/sweep/stencil.ron")).expect("stencil loads"),
        LaunchFile::parse(&slm, &root().join("slm.ron")).expect("slm launch parses"),
    ];
    for lf in &launches {
        let mut sink = traces::VecSink::default();
        let out = run_traced(lf, &timed(false), &mut sink).expect("kernel runs timed");
        let t = out.stats.timing.as_ref().expect("timing stats");
        let mut integral = std::collections::BTreeMap::<&str, f64>::new();
        let mut last = std::collections::BTreeMap::<&str, u64>::new();
        for e in &sink.events {
            if let traces::TraceEvent::Counter { cycle, name, value } = *e {
                let since = last.insert(name, cycle).unwrap_or(0);
                *integral.entry(name).or_default() += value * (cycle - since).max(1) as f64;
            }
        }
        let expect = [
            ("L3 bytes/cycle", t.l3_bytes),
            ("DRAM bytes/cycle", t.memory.dram_bytes),
            ("SLM bank busy cycles/cycle", t.memory.slm_busy_cycles),
        ];
        for (name, total) in expect {
            let got = integral.get(name).copied().unwrap_or(-1.0);
            assert!(
                (got - total as f64).abs() <= 1e-6 * total as f64 + 1e-6,
                "{}: {name} integrates to {got}, stats say {total}",
                lf.kernel
            );
        }
        let busy = if lf.kernel == "slm_stride" {
            t.memory.slm_busy_cycles
        } else {
            t.memory.dram_bytes
        };
        assert!(busy > 0, "{}: no traffic to check", lf.kernel);
    }
}

/// The stats' messages in flight count every message but end of thread once (the stats'
/// message counters count them on their own), and a data-port message is in flight at least
/// an L3 hit (the configured latency: no message returns sooner).
#[test]
fn messages_in_flight_count_every_message() {
    for launch in ["examples/sweep/stencil.ron", "examples/shuffle/launch.ron"] {
        let lf = LaunchFile::load(&root().join(launch)).expect("launch loads");
        let opts = timed(false);
        let out = run(&lf, &opts).expect("runs timed");
        let t = out.stats.timing.as_ref().expect("timing stats");
        let m = out.stats.messages;
        let counted: u64 = t.messages_in_flight.iter().map(|f| f.messages).sum();
        assert_eq!(counted, m.data_port + m.gateway + m.image, "{launch}");
        let units: Vec<&str> = t
            .messages_in_flight
            .iter()
            .map(|f| f.unit.as_str())
            .collect();
        let mut sorted = units.clone();
        sorted.sort();
        assert_eq!(units, sorted, "sorted by unit");
        let dp = t
            .messages_in_flight
            .iter()
            .find(|f| f.unit == "data port")
            .expect("data-port messages");
        let l3 = f64::from(opts.config.memory.l3_hit_latency);
        assert!(dp.mean_cycles >= l3, "{launch}: {} < {l3}", dp.mean_cycles);
        assert!(dp.max_cycles as f64 >= dp.mean_cycles);
    }
}

/// The profile's bytes are what the kernel's accesses ask for: `copy4` reads and writes one
/// float4 (16 bytes) per work-item, in a timed and a functional run; the per-instruction SIMD
/// lanes sum to the stats' SIMD utilization.
#[test]
fn profile_bytes_and_lanes_add_up() {
    let ron = format!(
        "(program: {:?}, kernel: \"copy4\", global: [4096], local: [64], \
         args: [Buffer(init: Random(bytes: 65536, seed: 1)), Buffer(init: Zeros(65536))])",
        root().join("tests/timing_kernels/memtime_Gen9core.bin")
    );
    let lf = LaunchFile::parse(&ron, &root().join("copy4.ron")).expect("copy4 launch parses");
    for functional in [false, true] {
        let opts = RunOptions {
            functional,
            profile: true,
            ..RunOptions::default()
        };
        let out = run(&lf, &opts).expect("copy4 runs");
        let p = out.profile.expect("profile collected");
        let sum = |f: fn(&eusim::sim::InstCounts) -> u64| -> u64 {
            p.instructions.iter().map(|i| f(&i.counts)).sum()
        };
        assert_eq!(sum(|c| c.bytes_read), 4096 * 16, "functional {functional}");
        assert_eq!(
            sum(|c| c.bytes_written),
            4096 * 16,
            "functional {functional}"
        );
        let (lanes, slots) = (sum(|c| c.lanes), sum(|c| c.slots));
        assert!(slots > 0 && lanes <= slots);
        if let Some(t) = &out.stats.timing {
            let pct = 100.0 * lanes as f64 / slots as f64;
            assert!((pct - t.simd_utilization_pct).abs() < 1e-9, "{pct}");
        }
    }
}
