//! Memory timing on whole kernels (`tests/timing_kernels/memtime.cl`, compiled by ocloc; the
//! binary is committed): the DRAM channel never moves more than its configured bandwidth, the
//! end-of-kernel flush writes every dirty line back, image blocks cost the lines their tiling
//! puts them in, and same-line atomics serialise in the L3.
//!
//! Expected byte and line counts are computed here from the kernels' sizes and from the tiling
//! definitions (Y tile: 128 B x 32 rows made of 16-byte columns; X tile: 512 B x 8 rows),
//! never from earlier runs of the simulator. Run with `-- --nocapture` to see the numbers.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use eusim::config::MachineConfig;
use eusim::launch::LaunchFile;
use eusim::sim::{run, RunOptions, RunOutcome, TimingStats};

fn binary() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/memtime_Gen9core.bin")
}

const LINE: u64 = 64;

/// The gen9-gt2 preset's DRAM bandwidth in bytes per GPU cycle, read from the preset itself.
fn dram_bw() -> f64 {
    let c = MachineConfig::load("gen9-gt2").expect("preset");
    c.memory.dram_cycles(f64::from(c.clock_mhz)).bytes_per_cycle
}

fn launch(kernel: &str, global: u64, local: u64, args: &[String]) -> LaunchFile {
    let text = format!(
        "(program: \"{}\", kernel: \"{kernel}\", global: [{global}], local: [{local}], \
         args: [{}])",
        binary().display(),
        args.join(", ")
    );
    LaunchFile::parse(&text, Path::new("timing-memory.ron")).expect("launch file parses")
}

/// gen9-gt2 without its LLC: these tests check the DRAM channel itself (every write-back
/// and the flush reach DRAM); tests/calibration.rs checks the LLC's share.
fn run_mode(lf: &LaunchFile, functional: bool) -> RunOutcome {
    let mut config = MachineConfig::load("gen9-gt2").expect("preset");
    config.set("memory.llc_bytes=0").expect("no LLC");
    let opts = RunOptions {
        config,
        functional,
        ..RunOptions::default()
    };
    run(lf, &opts).unwrap_or_else(|e| panic!("{}: {e}", lf.kernel))
}

/// Runs timed (and functionally, checking both give the same outputs).
fn timed(kernel: &str, global: u64, local: u64, args: &[String]) -> (RunOutcome, TimingStats) {
    let lf = launch(kernel, global, local, args);
    let t = run_mode(&lf, false);
    let f = run_mode(&lf, true);
    assert_eq!(t.args, f.args, "{kernel}: timing-mode outputs differ");
    let ts = t.stats.timing.clone().expect("timing stats");
    (t, ts)
}

fn zeros(bytes: u64) -> String {
    format!("Buffer(init: Zeros({bytes}))")
}

fn bytes_arg(bytes: &[u8]) -> String {
    let list: Vec<String> = bytes.iter().map(u8::to_string).collect();
    format!("Buffer(init: Bytes([{}]))", list.join(","))
}

/// Checks the DRAM traffic of a run: exactly `expected` bytes, at most the configured
/// bandwidth over the kernel's cycles. Returns the achieved bytes per cycle.
fn check_dram(what: &str, cycles: u64, t: &TimingStats, expected: u64) -> f64 {
    let bw = dram_bw();
    let achieved = t.memory.dram_bytes as f64 / cycles as f64;
    eprintln!(
        "{what}: {cycles} cycles, {} DRAM bytes ({} write-backs, {} at the flush), \
         {achieved:.2} B/cycle (configured {bw})",
        t.memory.dram_bytes, t.memory.l3_writebacks, t.memory.flush_writebacks
    );
    assert_eq!(t.memory.dram_bytes, expected, "{what}: DRAM bytes");
    assert!(achieved <= bw, "{what}: {achieved} B/cycle over {bw}");
    achieved
}

