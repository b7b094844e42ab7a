//! The rules of the module docs, with expected cycles computed from the configuration.

/// GPU clock of the tests (the default part's 1150 MHz: 23 GB/s = 20 B/cycle, 261 ns = 300 cycles).
const MHZ: f64 = 1150.0;

use super::*;

fn lines(first: u64, n: u64) -> Vec<u64> {
    (0..n).map(|i| first + 64 * i).collect()
}

fn writes(addrs: Vec<u64>) -> Footprint {
    Footprint {
        bytes_written: 64 * addrs.len() as u64,
        lines_written: addrs,
        ..Footprint::default()
    }
}

fn reads(addrs: Vec<u64>) -> Footprint {
    Footprint {
        bytes_read: 64 * addrs.len() as u64,
        lines_read: addrs,
        ..Footprint::default()
    }
}

/// The default memory side without its LLC and with DRAM rows off (every line reaches DRAM,
/// the first touch of a row a miss).
fn dram_only() -> MemoryTimingConfig {
    MemoryTimingConfig {
        llc_bytes: 0,
        dram_page_bytes: 0,
        ..MemoryTimingConfig::default()
    }
}

/// Cycles one 64-byte line occupies DRAM.
fn dram_line(cfg: &MemoryTimingConfig) -> f64 {
    64.0 / cfg.dram_cycles(MHZ).bytes_per_cycle
}

#[test]
fn flush_writes_back_dirty_lines_and_waits_for_dram() {
    // no LLC: the flush's writes go to DRAM (rows off: the first touch of a row is a miss)
    let cfg = dram_only();
    let mut t = MemoryTiming::new(cfg.clone(), MHZ, 1, 3);
    t.access(0, 0, &writes(lines(0x1_0000, 10)));
    t.access(0, 1, &reads(lines(0x8_0000, 2))); // clean lines: nothing to write back
    let now = 10_000;
    let end = t.flush(now);
    // ten lines cross the channel after `now` (it was idle by then)
    assert_eq!(end, now + (10.0 * dram_line(&cfg)).ceil() as u64);
    let s = t.stats();
    assert_eq!((s.flush_writebacks, s.l3_writebacks), (10, 10));
    assert_eq!(s.dram_bytes, 12 * 64, "2 fills + 10 write-backs");
    // the lines stay, clean: a second flush has nothing to do
    assert_eq!(t.flush(end + 5), end + 5);
    assert_eq!(t.stats().flush_writebacks, 10);
}

#[test]
fn flush_lands_in_the_llc_at_its_link_rate() {
    // with the default 8 MB LLC, ten dirty lines cross the 64 B/cycle GTI write path: one
    // cycle each (whitepaper), no DRAM traffic
    let cfg = MemoryTimingConfig::default();
    let mut t = MemoryTiming::new(cfg, MHZ, 1, 3);
    t.access(0, 0, &writes(lines(0x1_0000, 10)));
    let now = 10_000;
    assert_eq!(t.flush(now), now + 10);
    let s = t.stats();
    assert_eq!(
        (s.flush_writebacks, s.llc_writes, s.dram_bytes),
        (10, 10, 0)
    );
    // a line in neither cache misses both and comes from DRAM
    t.access(now + 20, 0, &reads(vec![0x9_0000]));
    assert_eq!((t.stats().llc_misses, t.stats().dram_bytes), (1, 64));
}

#[test]
fn full_write_back_buffer_stalls_the_data_port() {
    // a 1-line L3 with room for 2 write-backs: every write after the first evicts a dirty line
    let cfg = MemoryTimingConfig {
        l3_bytes_per_slice: 64,
        l3_ways: 1,
        dram_writeback_buffer_lines: 2,
        llc_bytes: 0,
        ..MemoryTimingConfig::default()
    };
    let hit = u64::from(cfg.l3_hit_latency);
    let per = dram_line(&cfg);
    let mut t = MemoryTiming::new(cfg.clone(), MHZ, 1, 1);
    let n = 40u64;
    let done = t.access(0, 0, &writes(lines(0, n)));
    // n - 1 write-backs queue on DRAM back to back from cycle 1; all but the last 2 must have
    // reached DRAM before the last eviction could proceed
    let last_eviction = ((n - 1 - 2) as f64 * per).ceil() as u64;
    assert!(done >= last_eviction + 1 + hit, "{done} vs {last_eviction}");
    assert!(t.stats().writeback_stall_cycles > 0);
    // with an unbounded buffer the same writes finish at the data-port rate
    let mut free = MemoryTiming::new(
        MemoryTimingConfig {
            dram_writeback_buffer_lines: u32::MAX,
            ..cfg
        },
        MHZ,
        1,
        1,
    );
    assert_eq!(free.access(0, 0, &writes(lines(0, n))), n + hit);
}

