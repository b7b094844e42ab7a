//! What-if knobs: each configuration parameter an architect sweeps changes what it should,
//! checked against arithmetic done here (bank mapping, slot counts) or against an equivalent
//! machine, never against an earlier run of the simulator.

mod common;

use std::path::{Path, PathBuf};

use common::timed::Timed;
use eusim::config::MachineConfig;

fn calib() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/calib_Gen9core.bin")
}

/// Seven SIMD8 threads of 8 independent mad chains on a one-subslice machine with `sets`.
fn fma(sets: &[&str]) -> (eusim::sim::Stats, eusim::sim::TimingStats) {
    let mut t = Timed::new(calib(), "fma_ilp8_simd8", 112, 56)
        .floats(112)
        .arg("Scalar(F32(0.5))")
        .set("topology.subslices_per_slice=1");
    for s in sets {
        t = t.set(s);
    }
    t.timed()
}

#[test]
fn a_fused_off_eu_is_a_smaller_subslice() {
    // 23-EU UHD 630: a GT2 with one EU fused off, taken from the last subslice
    let mut c = MachineConfig::load("gen9-gt2").unwrap();
    c.set("topology.disabled_eus=1").unwrap();
    assert_eq!(c.topology.eus(), 23);
    assert_eq!(c.topology.threads(), 161);
    let per: Vec<u32> = (0..3).map(|s| c.topology.eus_in_subslice(s)).collect();
    assert_eq!(per, [8, 8, 7]);
    c.set("topology.disabled_eus=4").unwrap();
    let per: Vec<u32> = (0..3).map(|s| c.topology.eus_in_subslice(s)).collect();
    assert_eq!(
        per,
        [7, 7, 6],
        "one per subslice from the last, round and round"
    );
    let e = c.set("topology.disabled_eus=22").unwrap_err().to_string();
    assert!(e.contains("leaves a subslice without an EU"), "{e}");
    // a subslice of 2 EUs with one fused off runs exactly like a subslice of 1 EU
    let (a, ta) = fma(&["topology.eus_per_subslice=2", "topology.disabled_eus=1"]);
    let (b, tb) = fma(&["topology.eus_per_subslice=1"]);
    let (two, _) = fma(&["topology.eus_per_subslice=2"]);
    assert_eq!(a.cycles, b.cycles);
    assert_eq!(
        ta.eu_active_pct, tb.eu_active_pct,
        "the fused-off EU is not in the EU stats"
    );
    // 14 compute-bound threads on 2 EUs instead of 1: about half the time
    let ratio = two.cycles as f64 / b.cycles as f64;
    assert!(
        (0.45..0.6).contains(&ratio),
        "{} vs {}",
        two.cycles,
        b.cycles
    );
}

#[test]
fn a_smaller_grf_holds_fewer_threads() {
    // 16 KB of GRF holds four 4 KB register sets: like 4 threads per EU
    let (a, _) = fma(&[
        "topology.eus_per_subslice=2",
        "topology.grf_bytes_per_eu=16384",
    ]);
    let (b, _) = fma(&["topology.eus_per_subslice=2", "topology.threads_per_eu=4"]);
    let (full, _) = fma(&["topology.eus_per_subslice=2"]);
    assert_eq!(a.cycles, b.cycles);
    assert!(a.cycles > full.cycles, "{} vs {}", a.cycles, full.cycles);
}

/// SLM conflict cycles of `slm_stride` (one group of 64: 4 SIMD16 threads x 32 reads) at lane
/// stride `stride` DWords with `sets`.
fn slm_conflicts(stride: u32, sets: &[&str]) -> u64 {
    let mut t = Timed::new(calib(), "slm_stride", 64, 64)
        .zeros(256)
        .arg(&format!("Scalar(I32({stride}))"));
    for s in sets {
        t = t.set(s);
    }
    t.timed().1.memory.slm_conflict_cycles
}

/// Extra cycles per 16-lane read when lane `i` reads DWord `i * stride` from `banks` banks of
/// `bank_bytes`: the busiest bank's distinct words, less one.
fn expected_extra(stride: u32, banks: u32, bank_bytes: u32) -> u64 {
    let words: Vec<u32> = (0..16).map(|i| i * stride * 4 / bank_bytes).collect();
    let busiest = (0..banks)
        .map(|b| {
            let mut w: Vec<u32> = words.iter().copied().filter(|w| w % banks == b).collect();
            w.dedup();
            w.len() as u64
        })
        .max()
        .unwrap();
    busiest - 1
}

