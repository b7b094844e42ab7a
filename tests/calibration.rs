//! Calibration runs (docs/calibration.md): the kernels of `tests/timing_kernels/calib.cl`
//! (compiled by ocloc; the binary is committed) in timing mode on gen9-gt2. Each test prints
//! the measured number the document quotes (`cargo test --test calibration -- --nocapture`)
//! and asserts only bounds any sane Gen9 model must meet, taken from public facts (the
//! Gen9 compute architecture whitepaper's ceilings, Mesa's issue costs in
//! `brw_ir_performance.cpp`, the PRM's bank layout),
//! never from earlier runs of the simulator.

mod common;

use std::path::{Path, PathBuf};

use common::timed::Timed;
use eusim::sim::Stats;

fn binary() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/calib_Gen9core.bin")
}

/// gen9-gt2: 1 slice x 3 subslices x 8 EUs (whitepaper).
const GT2_SUBSLICES: f64 = 3.0;
const GT2_EUS: f64 = 24.0;

/// One timing-mode launch of a calibration kernel on gen9-gt2 (plus `--set` overrides).
fn launch(kernel: &'static str, global: u64, local: u64) -> Timed {
    Timed::new(binary(), kernel, global, local).timing_only()
}

/// Runs the clpeak-style FMA kernel: SIMD32, local size 256, 2048 dependent mads per
/// work-item (krrishnarraj/clpeak #202), `groups` work-groups on `subslices` GT2 subslices.
/// Prints and returns op/lane/clock.
fn clpeak_fma(groups: u64, subslices: u64) -> f64 {
    let n = 256 * groups;
    let (s, _) = launch("fma_chain_simd32", n, 256)
        .floats(n as usize)
        .arg("Scalar(F32(0.5))")
        .set(&format!("topology.subslices_per_slice={subslices}"))
        .timed();
    assert_eq!(s.simd_width, 32);
    let eus = 8.0 * subslices as f64;
    let ops = n as f64 * 2048.0;
    let per_lane_clock = ops / (s.cycles as f64 * eus * 8.0);
    let flop_per_eu_clock = 2.0 * ops / (s.cycles as f64 * eus);
    eprintln!(
        "calib fma_chain_simd32 ({subslices} subslice(s), {groups} x 256): {} cycles, \
         {per_lane_clock:.3} op/lane/clock, {flop_per_eu_clock:.2} FLOP/cycle/EU, \
         {:.1} GFLOPS for 24 EUs at 1.15 GHz (anchor UHD 630: 0.80-0.89 op/lane/clock)",
        s.cycles,
        flop_per_eu_clock * GT2_EUS * 1.15
    );
    // whitepaper: 2 FPUs x SIMD-4 x one mad = 16 FLOP/cycle/EU at most
    assert!(
        flop_per_eu_clock <= 16.0,
        "{flop_per_eu_clock} FLOP/cycle/EU"
    );
    // and a machine full of independent threads gets a good share of it
    assert!(per_lane_clock >= 0.5, "{per_lane_clock} op/lane/clock");
    per_lane_clock
}

#[test]
fn fma_chain_simd32_clpeak_style() {
    // one GT2 subslice (8 EUs, 56 hardware threads): 7 groups of 8 SIMD32 threads fill it
    // once; the ALU path has no resource shared between subslices, and this keeps the debug
    // build fast. The whole GPU: the ignored test below.
    clpeak_fma(7, 1);
}

#[test]
#[ignore = "about 25 s in a debug build; run with --ignored"]
fn fma_chain_simd32_clpeak_style_whole_gt2() {
    // 21 groups fill all 168 hardware threads of GT2 once
    clpeak_fma(21, 3);
}

