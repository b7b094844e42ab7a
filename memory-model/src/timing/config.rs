//! Parameters of the memory timing model.
//!
//! Sources: Intel whitepaper "The Compute Architecture of Intel Processor Graphics Gen9"
//! (Junkins 2015) for sizes and bandwidths; /work/shared/gen9-facts.md. No cycle counts for
//! Gen9 L3 hits, SLM or DRAM latency are published, so the latencies below are this model's
//! choices (documented per field) and meant to be calibrated.

use serde::{Deserialize, Serialize};

/// Memory-hierarchy timing parameters (all in GPU core cycles unless stated).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MemoryTimingConfig {
    /// Cache-line size in bytes (whitepaper: 64-byte L3 lines, data-port coalescing unit).
    pub line_bytes: u32,
    /// L3 capacity available to compute data per slice, bytes (whitepaper: 768 KB per slice,
    /// 512 KB of it for compute data).
    pub l3_bytes_per_slice: u32,
    /// L3 associativity (not published; model choice).
    pub l3_ways: u32,
    /// Data-port bandwidth per subslice, bytes per cycle (whitepaper: 64 B/cycle each way).
    pub dataport_bytes_per_cycle: u32,
    /// Latency from a data-port message entering the L3 until its data returns on a hit (model
    /// choice: Mesa `brw_ir_performance.cpp` estimates ~100 cycles for a data-port send).
    pub l3_hit_latency: u32,
    /// Extra latency of a line that misses L3 and comes from DRAM (model choice: with the hit
    /// latency it makes ~400, IGC `LatencyTable.h`'s data-cache read estimate).
    pub dram_latency: u32,
    /// DRAM bandwidth in bytes per GPU cycle, shared by all slices (UHD 620: 29.8 GB/s peak,
    /// 23 GB/s measured, at 1.15 GHz ~ 20-26 B/cycle; model choice 20).
    pub dram_bytes_per_cycle: f64,
    /// SLM bandwidth per subslice, bytes per cycle (whitepaper: 64 B/cycle).
    pub slm_bytes_per_cycle: u32,
    /// SLM banks per subslice, each one DWord wide (Intel OpenCL developer guide: 16).
    pub slm_banks: u32,
    /// SLM access latency (not published; model choice).
    pub slm_latency: u32,
    /// L3 cycles per atomic lane operation (chosen, uncalibrated: the L3's read-modify-write
    /// turnaround). Lanes on one 64-byte line are applied one after another, also across
    /// messages; lanes on different lines proceed in parallel.
    pub atomic_cycles_per_lane: u32,
    /// Write-backs the path from the L3 to DRAM can hold while they wait for the channel, in
    /// lines (chosen, uncalibrated). When it is full, an eviction waits for the oldest entry to
    /// reach DRAM; 0 makes every eviction wait for its own transfer.
    pub dram_writeback_buffer_lines: u32,
    /// Capacity of the per-subslice sampler cache in bytes; one level stands for the sampler's
    /// L1 and L2 (gen9-facts.md: sampler L1 8 KB, L2 128 KB per subslice on UHD 620; model
    /// choice: the L1's 8 KB). 0 disables it (every line goes to the L3).
    pub sampler_cache_bytes: u32,
    /// Sampler cache associativity (chosen, uncalibrated).
    pub sampler_cache_ways: u32,
    /// Texels the sampler of a subslice processes per cycle (whitepaper / gen9-facts.md: 4
    /// texels per clock per subslice). Must be at least 1.
    pub sampler_texels_per_cycle: u32,
}

impl Default for MemoryTimingConfig {
    fn default() -> Self {
        MemoryTimingConfig {
            line_bytes: 64,
            l3_bytes_per_slice: 512 * 1024,
            l3_ways: 16,
            dataport_bytes_per_cycle: 64,
            l3_hit_latency: 100,
            dram_latency: 300,
            dram_bytes_per_cycle: 20.0,
            slm_bytes_per_cycle: 64,
            slm_banks: 16,
            slm_latency: 30,
            atomic_cycles_per_lane: 4,
            dram_writeback_buffer_lines: 32,
            sampler_cache_bytes: 8 * 1024,
            sampler_cache_ways: 4,
            sampler_texels_per_cycle: 4,
        }
    }
}