#[test]
fn copy_fill_and_reduce_stay_within_dram_bandwidth() {
    // copy: 1 MB in (read once), 1 MB out (written back, by evictions or the flush)
    let n = 65536u64; // float4 work-items
    let (o, t) = timed("copy4", n, 64, &[zeros(n * 16), zeros(n * 16)]);
    let copy = check_dram("copy4 1 MB", o.stats.cycles, &t, 2 * n * 16);
    assert!(
        t.memory.l3_writebacks > t.memory.flush_writebacks,
        "1 MB of output cannot all stay in the 512 KB L3: {:?}",
        t.memory
    );
    // a streaming copy is DRAM-bound: most of the bandwidth is used
    assert!(copy >= 0.5 * dram_bw(), "copy {copy} B/cycle");

    // write-only fill: 1 MB out, nothing read
    let (o, t) = timed("fill4", n, 64, &[zeros(n * 16), "Scalar(F32(1.5))".into()]);
    let fill = check_dram("fill4 1 MB", o.stats.cycles, &t, n * 16);
    assert!(fill >= 0.5 * dram_bw(), "fill {fill} B/cycle");
    assert!(
        t.memory.writeback_stall_cycles > 0,
        "stores outrunning DRAM must wait for the write-back buffer: {:?}",
        t.memory
    );

    // read-only reduction: 16 float4 per work-item in, one float per sub-group of 16 out
    let m = 4096u64;
    let out_bytes = m / 16 * 4;
    let (o, t) = timed("reduce16", m, 64, &[zeros(m * 16 * 16), zeros(out_bytes)]);
    // the output lines are written 4 bytes per sub-group: partial lines, each read for
    // ownership before it is written, then written back
    let reduce = check_dram(
        "reduce16 1 MB",
        o.stats.cycles,
        &t,
        m * 16 * 16 + 2 * out_bytes.div_ceil(LINE) * LINE,
    );
    assert!(reduce >= 0.5 * dram_bw(), "reduce {reduce} B/cycle");
}

#[test]
fn small_output_is_flushed_at_kernel_end() {
    // 4 KB copied: everything fits in the L3, so the output reaches DRAM only by the flush,
    // and the kernel lasts at least until its 64 lines have crossed the channel
    let n = 256u64;
    let (o, t) = timed("copy4", n, 64, &[zeros(n * 16), zeros(n * 16)]);
    check_dram("copy4 4 KB", o.stats.cycles, &t, 2 * n * 16);
    assert_eq!(t.memory.flush_writebacks, n * 16 / LINE);
    assert_eq!(t.memory.l3_writebacks, t.memory.flush_writebacks);
    assert!(t.memory.flush_cycles as f64 >= (n * 16) as f64 / dram_bw() - 1.0);
    // the timeline carries the flush: its write-back bytes, summed over the samples, are the
    // 4 KB written, all of them in the last interval (no line was evicted before the end)
    let mhz = f64::from(t.clock_mhz);
    let mut prev = 0u64;
    let bytes: Vec<f64> = t
        .timeline
        .iter()
        .map(|p| {
            let dt = (p.cycle - prev) as f64;
            prev = p.cycle;
            p.writeback_gbps * dt * 1000.0 / mhz
        })
        .collect();
    let (last, before) = bytes.split_last().expect("samples");
    assert!((last - (n * 16) as f64).abs() < 0.5, "flush bytes {last}");
    assert!(before.iter().all(|b| *b == 0.0), "{before:?}");
    assert_eq!(t.timeline.last().map(|p| p.cycle), Some(o.stats.cycles));
}

/// Byte offset of byte column `x`, row `y` of an image with `pitch`, from the tiling
/// definitions (independent of the simulator's own tiling code).
fn tiled_offset(tiling: &str, pitch: u64, x: u64, y: u64) -> u64 {
    match tiling {
        "Linear" => y * pitch + x,
        // X tile: 512 B x 8 rows, row-major inside, tiles row-major across the pitch
        "X" => ((y / 8) * (pitch / 512) + x / 512) * 4096 + (y % 8) * 512 + x % 512,
        // Y tile: 128 B x 32 rows of eight 16 B x 32-row OWord columns
        "Y" => {
            ((y / 32) * (pitch / 128) + x / 128) * 4096
                + (x % 128 / 16) * 512
                + (y % 32) * 16
                + x % 16
        }
        other => panic!("tiling {other}"),
    }
}

/// Distinct 64-byte lines of a `width`-byte x `rows`-row block at (x0, 0). The image base is
/// 4 KB aligned (tiled) or 64-byte aligned (linear), so lines of offsets are lines of
/// addresses.
fn block_lines(tiling: &str, pitch: u64, x0: u64, width: u64, rows: u64) -> usize {
    let mut lines = BTreeSet::new();
    for y in 0..rows {
        for x in x0..x0 + width {
            lines.insert(tiled_offset(tiling, pitch, x, y) / LINE);
        }
    }
    lines.len()
}

