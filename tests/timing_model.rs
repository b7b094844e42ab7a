//! Timing-model invariants that any sane Gen9 model must satisfy, on small kernels of
//! `tests/timing_kernels/timing.cl` (compiled by ocloc; the binary is committed).
//!
//! Expected values come from published facts (Mesa's `src/intel/compiler/brw_ir_performance.cpp`:
//! ~8-cycle fp32 ALU latency; Intel's "The Compute Architecture of Intel Processor Graphics
//! Gen9" whitepaper: 2 FPUs x SIMD-4; the DRAM bandwidth parameter
//! the run is given), never from earlier runs of the simulator.

mod common;

use std::path::{Path, PathBuf};

use common::timed::Timed as Run;
use eusim::sim::{run, RunOutcome, Stats, TimingStats};

fn binary() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/timing_Gen9core.bin")
}

/// A launch of one kernel of the timing test binary.
fn new_run(kernel: &'static str, global: u64, local: u64) -> Run {
    Run::new(binary(), kernel, global, local)
}

/// Mesa `src/intel/compiler/brw_ir_performance.cpp`: fp32 ALU result latency ~8 cycles.
const ALU_LATENCY: f64 = 8.0;

#[test]
fn dependent_chain_costs_latency_per_op() {
    // one SIMD8 thread; the two kernels differ by 256 dependent mads
    let short = new_run("chain64_simd8", 8, 8)
        .floats(8)
        .arg("Scalar(F32(0.5))");
    let long = new_run("chain320_simd8", 8, 8)
        .floats(8)
        .arg("Scalar(F32(0.5))");
    let (s, _) = short.timed();
    let (l, _) = long.timed();
    let per_op = (l.cycles - s.cycles) as f64 / 256.0;
    eprintln!("dependent mad: {per_op} cycles per op");
    assert!(
        (0.9 * ALU_LATENCY..=1.2 * ALU_LATENCY).contains(&per_op),
        "dependent mad costs {per_op} cycles, expected ~{ALU_LATENCY}"
    );
}

#[test]
fn two_threads_keep_both_fpus_busy() {
    // a machine of one EU; the kernel has 8 independent mad chains per thread
    let one_eu = |global| {
        new_run("ilp8_simd8", global, global)
            .floats(global as usize)
            .arg("Scalar(F32(0.5))")
            .set("topology.subslices_per_slice=1")
            .set("topology.eus_per_subslice=1")
    };
    let (s1, t1) = one_eu(8).timed();
    let (s2, t2) = one_eu(16).timed();
    let busy = |s: &Stats, pct: f64| pct / 100.0 * s.cycles as f64;
    // 512 SIMD8 fp32 mads per thread, 2 cycles each on a SIMD-4 FPU (whitepaper)
    let mad_cycles = 512.0 * 2.0;
    assert!(busy(&s1, t1.fpu0_busy_pct) >= mad_cycles, "{t1:?}");
    assert!(
        busy(&s1, t1.fpu1_busy_pct) < 0.1 * mad_cycles,
        "one thread issues in order: one FPU at a time ({t1:?})"
    );
    let both = busy(&s2, t2.fpu0_busy_pct) + busy(&s2, t2.fpu1_busy_pct);
    assert!(both >= 2.0 * mad_cycles, "{t2:?}");
    assert!(
        busy(&s2, t2.fpu1_busy_pct) >= 0.5 * mad_cycles,
        "the second thread uses FPU1 ({t2:?})"
    );
    // twice the work in about the same time: both FPUs run in parallel (the threads run the
    // same code in lockstep, so their dependency bubbles coincide)
    assert!(
        (s2.cycles as f64) < 1.3 * s1.cycles as f64,
        "2 threads {} cycles vs 1 thread {}",
        s2.cycles,
        s1.cycles
    );
    eprintln!(
        "ilp8: 1 thread {} cycles, 2 threads {} cycles, IPC {:.2} / {:.2}",
        s1.cycles, s2.cycles, t1.ipc_per_eu, t2.ipc_per_eu
    );
    // throughput ceiling: 2 FPUs x SIMD-4 = one SIMD8 fp32 instruction per cycle
    assert!(t2.ipc_per_eu <= 1.0 + 1e-9, "{t2:?}");
}

