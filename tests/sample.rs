//! Sampled timing (`RunOptions::sample`): on launches of many uniform work-groups the
//! extrapolated cycles stay close to a full timed run's, and the outputs are exactly the
//! full run's (every group still runs functionally). The LLC is shrunk to 256 KiB so that
//! the warm-up (twice the L3's and the LLC's capacity moved) ends within the launch; the
//! memory side's layout period is then the DRAM's bank cycle, 16 banks x 8 KiB = 2 048
//! lines (the 256 KiB LLC's way is 16 KiB, the L3's 32 KiB).

use eusim::launch::LaunchFile;
use eusim::sim::sample::Sampling;
use eusim::sim::{load_program, run_kernel, RunOptions, RunOutcome};
use std::path::Path;

/// A launch of `kernel` (tests/timing_kernels/memtime.cl) on `items` work-items in groups of
/// 16 (one SIMD16 or SIMD32 hardware thread each) with `args`.
fn launch(kernel: &str, items: u64, args: &str) -> LaunchFile {
    let text = format!(
        r#"(program: "tests/timing_kernels/memtime_Gen9core.bin", kernel: "{kernel}",
            global: [{items}], local: [16], args: [{args}])"#
    );
    let at = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample.ron");
    LaunchFile::parse(&text, &at).expect("launch parses")
}