#[test]
fn tall_media_block_costs_lines_of_its_tiling() {
    // 1024 x 256 R32UI image (4096-byte rows, pitch 4096 for every tiling); one SIMD8
    // sub-group reads 8 blocks of 4 bytes x 32 rows down column 0
    let (w, h, blocks) = (1024u64, 256u64, 8u64);
    let pitch = w * 4;
    let mut img = vec![0u8; (w * h * 4) as usize];
    for y in 0..h {
        let at = (y * pitch) as usize;
        img[at..at + 4].copy_from_slice(&(y as u32 + 1).to_le_bytes());
    }
    let column_sum: u64 = (1..=h).sum();
    let mut runs = Vec::new();
    for tiling in ["Y", "X", "Linear"] {
        let image = format!(
            "Image2d(width: {w}, height: {h}, format: (order: R, data_type: UnsignedInt32), \
             tiling: {tiling}, init: Bytes([{}]))",
            img.iter().map(u8::to_string).collect::<Vec<_>>().join(",")
        );
        let (o, t) = timed(
            "media_column",
            8,
            8,
            &[
                image,
                zeros(32),
                "Scalar(I32(0))".into(),
                format!("Scalar(I32({blocks}))"),
            ],
        );
        let out = o.args[1].as_ref().expect("output buffer");
        let lanes: u64 = out
            .chunks_exact(4)
            .map(|c| u64::from(u32::from_le_bytes(c.try_into().unwrap())))
            .sum();
        // the 8 lanes hold 4 of each block's 32 DWords each: together the whole column
        assert_eq!(lanes, column_sum, "{tiling}: media block data");
        let lines = block_lines(tiling, pitch, 0, 4, 32 * blocks) as u64;
        // cold L3: every image line misses once; the 32-byte output is one more line
        eprintln!(
            "media_column {tiling}: {} cycles, {} L3 misses (expected {} image lines + 1), \
             {} DRAM bytes",
            o.stats.cycles, t.memory.l3_misses, lines, t.memory.dram_bytes
        );
        assert_eq!(t.memory.l3_misses, lines + 1, "{tiling}: lines touched");
        assert_eq!(t.memory.l3_hits, 0, "{tiling}: every line is new");
        // the image lines and the output line filled (its 32 bytes are a partial line: read
        // for ownership), then the output line written back
        assert_eq!(
            t.memory.dram_bytes,
            (lines + 2) * LINE,
            "{tiling}: DRAM bytes"
        );
        runs.push((tiling, lines, o.stats.cycles));
    }
    let (y, x, lin) = (runs[0], runs[1], runs[2]);
    // Y: each block is 32 rows of one 16-byte OWord column, 512 contiguous bytes = 8 lines;
    // linear (and X) with a 4 KB pitch: one line per row
    assert_eq!((y.1, x.1, lin.1), (8 * blocks, 32 * blocks, 32 * blocks));
    // the extra lines each cost at least a data-port slot (64 B/cycle, whitepaper)
    for other in [x, lin] {
        assert!(
            other.2 >= y.2 + (other.1 - y.1),
            "{} {} cycles vs Y {} cycles",
            other.0,
            other.2,
            y.2
        );
    }
}

#[test]
fn same_line_atomics_serialise() {
    // 16 lanes x 64 repetitions of atomic_inc at p[idx[lane]]
    let reps = 64u32;
    let run_idx = |idx: &[u32]| {
        let idx_bytes: Vec<u8> = idx.iter().flat_map(|v| v.to_le_bytes()).collect();
        timed(
            "atomic_indexed",
            16,
            16,
            &[
                zeros(16 * 16 * 4),
                bytes_arg(&idx_bytes),
                format!("Scalar(I32({reps}))"),
            ],
        )
    };
    let (same, _) = run_idx(&[0; 16]);
    let spread_idx: Vec<u32> = (0..16).map(|i| 16 * i).collect();
    let (spread, _) = run_idx(&spread_idx);
    let word = |o: &RunOutcome, i: usize| {
        let b = o.args[0].as_ref().expect("buffer");
        u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap())
    };
    assert_eq!(word(&same, 0), 16 * reps, "all lanes incremented p[0]");
    for i in 0..16 {
        assert_eq!(word(&spread, 16 * i), reps, "lane {i}'s own counter");
    }
    eprintln!(
        "atomic_inc x{reps}, 16 lanes: one address {} cycles, 16 lines {} cycles",
        same.stats.cycles, spread.stats.cycles
    );
    assert!(
        same.stats.cycles > spread.stats.cycles,
        "one address {} cycles should cost more than 16 lines {} cycles",
        same.stats.cycles,
        spread.stats.cycles
    );
}