#[test]
fn parallel_kernel_twice_as_fast_on_twice_the_eus() {
    // 672 SIMD8 threads of ALU work: 4 waves of 168 threads on GT2, 2 of 336 on GT3
    let n = 8 * 168 * 4;
    let k = |config| {
        new_run("chain320_simd8", n, 64)
            .floats(n as usize)
            .arg("Scalar(F32(0.5))")
            .config(config)
            .timing_only()
    };
    let (gt2, _) = k("gen9-gt2").timed();
    let (gt3, _) = k("gen9-gt3").timed();
    let ratio = gt3.cycles as f64 / gt2.cycles as f64;
    eprintln!(
        "chain320 x 672 threads: GT2 {} cycles, GT3 {} cycles",
        gt2.cycles, gt3.cycles
    );
    assert!(
        (0.45..=0.6).contains(&ratio),
        "GT3 {} cycles / GT2 {} cycles = {ratio}",
        gt3.cycles,
        gt2.cycles
    );
}

#[test]
fn streaming_time_follows_dram_bandwidth() {
    // 16384 float4 copied: 256 KB read from DRAM, 256 KB written back by the final flush
    let n = 16384u64;
    let copy = |bw: &str| {
        new_run("copy4", n, 64)
            .arg(&format!("Buffer(init: Zeros({}))", n * 16))
            .arg(&format!("Buffer(init: Zeros({}))", n * 16))
            .set(&format!("memory.dram_gbps={bw}"))
            .set("memory.llc_bytes=0") // the flush goes to DRAM, not into an LLC
            .set("memory.dram_page_bytes=0") // the channel's rate, without row misses
    };
    let (fast, tf) = copy("23.0").timed(); // 20 B/cycle at 1150 MHz
    let (slow, ts) = copy("11.5").timed(); // 10 B/cycle
                                           // input read once; output written back by the end-of-kernel flush
    assert_eq!(tf.memory.dram_bytes, 2 * n * 16, "every line moved once");
    let ratio = slow.cycles as f64 / fast.cycles as f64;
    eprintln!(
        "copy4 256 KB: {} cycles at 20 B/cycle, {} at 10 B/cycle",
        fast.cycles, slow.cycles
    );
    assert!(
        (1.7..=2.1).contains(&ratio),
        "half the DRAM bandwidth: {} vs {} cycles",
        slow.cycles,
        fast.cycles
    );
    // achieved bandwidth close to (and never above) the parameter
    for (s, t, bw) in [(&fast, &tf, 20.0), (&slow, &ts, 10.0)] {
        let achieved = t.memory.dram_bytes as f64 / s.cycles as f64;
        assert!(
            achieved <= bw && achieved >= 0.8 * bw,
            "achieved {achieved} B/cycle of {bw}"
        );
    }
}

#[test]
fn slm_bank_conflicts_cost_more() {
    let k = |stride: u32| {
        new_run("slm_stride", 256, 64)
            .arg("Buffer(init: Zeros(1024))")
            .arg(&format!("Scalar(I32({stride}))"))
    };
    let (free, tf) = k(1).timed();
    let (conflict, tc) = k(16).timed();
    assert_eq!(tf.memory.slm_conflict_cycles, 0, "{tf:?}");
    // stride 16: all 16 lanes of a read hit one bank (16 banks x 4 B): 15 extra cycles each
    assert!(tc.memory.slm_conflict_cycles >= 15 * 32, "{tc:?}");
    eprintln!(
        "slm_stride: stride 1 {} cycles, stride 16 {} cycles ({} conflict cycles)",
        free.cycles, conflict.cycles, tc.memory.slm_conflict_cycles
    );
    assert!(
        conflict.cycles > free.cycles,
        "conflicts {} cycles, conflict-free {}",
        conflict.cycles,
        free.cycles
    );
}

#[test]
fn same_inputs_give_identical_stats() {
    let k = || {
        new_run("slm_stride", 512, 64)
            .arg("Buffer(init: Zeros(2048))")
            .arg("Scalar(I32(3))")
    };
    let a = k().run_mode(false);
    let b = k().run_mode(false);
    assert_eq!(
        serde_json::to_string(&a.stats).unwrap(),
        serde_json::to_string(&b.stats).unwrap()
    );
    assert_eq!(a.args, b.args);
}