/// A directory under the system's temp dir, removed when dropped.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(name: &str) -> Self {
        let d = std::env::temp_dir().join(format!("eusim-sample-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&d).expect("temp dir");
        TempDir(d)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Full timing on one host thread with the 256 KiB LLC.
fn full_opts() -> RunOptions {
    let mut o = RunOptions {
        functional: false,
        threads: 1,
        ..RunOptions::default()
    };
    o.config.memory.llc_bytes = 256 * 1024;
    o
}

/// The launch run in full and sampled (`waves` middle waves): outputs identical, the
/// interval holding both cycle counts, the counts the whole launch's, the cycles within 2 %.
fn full_and_sampled(lf: &LaunchFile, waves: u32, groups: u64) -> (RunOutcome, RunOutcome) {
    let program = load_program(lf).expect("binary loads");
    let full_opts = full_opts();
    let sampled_opts = RunOptions {
        sample: Some(Sampling::waves(waves)),
        threads: 0,
        ..full_opts.clone()
    };
    let full = run_kernel(lf, &program, &lf.kernel, &full_opts).expect("full run");
    let sampled = run_kernel(lf, &program, &lf.kernel, &sampled_opts).expect("sampled run");
    assert_eq!(sampled.args, full.args, "outputs byte-identical");
    let s = sampled.stats.sampled.as_ref().expect("sampled stats");
    assert!(full.stats.sampled.is_none());
    assert!(s.groups_skipped > 0, "{s:?}");
    // timed: the warm-up, each sampled block with its lead wave, and the last wave; every
    // other group before the last wave is skipped
    let before_last = (s.waves - 1 - s.waves_warm_up - 2 * s.waves_sampled) * s.wave_groups;
    assert_eq!(s.groups_skipped, before_last, "{s:?}");
    assert_eq!(s.waves_timed, s.waves_warm_up + 2 * s.waves_sampled + 1);
    assert_eq!(s.waves_skipped, s.waves - s.waves_timed);
    assert!(s.cycles_low <= sampled.stats.cycles && sampled.stats.cycles <= s.cycles_high);
    // the interval holds the full count, or misses it by a few cycles in 10 000: sampled
    // waves of a DRAM-bound copy differ by under a cycle, so their interval cannot cover the
    // few cycles the timed lead and tail waves' edges move the count by
    let miss = (full.stats.cycles as f64 - sampled.stats.cycles as f64).abs();
    assert!(
        (s.cycles_low <= full.stats.cycles && full.stats.cycles <= s.cycles_high)
            || miss < 1e-4 * full.stats.cycles as f64,
        "full {} outside [{}, {}]",
        full.stats.cycles,
        s.cycles_low,
        s.cycles_high
    );
    assert_eq!(sampled.stats.work_groups, groups);
    assert_eq!(sampled.stats.instructions, full.stats.instructions);
    assert_eq!(sampled.stats.messages, full.stats.messages);
    let err = (sampled.stats.cycles as f64 - full.stats.cycles as f64) / full.stats.cycles as f64;
    assert!(
        err.abs() < 0.02,
        "sampled {} vs full {} cycles ({:.2} %)",
        sampled.stats.cycles,
        full.stats.cycles,
        100.0 * err
    );
    (full, sampled)
}

#[test]
fn a_sampled_copy_is_within_two_percent_with_skips_of_the_measured_unit() {
    // copy4: out[i] = in[i], a float4 per work-item: 8 192 groups of 256 bytes (4 lines)
    // each way, so skips of 2 048 / 4 = 512 groups keep the layout
    const GROUPS: u64 = 8192;
    let bytes = GROUPS * 16 * 16;
    let args =
        format!("Buffer(init: Random(bytes: {bytes}, seed: 3)), Buffer(init: Zeros({bytes}))");
    let lf = launch("copy4", GROUPS * 16, &args);
    let (full, sampled) = full_and_sampled(&lf, 6, GROUPS);
    // the output is the input (a host reference)
    assert_eq!(full.args[1].as_ref(), full.args[0].as_ref());
    // GT2 holds 24 EUs x 7 threads = 168 one-thread groups at once: 49 waves, of which the
    // warm-up ones, 6 sampled blocks of a wave's groups and the tail are timed
    let s = sampled.stats.sampled.as_ref().expect("sampled stats");
    assert_eq!((s.wave_groups, s.waves, s.waves_sampled), (168, 49, 6));
    assert_eq!(s.skip_unit, 512, "{}", s.method);
    assert!(s.method.contains("(measured"), "{}", s.method);

    // the functional pass runs alongside the timing run unless one host thread is asked
    // for: the same outputs and stats either way
    let program = load_program(&lf).expect("binary loads");
    let one_thread = RunOptions {
        sample: Some(Sampling::waves(6)),
        ..full_opts()
    };
    let sequential = run_kernel(&lf, &program, &lf.kernel, &one_thread).expect("one thread");
    assert_eq!(sequential.args, sampled.args);
    assert_eq!(sequential.stats, sampled.stats);

    // cycles only: the timed groups alone run, giving the same cycles and interval; no
    // outputs; the counts are the timed groups' scaled to the launch, which for these
    // uniform groups are the full run's
    let cycles_only = RunOptions {
        cycles_only: true,
        ..one_thread
    };
    let c = run_kernel(&lf, &program, &lf.kernel, &cycles_only).expect("cycles only");
    assert!(c.args.iter().all(Option::is_none), "no outputs");
    let cs = c.stats.sampled.as_ref().expect("sampled stats");
    assert!(cs.cycles_only && !s.cycles_only);
    assert_eq!(c.stats.cycles, sampled.stats.cycles);
    assert_eq!(
        (cs.cycles_low, cs.cycles_high),
        (s.cycles_low, s.cycles_high)
    );
    assert_eq!(c.stats.instructions, full.stats.instructions);
    assert_eq!(c.stats.threads, GROUPS);
    assert_eq!(c.stats.messages, full.stats.messages);
    // every group ends its one thread with one end-of-thread message
    assert_eq!(c.stats.messages.end_of_thread, GROUPS);
}

#[test]
fn a_sampled_reduction_is_within_two_percent_and_its_sums_are_exact() {
    // reduce16: each work-item sums 16 float4 a grid apart, each sub-group of 16 writes its
    // sum: 4 096 groups reading 16 x 4 lines each (a 1 MiB stride: a multiple of the
    // period) and writing one float (a 16th of a line, within the unit's tolerance)
    const GROUPS: u64 = 4096;
    let n = GROUPS * 16;
    let values: Vec<f32> = (0..16 * n * 4)
        .map(|i| ((i * 7) % 13) as f32 * 0.25)
        .collect();
    let tmp = TempDir::new("reduce");
    let dir = &tmp.0;
    let input: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    std::fs::write(dir.join("in.bin"), input).expect("input written");
    let text = format!(
        r#"(program: "{}/tests/timing_kernels/memtime_Gen9core.bin", kernel: "reduce16",
            global: [{n}], local: [16],
            args: [Buffer(init: File("in.bin")), Buffer(init: Zeros({}))])"#,
        env!("CARGO_MANIFEST_DIR"),
        GROUPS * 4
    );
    let lf = LaunchFile::parse(&text, &dir.join("sample.ron")).expect("launch parses");
    let (_, sampled) = full_and_sampled(&lf, 6, GROUPS);
    let s = sampled.stats.sampled.as_ref().expect("sampled stats");
    assert_eq!(s.skip_unit, 512, "{}", s.method);
    // host reference: quarter-integers summed exactly in any order
    let out = sampled.args[1].as_ref().expect("output");
    for (j, got) in out.chunks_exact(4).enumerate() {
        let want: f32 = (0..16u64)
            .flat_map(|i| (0..16u64).map(move |l| i * n + j as u64 * 16 + l))
            .flat_map(|e| values[4 * e as usize..4 * e as usize + 4].to_vec())
            .sum();
        let got = f32::from_le_bytes(got.try_into().expect("4 bytes"));
        assert_eq!(got, want, "sum {j}");
    }
}

#[test]
fn a_sampled_stencil_whose_rows_of_groups_share_halo_lines_is_within_two_percent_or_warned() {
    // five-point stencil, media block reads, over a 1024 x 1024 Y-tiled float image: 128
    // groups a row of 8 x 16 pixels, each reading the row of groups above's last pixel row
    // and the one below's first, so in a full run a row finds its halo lines in the L3,
    // brought by the row before; 8 192 groups, 49 waves of 168
    const GROUPS: u64 = 8192;
    let text = format!(
        r#"(program: "benches/kernels/kernels_Gen9core.bin", kernel: "stencil5_simd8",
            global: [1024, 64], local: [8, 1],
            args: [Image2d(width: 1024, height: 1024, format: (order: R, data_type: Float),
                           tiling: Y, init: Random(bytes: {bytes}, seed: 5)),
                   Buffer(init: Zeros({bytes})), Scalar(I32(1024))])"#,
        bytes = 1024 * 1024 * 4
    );
    let at = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample.ron");
    let lf = LaunchFile::parse(&text, &at).expect("launch parses");
    let program = load_program(&lf).expect("binary loads");
    let full_opts = full_opts();
    let sampled_opts = RunOptions {
        sample: Some(Sampling::waves(8)),
        threads: 0,
        ..full_opts.clone()
    };
    let full = run_kernel(&lf, &program, &lf.kernel, &full_opts).expect("full run");
    let sampled = run_kernel(&lf, &program, &lf.kernel, &sampled_opts).expect("sampled run");
    assert_eq!(sampled.args, full.args, "outputs byte-identical");
    assert_eq!(sampled.stats.work_groups, GROUPS);
    let s = sampled.stats.sampled.as_ref().expect("sampled stats");
    assert!(s.groups_skipped > 0, "{s:?}");
    let err = (sampled.stats.cycles as f64 - full.stats.cycles as f64) / full.stats.cycles as f64;
    // sampled timing's target: within 2 % of full timing, or the run says it is unreliable
    assert!(
        err.abs() < 0.02 || s.warning.is_some(),
        "sampled {} vs full {} cycles ({:+.2} %) and no warning: {}",
        sampled.stats.cycles,
        full.stats.cycles,
        100.0 * err,
        s.method
    );
}
