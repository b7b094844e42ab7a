//! The memory timing model against its documented rules (module docs of `timing::memory`):
//! expected cycles are computed here from the configuration, not read from the model.

/// GPU clock of the tests (the default part's 1150 MHz: 23 GB/s = 20 B/cycle, 261 ns = 300 cycles).
const MHZ: f64 = 1150.0;

use memory_model::*;
use timing::cache::Cache;
use timing::memory::*;

fn fp_read(lines: &[u64]) -> Footprint {
    Footprint {
        lines_read: lines.to_vec(),
        bytes_read: 64 * lines.len() as u64,
        ..Default::default()
    }
}

#[test]
fn cache_is_lru_and_reports_dirty_evictions() {
    // 2 sets x 2 ways of 64-byte lines
    let mut c = Cache::new(256, 2, 64);
    assert!(!c.access(0, false).hit);
    assert!(!c.access(128, true).hit); // same set (line 2 % 2 == 0), dirty
    assert!(c.access(0, false).hit); // 0 is now most recent
    let r = c.access(256, false); // set 0 full: evicts LRU = 128 (dirty)
    assert_eq!((r.hit, r.dirty_eviction), (false, true));
    assert!(c.access(0, false).hit);
    assert!(!c.access(128, false).hit, "128 was evicted");
    assert!(!c.access(64, false).hit, "set 1 untouched so far");
}

#[test]
fn miss_then_hit_latency() {
    // DRAM rows off: the first touch of a row would add its activation
    let cfg = MemoryTimingConfig {
        dram_page_bytes: 0,
        ..MemoryTimingConfig::default()
    };
    let mut t = MemoryTiming::new(cfg.clone(), MHZ, 1, 3);
    let hit = u64::from(cfg.l3_hit_latency);
    let dram_line = (64.0 / cfg.dram_cycles(MHZ).bytes_per_cycle).ceil() as u64;
    // cold: the line comes from DRAM
    let done = t.access(1000, 0, &fp_read(&[0x1_0000]));
    assert_eq!(
        done,
        1000 + dram_line + u64::from(cfg.dram_cycles(MHZ).latency) + hit
    );
    // warm: one data-port slot (64 B at 64 B/cycle) plus the hit latency
    let done = t.access(5000, 1, &fp_read(&[0x1_0000]));
    assert_eq!(done, 5000 + 1 + hit);
    assert_eq!((t.stats().l3_hits, t.stats().l3_misses), (1, 1));
    assert_eq!(t.stats().dram_bytes, 64);
}

#[test]
fn data_port_serialises_messages_of_a_subslice() {
    let cfg = MemoryTimingConfig::default();
    let hit = u64::from(cfg.l3_hit_latency);
    // enough L3 banks that the two subslices' lines never share one
    let cfg = MemoryTimingConfig {
        l3_banks: 1024,
        ..cfg
    };
    let mut t = MemoryTiming::new(cfg, MHZ, 1, 3);
    let lines: Vec<u64> = (0..8).map(|i| 0x2_0000 + 64 * i).collect();
    let others: Vec<u64> = (0..8).map(|i| 0x3_0000 + 64 * i).collect();
    t.access(0, 0, &fp_read(&lines)); // warm the L3
    t.access(100, 1, &fp_read(&others));
    let a = t.access(10_000, 0, &fp_read(&lines));
    let b = t.access(10_000, 0, &fp_read(&lines));
    let c = t.access(10_000, 1, &fp_read(&others));
    assert_eq!(a, 10_000 + 8 + hit, "8 slots then the last line's latency");
    assert_eq!(b, 10_000 + 16 + hit, "queued behind the first message");
    assert_eq!(c, a, "another subslice has its own data port");
}

#[test]
fn slm_bank_conflicts() {
    let cfg = MemoryTimingConfig::default();
    let lat = u64::from(cfg.slm_latency);
    let mut t = MemoryTiming::new(cfg, MHZ, 1, 3);
    let slm = |dwords: Vec<u32>| Footprint {
        slm_dwords: dwords,
        ..Default::default()
    };
    // 16 consecutive DWords: 16 banks, one cycle
    assert_eq!(t.access(100, 0, &slm((0..16).collect())), 100 + 1 + lat);
    // 16 lanes at a stride of 16 DWords: all in bank 0, 16 cycles
    assert_eq!(
        t.access(200, 0, &slm((0..16).map(|i| i * 16).collect())),
        200 + 16 + lat
    );
    // 16 lanes reading one DWord: broadcast, one cycle
    assert_eq!(t.access(300, 0, &slm(vec![7; 16])), 300 + 1 + lat);
    // stride 2: two DWords per bank in 8 banks, 2 cycles
    assert_eq!(
        t.access(400, 0, &slm((0..16).map(|i| i * 2).collect())),
        400 + 2 + lat
    );
    assert_eq!(t.stats().slm_conflict_cycles, 15 + 1);
}

#[test]
fn config_reads_from_ron_with_defaults() {
    let c: MemoryTimingConfig = ron::from_str("(l3_hit_latency: 150, slm_banks: 32)").unwrap();
    assert_eq!(c.l3_hit_latency, 150);
    assert_eq!(c.slm_banks, 32);
    assert_eq!(c.line_bytes, MemoryTimingConfig::default().line_bytes);
    assert!(
        ron::from_str::<MemoryTimingConfig>("(l3_latency: 1)").is_err(),
        "unknown fields rejected"
    );
}

#[test]
fn executed_messages_feed_the_timing_model() {
    // an untyped SIMD16 read of 16 consecutive DWords touches one line
    let mut mem = Memory::new(OobPolicy::Error);
    let buf = mem.allocate(4096, 4096).unwrap();
    let mut surf = Surfaces::new();
    surf.bind_buffer(0, buf, 4096);
    let mut slm = vec![0u8; 1024];
    let m = isa::message::decode(0xC, 0x04205E00, 0xC, 16).unwrap();
    let mut payload = vec![0u8; 64];
    for lane in 0..16u32 {
        payload[lane as usize * 4..lane as usize * 4 + 4]
            .copy_from_slice(&(lane * 4).to_le_bytes());
    }
    let mut fp = Footprint::default();
    let mut ctx = DataPortCtx::new(&mut mem, &surf, &mut slm).with_footprint(&mut fp);
    execute(&m, &payload, 0xFFFF, &mut ctx).unwrap();
    let fp = std::mem::take(ctx.footprint.take().unwrap());
    assert_eq!(fp.lines_read, vec![buf]);
    let mut t = MemoryTiming::new(MemoryTimingConfig::default(), MHZ, 1, 3);
    let cold = t.access(0, 0, &fp);
    let warm = t.access(cold, 0, &fp) - cold;
    assert!(warm < cold, "second access hits the L3 ({warm} vs {cold})");
}