#[test]
fn slm_bank_width_and_count_set_the_conflicts() {
    let reads = 4 * 32;
    for (stride, sets, banks, width) in [
        (2, vec![], 16, 4),
        (2, vec!["memory.slm_bank_bytes=8"], 16, 8),
        (4, vec!["memory.slm_bank_bytes=8"], 16, 8),
        (4, vec!["memory.slm_banks=32"], 32, 4),
    ] {
        let want = expected_extra(stride, banks, width) * reads;
        assert_eq!(
            slm_conflicts(stride, &sets),
            want,
            "stride {stride} {sets:?}"
        );
    }
    assert_eq!(
        expected_extra(2, 16, 8),
        0,
        "8-byte banks serve stride 2 in one cycle"
    );
}

/// Cycles per dependent shuffle of a SIMD16 chain (192 vs 64 shuffles) on one EU.
fn shuffle_cost(sets: &[&str]) -> f64 {
    let k = |name: &'static str| {
        let mut t = Timed::new(calib(), name, 16, 16).floats(16).one_eu();
        for s in sets {
            t = t.set(s);
        }
        t.timed().0.cycles
    };
    (k("shuffle192_simd16") - k("shuffle64_simd16")) as f64 / 128.0
}

#[test]
fn a_shuffle_crossbar_replaces_the_indirect_move_latency() {
    let indirect = shuffle_cost(&[]);
    let crossbar = shuffle_cost(&["timing.shuffle_crossbar_cycles=4"]);
    let mid = shuffle_cost(&["timing.shuffle_crossbar_cycles=20"]);
    let slower = shuffle_cost(&["timing.shuffle_crossbar_cycles=30"]);
    eprintln!(
        "shuffle: {indirect:.1} cycles/op as indirect moves, {crossbar:.1} with a 4-cycle \
         crossbar, {mid:.1} / {slower:.1} with a 20- / 30-cycle one"
    );
    // the chain's moves wait the crossbar's latency instead of the indirect move's 34
    assert!(indirect - crossbar >= 20.0, "{indirect} vs {crossbar}");
    // and once the crossbar is the chain's slowest step, every extra cycle of its latency
    assert!((9.5..=10.5).contains(&(slower - mid)), "{slower} vs {mid}");
}

#[test]
fn dataport_width_sets_the_slots_per_line() {
    // 64-byte lines: 1 slot at 64 B/cycle, 2 at 32 B/cycle, 4 at 16
    let busy = |bpc: u32| {
        Timed::new(calib(), "copy4", 4096, 64)
            .zeros(65536)
            .zeros(65536)
            .set(&format!("memory.dataport_bytes_per_cycle={bpc}"))
            .timed()
            .1
            .memory
            .dataport_busy_cycles
    };
    let (wide, mid, narrow) = (busy(64), busy(32), busy(16));
    assert_eq!(mid, 2 * wide);
    assert_eq!(narrow, 4 * wide);
}

#[test]
fn l3_banks_cap_the_slice_bandwidth() {
    // l3_read: 24 groups of 256 re-reading a 64 KB window that stays in the L3, 64 rounds
    // of 4 loads a work-item, so the window's 1024 cold fills are about 1 % of the lines read
    // (the bound below is the warm L3's: the cold start is DRAM-bound, and when its fills
    // arrive depends on the pace of the L3 banks that requested them)
    let run = |banks: u32| {
        let words = 16384u64;
        let n = 256 * 24;
        let (s, t) = Timed::new(calib(), "l3_read", n, 256)
            .zeros(words * 4)
            .zeros(n * 4)
            .arg(&format!("Scalar(I32({words}))"))
            .arg("Scalar(I32(64))")
            .set(&format!("memory.l3_banks={banks}"))
            // the DRAM's rows off: the window's first fills arrive in an order that depends on
            // the L3's pace, and the bank controller would add that to what is measured here
            .set("memory.dram_page_bytes=0")
            .timed();
        (
            t.l3_bytes as f64 / s.cycles as f64,
            t.memory.l3_bank_conflict_cycles,
        )
    };
    let (one, one_conflicts) = run(1);
    let (four, _) = run(4);
    let (many, many_conflicts) = run(64);
    eprintln!("l3_read: {one:.1} B/cycle with 1 bank, {four:.1} with 4, {many:.1} with 64");
    // one bank moves one 64-byte line per cycle at most
    assert!(one <= 64.0, "{one}");
    assert!(one_conflicts > many_conflicts);
    // 4 banks take 4 lines a cycle, more than the slice's 3 data ports (one line a cycle
    // each) can ask for: once warm, 4 banks and 64 move the same bytes
    assert!(
        four > one && (many - four).abs() < 0.01 * four,
        "{one} {four} {many}"
    );
}