#[test]
fn fill_waits_behind_queued_write_backs() {
    let cfg = MemoryTimingConfig {
        l3_bytes_per_slice: 64,
        l3_ways: 1,
        llc_bytes: 0,
        dram_page_bytes: 0,
        ..MemoryTimingConfig::default()
    };
    let per = dram_line(&cfg);
    let mut t = MemoryTiming::new(cfg.clone(), MHZ, 1, 1);
    t.access(0, 0, &writes(lines(0, 9))); // 8 write-backs queued from cycle 1
    let at = 9; // the port is free again
    let done = t.access(at, 0, &reads(vec![0x10_0000])); // evicts (9th write-back), then fills
    let fill_end = 1.0 + 10.0 * per; // 9 write-backs then the fill, back to back from cycle 1
    assert_eq!(
        done,
        fill_end.ceil() as u64
            + u64::from(cfg.dram_cycles(MHZ).latency)
            + u64::from(cfg.l3_hit_latency)
    );
}

fn atomics(on: &[u64]) -> Footprint {
    let mut fp = Footprint::default();
    for &a in on {
        fp.global(a, 4, false);
        fp.global(a, 4, true);
        fp.atomic_lane(a);
    }
    fp
}

#[test]
fn atomics_on_one_line_serialise() {
    let cfg = MemoryTimingConfig::default();
    let (hit, c) = (
        u64::from(cfg.l3_hit_latency),
        u64::from(cfg.atomic_cycles_per_lane),
    );
    let mut t = MemoryTiming::new(cfg, MHZ, 1, 3);
    let spread: Vec<u64> = lines(0x4_0000, 16);
    t.access(0, 0, &reads(spread.clone())); // warm the L3
                                            // 16 lanes on one DWord: one slot, then 16 lanes one after another
    let same = t.access(10_000, 0, &atomics(&[0x4_0000; 16])) - 10_000;
    assert_eq!(same, 1 + 16 * c + hit);
    // 16 lanes on 16 lines: 16 slots, each line's single lane overlapping the others
    let apart = t.access(20_000, 0, &atomics(&spread)) - 20_000;
    assert_eq!(apart, 16 + c + hit);
    assert!(same > apart);
    // a second message on the same line waits for the first one's lanes, even from another
    // subslice (they meet in the slice's L3)
    let a = t.access(30_000, 0, &atomics(&[0x4_0000; 8]));
    let b = t.access(30_000, 1, &atomics(&[0x4_0000; 8]));
    assert_eq!(a, 30_000 + 1 + 8 * c + hit);
    assert_eq!(b, a + 8 * c);
}

/// The sampler tests' set-up: the default memory side on 3 subslices, a 16-texel message
/// reading two lines that are in the L3 but in no sampler cache yet, the L3 hit latency, a
/// sampler pipeline latency of 300 and the message's texel-rate cycles.
struct SamplerCase {
    t: MemoryTiming,
    fp: Footprint,
    hit: u64,
    pipe: u64,
    issue: u64,
}

fn sampler_case() -> SamplerCase {
    let cfg = MemoryTimingConfig::default();
    let hit = u64::from(cfg.l3_hit_latency);
    let issue = 16u64.div_ceil(u64::from(cfg.sampler_texels_per_cycle));
    let mut t = MemoryTiming::new(cfg, MHZ, 1, 3);
    let mut fp = reads(lines(0x9_0000, 2));
    fp.texels = 16;
    t.access(0, 0, &fp);
    SamplerCase {
        t,
        fp,
        hit,
        pipe: 300,
        issue,
    }
}