/// Issue cycles per mad, from FPU busy time, on one EU with all 7 threads of `kernel`.
fn fpu_cycles_per_mad(kernel: &'static str, simd: u64) -> (f64, Stats) {
    let n = 7 * simd;
    let (s, t) = launch(kernel, n, n)
        .floats(n as usize)
        .arg("Scalar(F32(0.5))")
        .one_eu()
        .timed();
    assert_eq!(s.simd_width as u64, simd, "{kernel}");
    assert_eq!(s.threads, 7, "{kernel}");
    let busy = (t.fpu0_busy_pct + t.fpu1_busy_pct) / 100.0 * s.cycles as f64;
    // 512 mads per thread and a few dozen other ALU instructions: count the mads only
    (busy / (7.0 * 512.0), s)
}

#[test]
fn simd16_fma_issue_costs_twice_simd8() {
    let (c8, s8) = fpu_cycles_per_mad("fma_ilp8_simd8", 8);
    let (c16, s16) = fpu_cycles_per_mad("fma_ilp8_simd16", 16);
    eprintln!(
        "calib fma_ilp8 on one EU, 7 threads: SIMD8 {c8:.2} FPU cycles/mad ({} cycles), \
         SIMD16 {c16:.2} FPU cycles/mad ({} cycles) (Mesa: 2 and 4)",
        s8.cycles, s16.cycles
    );
    // Mesa brw_ir_performance.cpp: 2 issue cycles per destination GRF (SIMD8 = 1 GRF)
    assert!((2.0..=2.4).contains(&c8), "SIMD8 mad {c8} FPU cycles");
    let ratio = c16 / c8;
    assert!(
        (1.8..=2.2).contains(&ratio),
        "SIMD16/SIMD8 issue cost {ratio}"
    );
    // twice the lanes in about twice the time: the FPUs are the bottleneck in both
    let time_ratio = s16.cycles as f64 / s8.cycles as f64;
    assert!(
        (1.6..=2.2).contains(&time_ratio),
        "SIMD16 {} cycles vs SIMD8 {}",
        s16.cycles,
        s8.cycles
    );
}

#[test]
fn slm_conflict_cost_grows_with_degree() {
    // one work-group of 64 (4 SIMD16 threads), 32 SLM reads of one DWord per lane each
    let k = |stride: u32| {
        launch("slm_stride", 64, 64)
            .zeros(256)
            .arg(&format!("Scalar(I32({stride}))"))
            .timed()
    };
    let mut last: Option<(u32, u64, u64)> = None;
    let mut first: Option<u64> = None;
    for stride in [1u32, 2, 4, 16] {
        let (s, t) = k(stride);
        // 16 banks x 4 B: lane stride d (d | 16) puts d lanes of 16 on one bank
        let degree = stride.min(16) as u64;
        let reads = 4 * 32; // threads x unrolled reads
        eprintln!(
            "calib slm_stride {stride:2}: {} cycles, {} SLM busy cycles, {} conflict cycles \
             ({:.2} per read, bank arithmetic: {})",
            s.cycles,
            t.memory.slm_busy_cycles,
            t.memory.slm_conflict_cycles,
            t.memory.slm_conflict_cycles as f64 / reads as f64,
            degree - 1
        );
        assert!(
            t.memory.slm_conflict_cycles >= (degree - 1) * reads,
            "stride {stride}: {t:?}"
        );
        // SLM: 64 B/cycle per subslice: busy time never exceeds elapsed time
        assert!(t.memory.slm_busy_cycles <= s.cycles, "{t:?}");
        // more conflicts never make the kernel faster (it may hide a few behind other work)
        if let Some((prev, pc, pconf)) = last {
            assert!(
                t.memory.slm_conflict_cycles > pconf && s.cycles >= pc,
                "stride {stride} ({} cycles, {} conflicts) vs stride {prev} ({pc}, {pconf})",
                s.cycles,
                t.memory.slm_conflict_cycles
            );
        }
        first.get_or_insert(s.cycles);
        last = Some((stride, s.cycles, t.memory.slm_conflict_cycles));
    }
    // 16-way conflicts: 15 extra cycles on each of 128 reads cannot all hide
    let (first, (_, worst, _)) = (first.unwrap(), last.unwrap());
    assert!(
        worst > first,
        "stride 16 {worst} cycles vs stride 1 {first}"
    );
}

