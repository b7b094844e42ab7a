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
    /// Data-port cycles per atomic lane operation on top of the line transfer (model choice:
    /// atomics on one line are applied one lane at a time in the L3).
    pub atomic_cycles_per_lane: u32,
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
            atomic_cycles_per_lane: 1,
        }
    }
}
