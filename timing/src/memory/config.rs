//! Parameters of the memory timing model, declared once with their unit, range and source.
//!
//! Clock domains: the data port, L3, SLM and sampler are part of the GPU (the whitepaper's
//! slice and subslice units) and are counted in GPU core cycles, so they scale with
//! `clock_mhz`. The path beyond the L3 (the ring, the last-level cache, the memory controller
//! and DRAM) runs on its own clocks: its bandwidth is given in GB/s and its latency in ns,
//! and [`MemoryTimingConfig::dram_cycles`] converts both at the GPU clock of the run.
//! Sources: the Gen9 whitepaper (Junkins 2015) for sizes and bandwidths; no cycle counts
//! for Gen9 L3 hits, SLM or DRAM latency are published, so those are choices.

params::declare! {
    /// Memory-hierarchy timing parameters.
    pub struct MemoryTimingConfig {
        /// Cache-line size in bytes (data-port coalescing unit, L3, sampler cache and DRAM
        /// transfer size).
        line_bytes: u32 = 64, { "B", 16..=4096, "whitepaper: 64-byte L3 lines" },
        /// L3 capacity available to compute data per slice.
        l3_bytes_per_slice: u32 = 512 * 1024,
            { "B", 0..=1073741824, "whitepaper: 768 KB per slice, 512 KB of it for compute data" },
        /// L3 associativity.
        l3_ways: u32 = 16, { "ways", 1..=1024, "chosen: not published" },
        /// L3 banks per slice; consecutive lines go to consecutive banks.
        l3_banks: u32 = 4,
            { "banks", 1..=1024, "Mesa src/intel/dev/intel_device_info.c (gitlab.freedesktop.org/mesa/mesa): l3_banks 4 for Skylake, Kaby Lake and Coffee Lake GT2, 8 for GT3 (2 slices), 12 for GT4 (3 slices): 4 per slice" },
        /// Bandwidth of one L3 bank: the lines of one bank are served one after another at
        /// this rate, lines of different banks in parallel.
        l3_bank_bytes_per_cycle: u32 = 64,
            { "B/cycle", 1..=65536, "chosen: one 64 B line per cycle, the data port's rate" },
        /// Data-port bandwidth per subslice, each way.
        dataport_bytes_per_cycle: u32 = 64,
            { "B/cycle", 1..=65536, "whitepaper: data port <-> L3 64 B/cycle each way" },
        /// Latency from a data-port message entering the L3 until its data returns on a hit.
        l3_hit_latency: u32 = 100,
            { "cycles", 0..=100000, "chosen: Mesa brw_ir_performance.cpp estimates ~100 for a data-port send" },
        /// Extra latency of a line that misses the L3 and comes from DRAM (ring, LLC, memory
        /// controller, DRAM), in nanoseconds: independent of the GPU clock.
        dram_latency_ns: f64 = 261.0,
            { "ns", 0.0..=100000.0, "chosen: 300 cycles at 1150 MHz, with the hit latency ~400 cycles, IGC LatencyTable.h's data-cache read" },
        /// DRAM bandwidth shared by all slices, in GB/s (10^9 bytes per second): independent of
        /// the GPU clock.
        dram_gbps: f64 = 23.0,
            { "GB/s", 0.001..=100000.0, "UHD 620 (LPDDR3-1867): 29.8 GB/s peak, 23 GB/s measured; Intel UHD 620 microbenchmarks, azhirnov/as-en, AE/docs/papers/bench/Intel_UHD620.md (github.com/azhirnov/as-en)" },
        /// 1: a write message that covers its lines only in part (fewer bytes written than its
        /// lines hold) fills each line that misses the L3 before writing it (read for
        /// ownership); 0: write misses allocate byte-masked lines without a fill.
        l3_partial_write_fill: u32 = 1,
            { "0/1", 0..=1, "chosen: Gen9's L3 partial-write policy is not published; with it, misaligned (16 B per line per message) writes move twice the DRAM bytes of coalesced ones, as ProjectPhysX/OpenCL-Benchmark's UHD 630 write rows show (12.6 vs 22.9 GB/s)" },
        /// Capacity of the last-level cache between the GPU's L3 and DRAM (the CPU's LLC, which
        /// Gen9 graphics shares through the ring); 0 for none (misses and write-backs go
        /// straight to DRAM).
        llc_bytes: u32 = 8 * 1024 * 1024,
            { "B", 0..=1073741824, "Intel ark, Core i7-6700K (HD 530): 8 MB Intel Smart Cache; part presets give their own (ark.intel.com)" },
        /// Associativity of the last-level cache.
        llc_ways: u32 = 16,
            { "ways", 1..=1024, "Intel 64 and IA-32 Architectures Optimization Reference Manual, Skylake client: 16-way shared L3 (LLC)" },
        /// Latency of a line that misses the GPU's L3 and hits the LLC, in nanoseconds (ring
        /// and LLC; independent of the GPU clock). A line that misses the LLC too takes
        /// `dram_latency_ns` instead.
        llc_latency_ns: f64 = 100.0,
            { "ns", 0.0..=100000.0, "chosen: no Gen9 GPU LLC-hit latency is published; about 40 % of dram_latency_ns (a CPU core sees ~10 ns LLC vs ~80 ns DRAM, the GPU adds its GTI and ring hops to both)" },
        /// Bandwidth of the link between the GPU's L3 and the LLC, each way, per GPU cycle.
        llc_bytes_per_cycle: u32 = 64,
            { "B/cycle", 1..=65536, "whitepaper (Junkins 2015, 'Gen9 memory hierarchy'): slice <-> GTI 64 B/cycle read and 64 B/cycle write" },
        /// Bytes of one DRAM bank's row (page): consecutive addresses stay in one bank's row
        /// for this many bytes, then move to the next bank; 0 turns the row model off.
        dram_page_bytes: u32 = 8192,
            { "B", 0..=1073741824, "JEDEC DDR4 (JESD79-4): 1 KB page per x8 device, 8 devices per 64-bit rank = 8 KB" },
        /// DRAM banks: each keeps one row open and has its own activation timeline.
        dram_banks: u32 = 16,
            { "banks", 1..=4096, "JEDEC JESD79-4: 16 banks per DDR4 x8 rank (4 bank groups x 4); gem5 DDR4_2400_16x4 banks_per_rank 16" },
        /// Precharge time (tRP): a row miss activates its row no earlier than this after its
        /// bank's last transfer.
        dram_rp_ns: f64 = 14.25,
            { "ns", 0.0..=100000.0, "JEDEC JESD79-4 DDR4-2666 19-19-19 (the i7-8700K's rated memory): tRP = 19 x 0.75 ns" },
        /// Activate-to-command time (tRCD): a row miss's transfer starts this after its
        /// activation.
        dram_rcd_ns: f64 = 14.25,
            { "ns", 0.0..=100000.0, "JEDEC JESD79-4 DDR4-2666 19-19-19: tRCD = 19 x 0.75 ns" },
        /// Activate-to-activate time in one bank (tRC = tRAS + tRP).
        dram_rc_ns: f64 = 46.25,
            { "ns", 0.0..=100000.0, "JEDEC JESD79-4 DDR4-2666: tRAS 32 ns + tRP 14.25 ns" },
        /// Entries of the memory controller's read queue: pending fills a row's batch can
        /// gather before the queue is full.
        dram_read_queue_lines: u32 = 32,
            { "lines", 1..=1048576, "gem5 src/mem/MemCtrl.py: read_buffer_size 32" },
        /// Write-to-read turnaround (tWTR): the read command waits this after the write data.
        dram_wtr_ns: f64 = 5.0,
            { "ns", 0.0..=100000.0, "gem5 src/mem/DRAMInterface.py DDR4_2400_16x4: tWTR 5 ns (the average of tWTR_S and tWTR_L)" },
        /// CAS latency (tCL): a read's data follows its command by this; with `dram_wtr_ns`
        /// the data bus idles for both when it turns from writes to reads.
        dram_cl_ns: f64 = 14.16,
            { "ns", 0.0..=100000.0, "gem5 src/mem/DRAMInterface.py DDR4_2400_16x4: tCL 14.16 ns" },
        /// Read-to-write turnaround (tRTW) of the data bus.
        dram_rtw_ns: f64 = 1.666,
            { "ns", 0.0..=100000.0, "gem5 src/mem/DRAMInterface.py DDR4_2400_16x4: tRTW 1.666 ns" },
        /// Write-backs the controller drains per switch from reads to writes while reads
        /// wait: each batch of this many write-backs arriving while a fill is queued costs
        /// one turnaround round trip (tWTR + tCL + tRTW). 0 charges none.
        dram_writes_per_switch: u32 = 16,
            { "lines", 0..=1048576, "gem5 src/mem/MemCtrl.py: min_writes_per_switch 16" },
        /// SLM bandwidth per subslice.
        slm_bytes_per_cycle: u32 = 64, { "B/cycle", 1..=65536, "whitepaper: SLM 64 B/cycle" },
        /// SLM banks per subslice, each one DWord wide.
        slm_banks: u32 = 16,
            { "banks", 1..=1024, "Intel OpenCL developer guide: 16 banks x 4 B" },
        /// Width of one SLM bank: consecutive `slm_bank_bytes` of SLM are in one bank, and
        /// lanes that touch different words of one bank in the same cycle conflict.
        slm_bank_bytes: u32 = 4,
            { "B", 4..=256, "Intel OpenCL developer guide: 16 banks x 4 B (one DWord)" },
        /// SLM access latency.
        slm_latency: u32 = 30, { "cycles", 0..=100000, "chosen: not published" },
        /// L3 cycles per atomic lane operation (the L3's read-modify-write turnaround). Lanes
        /// on one line are applied one after another, also across messages; lanes on different
        /// lines proceed in parallel.
        atomic_cycles_per_lane: u32 = 4, { "cycles", 0..=10000, "chosen, uncalibrated" },
        /// Write-backs the path from the L3 to DRAM can hold while they wait for the channel,
        /// in lines: the memory controller's write queue, which is also the window its
        /// write-backs batch their rows in. When it is full, an eviction waits for the oldest
        /// entry to reach DRAM; 0 makes every eviction wait for its own transfer.
        dram_writeback_buffer_lines: u32 = 64,
            { "lines", 0..=1048576, "gem5 src/mem/MemCtrl.py: write_buffer_size 64" },
        /// Capacity of the per-subslice sampler cache; one level stands for the sampler's L1
        /// and L2. 0 disables it (every line goes to the L3).
        sampler_cache_bytes: u32 = 8 * 1024,
            { "B", 0..=1073741824, "sampler L1 8 KB, L2 128 KB per subslice (UHD 620), Intel UHD 620 microbenchmarks, azhirnov/as-en, AE/docs/papers/bench/Intel_UHD620.md (github.com/azhirnov/as-en); the L1's size" },
        /// Sampler cache associativity.
        sampler_cache_ways: u32 = 4, { "ways", 1..=1024, "chosen, uncalibrated" },
        /// Texels the sampler of a subslice processes per cycle.
        sampler_texels_per_cycle: u32 = 4,
            { "texels/cycle", 1..=1024, "whitepaper: 4 texels per clock per subslice" },
    }
}