#[test]
fn slm_bandwidth_within_ceiling() {
    // conflict-free SLM reads on all three subslices: 24 groups of 64 work-items
    let (s, t) = launch("slm_stride", 64 * 24, 64)
        .zeros(64 * 24 * 4)
        .arg("Scalar(I32(1))")
        .timed();
    assert_eq!(t.memory.slm_conflict_cycles, 0, "{t:?}");
    let per_subslice = t.memory.slm_busy_cycles as f64 / (s.cycles as f64 * GT2_SUBSLICES);
    eprintln!(
        "calib slm_stride 1 (24 groups): {} cycles, SLM busy {:.1}% per subslice, \
         {:.1} B/cycle per subslice (ceiling 64)",
        s.cycles,
        100.0 * per_subslice,
        64.0 * per_subslice
    );
    assert!(per_subslice <= 1.0, "{t:?}");
}

#[test]
fn dram_bandwidth_never_above_configured() {
    // 1 MB streamed in (twice the 512 KB of L3), 16 KB written: DRAM traffic is nearly all fills
    let n = 4096u64;
    let (s, t) = launch("read16", n, 64)
        .zeros(n * 16 * 16)
        .zeros(n * 4)
        .timed();
    let achieved = t.memory.dram_bytes as f64 / s.cycles as f64;
    eprintln!(
        "calib read16 1 MB: {} cycles, {} DRAM bytes ({} write-backs), {achieved:.2} B/cycle = \
         {:.1} GB/s at 1.15 GHz (configured 20 B/cycle; anchor UHD 620: 23 GB/s of 29.8)",
        s.cycles,
        t.memory.dram_bytes,
        t.memory.l3_writebacks,
        achieved * 1.15
    );
    assert!(t.memory.dram_bytes >= n * 256, "every input line read once");
    assert!(
        achieved <= 20.0,
        "{achieved} B/cycle over the configured 20"
    );
    // a streaming read that misses every line gets most of the configured bandwidth
    assert!(achieved >= 0.5 * 20.0, "{achieved} B/cycle");
}

#[test]
fn dram_copy_with_write_backs() {
    // 1 MB copied: dirty output lines are evicted and written back (the rest by the flush at
    // the end of the kernel), so DRAM moves exactly 2 MB, never faster than the parameter.
    // Without an LLC (`memory.llc_bytes=0`) every write-back reaches DRAM.
    let n = 65536u64;
    let (s, t) = launch("copy4", n, 64)
        .zeros(n * 16)
        .zeros(n * 16)
        .set("memory.llc_bytes=0")
        .timed();
    let achieved = t.memory.dram_bytes as f64 / s.cycles as f64;
    eprintln!(
        "calib copy4 1 MB: {} cycles, {} DRAM bytes ({} write-backs), {achieved:.2} B/cycle \
         (configured 20)",
        s.cycles, t.memory.dram_bytes, t.memory.l3_writebacks
    );
    assert_eq!(
        t.memory.dram_bytes,
        2 * n * 16,
        "every input line read once, every output line written back once"
    );
    assert!(
        t.memory.l3_writebacks > 0,
        "1 MB of output cannot stay in the L3: {t:?}"
    );
    assert!(achieved <= 20.0, "DRAM ceiling exceeded: {achieved}");
    // With the default 8 MB LLC the 1 MB of output stays there: the write-backs (evictions
    // and the flush) land in the LLC, DRAM only reads the input, and the kernel is faster.
    let (s2, t2) = launch("copy4", n, 64).zeros(n * 16).zeros(n * 16).timed();
    assert_eq!(t2.memory.llc_writes, t2.memory.l3_writebacks);
    assert_eq!(
        t2.memory.dram_bytes,
        n * 16,
        "only the input comes from DRAM"
    );
    assert!(s2.cycles < s.cycles, "{} vs {}", s2.cycles, s.cycles);
}