#[test]
fn sampler_cache_hits_skip_the_l3() {
    let SamplerCase {
        mut t,
        fp,
        hit,
        pipe,
        issue,
    } = sampler_case();
    // sampler cache miss, L3 hit: two slots on the sampler's L3 interface
    assert_eq!(t.sample(1000, 0, &fp, pipe), 1000 + 2 + hit + pipe);
    // sampler cache hit: only the texel rate and the pipeline
    assert_eq!(t.sample(2000, 0, &fp, pipe), 2000 + issue + pipe);
    // another subslice has its own sampler cache
    assert_eq!(t.sample(3000, 1, &fp, pipe), 3000 + 2 + hit + pipe);
    let s = t.stats();
    assert_eq!((s.sampler_cache_hits, s.sampler_cache_misses), (2, 4));
    assert_eq!(s.sampler_messages, 3);
}

#[test]
fn sampler_cache_flush_empties_that_subslices_sampler_cache() {
    let SamplerCase {
        mut t,
        fp,
        hit,
        pipe,
        issue,
    } = sampler_case();
    // both lines into the sampler caches of subslices 0 and 1
    t.sample(1000, 0, &fp, pipe);
    t.sample(1000, 1, &fp, pipe);
    // the flush message reads no texels and no lines; it takes one sampler cycle
    let flush = Footprint {
        flushes_sampler_cache: true,
        ..Footprint::default()
    };
    assert_eq!(t.sample(2000, 0, &flush, pipe), 2000 + 1 + pipe);
    // subslice 0 misses again (two L3 slots and the L3 hit), subslice 1 still hits
    assert_eq!(t.sample(3000, 0, &fp, pipe), 3000 + 2 + hit + pipe);
    assert_eq!(t.sample(4000, 1, &fp, pipe), 4000 + issue + pipe);
    let s = t.stats();
    assert_eq!((s.sampler_cache_hits, s.sampler_cache_misses), (2, 6));
}

#[test]
fn line_size_parameter_counts_lines_of_that_size() {
    // four consecutive 64-byte footprint lines are two 128-byte lines or eight 32-byte ones
    for (line, misses) in [(128u32, 2u64), (64, 4), (32, 8)] {
        let cfg = MemoryTimingConfig {
            line_bytes: line,
            ..MemoryTimingConfig::default()
        };
        let mut t = MemoryTiming::new(cfg, MHZ, 1, 3);
        t.access(0, 0, &reads(lines(0x4_0000, 4)));
        let s = t.stats();
        assert_eq!((s.l3_misses, s.dram_bytes), (misses, 256), "line {line}");
    }
}

#[test]
fn l3_banks_serialise_lines_of_one_bank() {
    // lines 0x1000 and 0x1040 are lines 64 and 65: banks 0 and 1 of 4, the same bank of 1
    for (banks, second, conflicts) in [(4u32, 1u64, 0u64), (1, 2, 1)] {
        let cfg = MemoryTimingConfig {
            l3_banks: banks,
            ..MemoryTimingConfig::default()
        };
        let hit = u64::from(cfg.l3_hit_latency);
        let mut t = MemoryTiming::new(cfg, MHZ, 1, 3);
        t.access(0, 0, &reads(vec![0x1000, 0x1040])); // warm the L3
        let a = t.access(10_000, 0, &reads(vec![0x1000]));
        let b = t.access(10_000, 1, &reads(vec![0x1040]));
        assert_eq!(a, 10_000 + 1 + hit, "{banks} banks");
        assert_eq!(
            b,
            10_000 + second + hit,
            "{banks} banks: the other subslice's line"
        );
        assert_eq!(t.stats().l3_bank_conflict_cycles, conflicts);
        // a later line of bank 0 waits while the bank is busy
        let c = t.access(10_001, 1, &reads(vec![0x1000]));
        assert_eq!(c, 10_001 + 1 + hit + (second - 1), "{banks} banks");
    }
}