#[test]
fn fma_throughput_never_above_peak() {
    // clpeak-style: SIMD32, local size 256, 2048 dependent mads per work-item; on one GT2
    // subslice (8 EUs, 56 hardware threads) 7 groups fill every hardware thread once
    let n = 256 * 7;
    let (s, t) = new_run("fma_chain_simd32", n, 256)
        .floats(n as usize)
        .arg("Scalar(F32(0.5))")
        .set("topology.subslices_per_slice=1")
        .timing_only()
        .timed();
    let ops = n as f64 * 2048.0;
    let per_lane_clock = ops / (s.cycles as f64 * 8.0 * 8.0);
    // whitepaper: at most 8 fp32 FMA lanes per EU per cycle (16 FLOP/cycle/EU)
    assert!(per_lane_clock <= 1.0, "{per_lane_clock} op/lane/clock");
    assert!(
        per_lane_clock >= 0.5,
        "{per_lane_clock} op/lane/clock ({t:?})"
    );
    eprintln!(
        "fma_chain_simd32: {per_lane_clock:.3} op/lane/clock, {} cycles",
        s.cycles
    );
}

#[test]
fn stats_are_consistent() {
    // 8 groups of 4 SIMD16 threads that meet at a barrier and read SLM
    let r = new_run("slm_stride", 512, 64)
        .arg("Buffer(init: Zeros(2048))")
        .arg("Scalar(I32(1))");
    let (s, t) = r.timed();
    let f = r.run_mode(true).stats;
    assert_eq!(
        s.instructions, f.instructions,
        "same instructions as functional mode"
    );
    assert_eq!((s.threads, s.work_groups), (32, 8));
    let sum = t.eu_active_pct + t.eu_stall_pct + t.eu_idle_pct;
    assert!((sum - 100.0).abs() < 1e-6, "active + stall + idle = {sum}");
    for (name, v) in [
        ("occupancy", t.thread_occupancy_pct),
        ("fpu0", t.fpu0_busy_pct),
        ("fpu1", t.fpu1_busy_pct),
        ("send", t.send_busy_pct),
    ] {
        assert!(v > 0.0 && v <= 100.0, "{name} {v}");
    }
    assert!(
        t.stalls[traces::StallReason::Barrier] > 0,
        "threads wait at the barrier: {t:?}"
    );
    // 64 work-items per group in SIMD16: every channel enabled except in `(W)` scalar code
    assert!(
        t.simd_utilization_pct > 90.0 && t.simd_utilization_pct <= 100.0,
        "{t:?}"
    );
    assert!(
        t.stalls[traces::StallReason::Dispatch] > 0
            && t.stalls[traces::StallReason::ControlFlow] > 0,
        "{t:?}"
    );
    assert!(t.memory.slm_messages > 0 && t.memory.l3_misses > 0, "{t:?}");
    let ns = s.cycles as f64 * 1000.0 / 1150.0; // gen9-gt2 runs at 1150 MHz
    assert!((t.time_ns - ns).abs() < 1e-6);
    assert!((t.ipc - s.instructions as f64 / s.cycles as f64).abs() < 1e-9);
}

#[test]
fn unusable_timing_parameters_are_errors() {
    // refused when set, naming the field and its declared range
    let mut c = eusim::config::MachineConfig::load("gen9-gt2").expect("preset");
    for (set, want) in [
        (
            "memory.dram_gbps=0.0",
            "`memory.dram_gbps` = 0 is outside its range 0.001..=",
        ),
        (
            "memory.dram_gbps=-5.0",
            "`memory.dram_gbps` = -5 is outside",
        ),
        (
            "timing.fpu_bytes_per_cycle=0",
            "`timing.fpu_bytes_per_cycle` = 0 is outside its range 1..=",
        ),
        (
            "memory.slm_banks=0",
            "`memory.slm_banks` = 0 is outside its range 1..=",
        ),
        (
            "memory.sampler_texels_per_cycle=0",
            "`memory.sampler_texels_per_cycle` = 0",
        ),
        (
            "memory.sampler_cache_ways=0",
            "`memory.sampler_cache_ways` = 0",
        ),
        ("timing.icache_ways=0", "`timing.icache_ways` = 0"),
    ] {
        let e = c.set(set).unwrap_err().to_string();
        assert!(e.contains(want), "{e}");
    }
    // and refused by a run when a configuration built in code bypasses `set`
    let r = new_run("copy4", 64, 64)
        .arg("Buffer(init: Zeros(1024))")
        .arg("Buffer(init: Zeros(1024))");
    let mut opts = r.opts(true);
    opts.config.memory.l3_ways = 4_000_000_000;
    let e = run(&r.launch(), &opts).unwrap_err().to_string();
    assert!(
        e.contains("`memory.l3_ways` = 4000000000 is outside its range"),
        "{e}"
    );
}