#[test]
fn l3_bandwidth_within_dataport_ceiling() {
    // 64 KB window (fits the 512 KB L3), 16 passes of 4 reads per work-item, 24 groups of 256
    let words = 16384u64;
    let n = 256 * 24;
    let (s, t) = launch("l3_read", n, 256)
        .zeros(words * 4)
        .zeros(n * 4)
        .arg(&format!("Scalar(I32({words}))"))
        .arg("Scalar(I32(16))")
        .timed();
    let achieved = t.l3_bytes as f64 / s.cycles as f64;
    let hit_rate = t.memory.l3_hits as f64 / (t.memory.l3_hits + t.memory.l3_misses) as f64;
    eprintln!(
        "calib l3_read: {} cycles, {} L3 bytes, {achieved:.1} B/cycle ({:.1} per subslice; \
         ceiling 64 per data port), hit rate {:.3}, data port busy {:.1}%",
        s.cycles,
        t.l3_bytes,
        achieved / GT2_SUBSLICES,
        hit_rate,
        100.0 * t.memory.dataport_busy_cycles as f64 / (s.cycles as f64 * GT2_SUBSLICES)
    );
    assert!(hit_rate > 0.9, "window fits the L3: {t:?}");
    assert!(achieved <= 64.0 * GT2_SUBSLICES, "{achieved} B/cycle");
    assert!(
        t.memory.dataport_busy_cycles as f64 <= s.cycles as f64 * GT2_SUBSLICES,
        "{t:?}"
    );
}

/// Cycles per op of a dependent chain: the difference of a 192-op and a 64-op kernel.
fn chain_cost(short: &'static str, long: &'static str, scalar: bool) -> f64 {
    let k = |name| {
        let l = launch(name, 16, 16).floats(16).one_eu();
        let l = if scalar { l.arg("Scalar(F32(0.5))") } else { l };
        l.timed().0.cycles
    };
    (k(long) - k(short)) as f64 / 128.0
}

#[test]
fn shuffle_costs_more_than_plain_alu() {
    let add = chain_cost("add64_simd16", "add192_simd16", true);
    let shuffle = chain_cost("shuffle64_simd16", "shuffle192_simd16", false);
    eprintln!(
        "calib dependent chains, SIMD16: add {add:.1} cycles/op, shuffle {shuffle:.1} cycles/op \
         (address add + indirect mov; Mesa: ALU ~8, indirect mov ~34, shuffle ~42)"
    );
    assert!(shuffle > add, "shuffle {shuffle} vs add {add}");
    // Mesa: an indirect mov waits ~34 cycles, well beyond an ALU op's ~8
    assert!(shuffle >= 2.0 * add, "shuffle {shuffle} vs add {add}");
}

#[test]
fn block_read_no_costlier_than_gather() {
    // 24 groups of 64: each sub-group reads 32 x 64 B, as block reads or as per-lane loads
    let n = 64 * 24;
    let k = |name| launch(name, n, 64).zeros(n * 32 * 4).zeros(n * 4).timed();
    let (b, tb) = k("block_read32");
    let (g, tg) = k("gather_read32");
    eprintln!(
        "calib 32 reads of 64 B per sub-group: block read {} cycles ({} messages, {} L3 bytes, \
         send busy {:.1}%), gather {} cycles ({} messages, {} L3 bytes, send busy {:.1}%)",
        b.cycles,
        tb.memory.messages,
        tb.l3_bytes,
        tb.send_busy_pct,
        g.cycles,
        tg.memory.messages,
        tg.l3_bytes,
        tg.send_busy_pct
    );
    // whitepaper: scatter/gather is coalesced into 64 B lines, so both move the same lines
    assert_eq!(tb.l3_bytes, tg.l3_bytes);
    // a block read's payload is one header GRF, a SIMD16 gather's two address GRFs
    assert!(
        b.cycles <= g.cycles,
        "block {} vs gather {}",
        b.cycles,
        g.cycles
    );
}