#[test]
fn a_read_of_a_line_being_filled_waits_for_the_fill() {
    // one line from DRAM (no LLC, rows off): its fill ends one DRAM line time and the DRAM
    // latency after the miss's slot. A second subslice reading it 10 cycles later finds the
    // tag but not the data: it merges into the miss and completes with it, not a hit later
    let cfg = dram_only();
    let hit = u64::from(cfg.l3_hit_latency);
    let fill = u64::from(cfg.dram_cycles(MHZ).latency) + dram_line(&cfg).ceil() as u64;
    let mut t = MemoryTiming::new(cfg, MHZ, 1, 3);
    let first = t.access(0, 0, &reads(vec![0x2000]));
    let merged = t.access(10, 1, &reads(vec![0x2000]));
    assert!(first >= fill + hit, "{first} vs {fill}");
    assert_eq!(merged, first, "the merged read completes with the fill");
    assert_eq!((t.stats().l3_misses, t.stats().dram_bytes), (1, 64));
    // once the data is there, a read is an ordinary hit: one slot and the hit latency
    assert_eq!(
        t.access(first + 100, 2, &reads(vec![0x2000])),
        first + 101 + hit
    );
    // a write to a line being filled merges its bytes without waiting for the data
    let line = t.access(20_000, 0, &reads(vec![0x3000]));
    assert_eq!(t.access(20_010, 1, &writes(vec![0x3000])), 20_011 + hit);
    assert!(line > 20_011 + hit);
}

/// Footprints of reads, writes, read-modify-writes, partial writes and repeated lines, on
/// two subslices of one slice and one of another.
fn mixed_footprints() -> Vec<(u64, usize, Footprint)> {
    let rmw = Footprint {
        lines_read: vec![0x1000, 0x1040],
        lines_written: vec![0x1040, 0x2000],
        bytes_read: 128,
        bytes_written: 96, // partial: the written lines not read are filled first
        ..Footprint::default()
    };
    let repeated = Footprint {
        lines_read: vec![0x3000, 0x3040, 0x3000],
        lines_written: vec![0x5000, 0x5000, 0x3040],
        bytes_read: 192,
        bytes_written: 192,
        ..Footprint::default()
    };
    let mut out = Vec::new();
    for k in 0..40u64 {
        let base = 0x10_0000 + (k % 7) * 0x4_0000;
        out.push((k * 3, (k % 3) as usize, reads(lines(base, 1 + k % 4))));
        out.push((k * 3 + 1, 3, writes(lines(base + 0x100, 2))));
        out.push((k * 3 + 2, (k % 2) as usize, rmw.clone()));
        out.push((k * 3 + 2, 1, repeated.clone()));
    }
    out
}

#[test]
fn the_lean_line_walk_equals_the_general_one() {
    // small caches, so that lines are evicted dirty and fills are pending
    let cfg = MemoryTimingConfig {
        l3_bytes_per_slice: 16 * 1024,
        l3_partial_write_fill: 1,
        llc_bytes: 64 * 1024,
        ..MemoryTimingConfig::default()
    };
    let mut lean = MemoryTiming::new(cfg.clone(), MHZ, 2, 3);
    let mut general = MemoryTiming::new(cfg, MHZ, 2, 3);
    for (now, ss, fp) in mixed_footprints() {
        let a = lean.access(now, ss, &fp);
        let b = general.global(now, ss, &fp, false);
        assert_eq!(a, b, "message at {now} from subslice {ss}: {fp:?}");
    }
    assert_eq!(lean.stats(), general.stats());
    assert_eq!(lean.flush(10_000), general.flush(10_000));
    assert_eq!(lean.stats(), general.stats());
}

#[test]
fn a_line_read_and_written_by_one_message_is_one_dirty_line() {
    // a line listed twice among the reads and again among the writes: one slot, one miss,
    // and dirty (the flush writes it back)
    let mut t = MemoryTiming::new(MemoryTimingConfig::default(), MHZ, 1, 3);
    let fp = Footprint {
        lines_read: vec![0x4000, 0x4000],
        lines_written: vec![0x4000],
        bytes_read: 8,
        bytes_written: 4,
        ..Footprint::default()
    };
    t.access(0, 0, &fp);
    let s = t.stats();
    assert_eq!(
        (s.l3_misses, s.l3_hits, s.dataport_busy_cycles),
        (1, 0, t.slot())
    );
    t.flush(10_000);
    assert_eq!(t.stats().flush_writebacks, 1);
}