#[test]
fn partial_sub_groups_lower_simd_utilization() {
    // 40 work-items per group at SIMD32: threads of 32 and 8 channels (40 of 64 enabled)
    let r = new_run("copy4", 80, 40)
        .arg("Buffer(init: Zeros(1280))")
        .arg("Buffer(init: Zeros(1280))");
    let (s, t) = r.timed();
    assert_eq!(s.simd_width, 32, "copy4 compiles to SIMD32");
    assert!(t.simd_utilization_pct < 80.0, "{t:?}");
}

#[test]
fn groups_that_cannot_fit_a_subslice_are_errors() {
    // 8 SIMD8 threads per group on a subslice of one EU (7 hardware threads)
    let r = new_run("chain64_simd8", 64, 64)
        .floats(64)
        .arg("Scalar(F32(0.5))")
        .set("topology.eus_per_subslice=1");
    let e = run(&r.launch(), &r.opts(false)).unwrap_err().to_string();
    assert!(e.contains("does not fit on one subslice"), "{e}");
    // 4 KB of SLM per group on a subslice with 1 KB
    let r = new_run("slm_stride", 64, 64)
        .arg("Buffer(init: Zeros(256))")
        .arg("Scalar(I32(1))")
        .set("slm_bytes_per_subslice=1024");
    let e = run(&r.launch(), &r.opts(false)).unwrap_err().to_string();
    assert!(e.contains("SLM"), "{e}");
}

/// Instruction starts and sizes of kernel `name`'s code, walked from the raw bytes: bit 29 of
/// an instruction's first DWord is CmptCtrl (Mesa brw_inst.h), 8-byte compacted form when
/// set, 16-byte native form otherwise.
fn instruction_sizes(name: &str) -> std::collections::BTreeMap<u64, u64> {
    let program =
        eusim::program::load_program(&binary(), "skl", "-cl-std=CL2.0").expect("binary loads");
    let code = program.kernel(name).expect("kernel in binary").isa();
    let mut sizes = std::collections::BTreeMap::new();
    let mut at = 0usize;
    while at + 8 <= code.len() {
        let dw0 = u32::from_le_bytes(code[at..at + 4].try_into().unwrap());
        let size = if dw0 & (1 << 29) != 0 { 8 } else { 16 };
        sizes.insert(at as u64, size);
        at += size as usize;
    }
    sizes
}

/// One SIMD32 thread of the clpeak-style loop (64 mads unrolled, 32 trips) with the
/// instruction cache shaped by `sets`; sequential prefetch off so every line is a demand miss.
fn icache_run(sets: &[&str]) -> (RunOutcome, TimingStats) {
    let mut r = new_run("fma_chain_simd32", 32, 32)
        .floats(32)
        .arg("Scalar(F32(0.5))")
        .set("timing.icache_prefetch_lines=0");
    for s in sets {
        r = r.set(s);
    }
    let mut opts = r.opts(false);
    opts.profile = true;
    let out = run(&r.launch(), &opts).expect("runs timed");
    let t = out.stats.timing.clone().expect("timing stats");
    (out, t)
}