/// The DRAM side of a configuration in GPU cycles.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DramCycles {
    /// Bytes per GPU cycle.
    pub bytes_per_cycle: f64,
    /// Latency in GPU cycles (rounded to the nearest cycle).
    pub latency: u32,
}

impl MemoryTimingConfig {
    /// The DRAM's banks and bus turnaround in cycles of a GPU clock of `gpu_mhz`.
    pub(crate) fn dram_rows(&self, gpu_mhz: f64) -> crate::memory_side::DramRows {
        let per_ns = gpu_mhz.max(1e-3) / 1000.0;
        crate::memory_side::DramRows {
            banks: crate::memory_side::BankTiming {
                banks: self.dram_banks,
                page_bytes: u64::from(self.dram_page_bytes),
                rp: self.dram_rp_ns * per_ns,
                rcd: self.dram_rcd_ns * per_ns,
                rc: self.dram_rc_ns * per_ns,
                read_queue: self.dram_read_queue_lines as usize,
                write_queue: self.dram_writeback_buffer_lines as usize,
            },
            turnaround: (self.dram_wtr_ns + self.dram_cl_ns + self.dram_rtw_ns) * per_ns,
            writes_per_switch: u64::from(self.dram_writes_per_switch),
        }
    }

    /// The LLC's size and timing in cycles of a GPU clock of `gpu_mhz`.
    pub(crate) fn llc_shape(&self, gpu_mhz: f64) -> super::LlcShape {
        super::LlcShape {
            bytes: u64::from(self.llc_bytes),
            ways: self.llc_ways,
            line_bytes: self.line_bytes,
            bytes_per_cycle: f64::from(self.llc_bytes_per_cycle),
            latency: (self.llc_latency_ns * gpu_mhz.max(1e-3) / 1000.0)
                .round()
                .min(f64::from(u32::MAX)) as u64,
        }
    }

    /// DRAM bandwidth and latency in cycles of a GPU clock of `gpu_mhz`:
    /// `dram_gbps x 1000 / gpu_mhz` bytes per cycle and `dram_latency_ns x gpu_mhz / 1000`
    /// cycles.
    pub fn dram_cycles(&self, gpu_mhz: f64) -> DramCycles {
        let mhz = gpu_mhz.max(1e-3);
        DramCycles {
            bytes_per_cycle: self.dram_gbps * 1000.0 / mhz,
            latency: (self.dram_latency_ns * mhz / 1000.0)
                .round()
                .min(f64::from(u32::MAX)) as u32,
        }
    }
}