/// The 64 x 32 R32UI image of the sampler tests (texel (x, y) holds y * 64 + x), with `tiling`,
/// as a launch argument.
fn sampler_image(tiling: &str) -> String {
    let (w, rows) = (64u64, 32u64);
    let img: Vec<u8> = (0..w * rows)
        .flat_map(|i| (i as u32).to_le_bytes())
        .collect();
    format!(
        "Image2d(width: {w}, height: {rows}, format: (order: R, data_type: UnsignedInt32), \
         tiling: {tiling}, init: Bytes([{}]))",
        img.iter().map(u8::to_string).collect::<Vec<_>>().join(",")
    )
}

/// Runs `kernel` (16 lanes read texels (lane, y) of rows 0..32, twice over) on `tiling` and
/// checks each lane's sum; returns the timing stats and the image's distinct lines and lines
/// per row.
fn sample_rows_run(kernel: &str, tiling: &str) -> (TimingStats, u64, u64) {
    let (w, rows) = (64u64, 32u64);
    let (o, t) = timed(
        kernel,
        16,
        16,
        &[
            sampler_image(tiling),
            zeros(64),
            format!("Scalar(I32({rows}))"),
        ],
    );
    // lane x sums texel values y * w + x over both passes
    let out = o.args[1].as_ref().expect("output buffer");
    for x in 0..16u64 {
        let want: u64 = 2 * (0..rows).map(|y| y * w + x).sum::<u64>();
        let got = u32::from_le_bytes(out[4 * x as usize..][..4].try_into().unwrap());
        assert_eq!(u64::from(got), want, "{kernel} {tiling}: lane {x}");
    }
    let m = &t.memory;
    eprintln!(
        "{kernel} {tiling}: {} cycles, {} sampler messages, {} sampler cache hits, {} misses",
        o.stats.cycles, m.sampler_messages, m.sampler_cache_hits, m.sampler_cache_misses
    );
    // the 64-byte x 32-row region is 2 KB: 32 distinct lines on either tiling; one row of
    // 64 bytes is split by the tiling
    let pitch = w * 4;
    let distinct = block_lines(tiling, pitch, 0, 64, rows) as u64;
    let per_row = block_lines(tiling, pitch, 0, 64, 1) as u64;
    (t, distinct, per_row)
}

#[test]
fn sampler_loads_go_through_the_sampler_cache() {
    // one SIMD16 ld_lz message per row and pass, 64 bytes of one row each
    let rows = 32u64;
    for tiling in ["Y", "Linear"] {
        let (t, distinct, per_message) = sample_rows_run("sample_rows", tiling);
        let m = &t.memory;
        assert_eq!(m.sampler_messages, 2 * rows, "{tiling}");
        // each line is fetched once into the 8 KB sampler cache (and misses the cold L3 once)
        assert_eq!(m.sampler_cache_misses, distinct, "{tiling}");
        assert_eq!(
            m.sampler_cache_hits + m.sampler_cache_misses,
            2 * rows * per_message,
            "{tiling}: one lookup per line of each message"
        );
        // the image lines plus the 64-byte output miss the cold L3; nothing else
        assert_eq!(m.l3_misses, distinct + 1, "{tiling}");
    }
}

#[test]
fn sampler_cache_flush_makes_the_second_pass_miss_again() {
    // an image memory fence between the passes of a read_write image compiles to the
    // sampler cache flush message: the second pass misses the sampler's cache line by line
    // (the lines are still in the L3)
    for tiling in ["Y", "Linear"] {
        let (t, distinct, _) = sample_rows_run("sample_rows_fenced", tiling);
        let m = &t.memory;
        assert_eq!(m.sampler_cache_misses, 2 * distinct, "{tiling}");
        assert_eq!(m.l3_misses, distinct + 1, "{tiling}");
    }
}