#[test]
fn icache_misses_once_per_line_when_the_loop_fits() {
    let (out, t) = icache_run(&[]);
    let sizes = instruction_sizes("fma_chain_simd32");
    let profile = out.profile.as_ref().expect("profile");
    let mut lines = std::collections::BTreeSet::new();
    for i in profile
        .instructions
        .iter()
        .filter(|i| i.counts.executions > 0)
    {
        let ip = u64::from(i.ip);
        let size = sizes[&ip];
        lines.extend(ip / 64..=(ip + size - 1) / 64);
    }
    eprintln!(
        "icache: {} executed lines of 64 B, {} misses, {} hits, {} cycles, {} fetch stall cycles",
        lines.len(),
        t.icache_misses,
        t.icache_hits,
        out.stats.cycles,
        t.stalls[traces::StallReason::InstructionFetch]
    );
    assert_eq!(t.icache_misses, lines.len() as u64);
    assert_eq!(t.icache_prefetches, 0);
    assert!(t.stalls[traces::StallReason::InstructionFetch] > 0);
    // the fetch stalls show up per instruction in the profile too
    let per_inst: u64 = profile
        .instructions
        .iter()
        .map(|i| i.counts.stalls[traces::StallReason::InstructionFetch])
        .sum();
    assert_eq!(per_inst, t.stalls[traces::StallReason::InstructionFetch]);
}

#[test]
fn icache_smaller_than_the_loop_misses_more_and_is_slower() {
    let (fits, tf) = icache_run(&[]);
    // 8 lines of 64 B, fully associative: the unrolled loop body is far larger
    let (small, ts) = icache_run(&["timing.icache_bytes=512"]);
    eprintln!(
        "icache 32 KB: {} misses, {} cycles; 512 B: {} misses, {} cycles",
        tf.icache_misses, fits.stats.cycles, ts.icache_misses, small.stats.cycles
    );
    // the loop's lines miss again on every trip
    assert!(ts.icache_misses > tf.icache_misses, "{ts:?}");
    assert!(small.stats.cycles > fits.stats.cycles);
    // off: no fetch stalls, no lookups, and never slower
    let (off, to) = icache_run(&["timing.icache_bytes=0"]);
    assert_eq!((to.icache_hits, to.icache_misses), (0, 0));
    assert_eq!(to.stalls[traces::StallReason::InstructionFetch], 0);
    assert!(off.stats.cycles < fits.stats.cycles);
    assert_eq!(off.stats.instructions, fits.stats.instructions);
}

#[test]
fn icache_prefetch_hides_straight_line_misses() {
    let (demand, td) = icache_run(&[]);
    let (pre, tp) = icache_run(&["timing.icache_prefetch_lines=8"]);
    assert!(tp.icache_misses < td.icache_misses, "{tp:?}");
    assert!(tp.icache_prefetches > 0);
    assert!(pre.stats.cycles < demand.stats.cycles);
}

#[test]
fn progress_hook_sees_every_group_and_changes_nothing() {
    use eusim::sim::{ProgressHook, ProgressUpdate};
    use std::sync::{Arc, Mutex};
    let r = new_run("chain64_simd8", 8 * 12, 8)
        .floats(8 * 12)
        .arg("Scalar(F32(0.5))");
    for functional in [false, true] {
        let seen: Arc<Mutex<Vec<ProgressUpdate>>> = Arc::default();
        let sink = Arc::clone(&seen);
        let mut opts = r.opts(functional);
        opts.progress = Some(ProgressHook::new(move |u| sink.lock().unwrap().push(u)));
        let with = run(&r.launch(), &opts).expect("runs with a hook");
        let without = run(&r.launch(), &r.opts(functional)).expect("runs");
        assert_eq!(with.stats, without.stats);
        assert_eq!(with.args, without.args);
        let seen = seen.lock().unwrap();
        // 12 work-groups: the last report says all 12 are done, counts never go back
        let last = seen.last().expect("progress reported");
        assert_eq!((last.groups_done, last.groups_total), (12, 12));
        assert!(seen.windows(2).all(|w| w[0].groups_done < w[1].groups_done));
        if functional {
            assert_eq!(seen.len(), 12);
            assert!(seen.iter().all(|u| u.cycle.is_none()));
        } else {
            assert!(seen
                .iter()
                .all(|u| u.cycle.is_some_and(|c| c <= with.stats.cycles)));
            assert!(seen.windows(2).all(|w| w[0].cycle < w[1].cycle));
        }
    }
}
