//! Parameters of the EU pipeline timing model (all in GPU core cycles).
//!
//! Sources (see /work/shared/gen9-facts.md): the Gen9 whitepaper (Junkins 2015) for the issue
//! structure and FPU width; Mesa `brw_ir_performance.cpp` (Gfx8-10 cost model fitted to hardware
//! timestamps) for issue cycles and result latencies. Values with no public source are marked
//! "chosen, uncalibrated".

use serde::{Deserialize, Serialize};

/// EU pipeline and thread-dispatch timing parameters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EuTimingConfig {
    /// Bytes of one operand type an FPU processes per cycle: SIMD-4 of 32-bit values
    /// (whitepaper: each FPU is SIMD-4 fp32, SIMD-8 fp16). An ALU instruction occupies its
    /// pipe for `ceil(exec_size x type bytes / fpu_bytes_per_cycle)` cycles: SIMD8 fp32 = 2,
    /// SIMD16 fp32 = 4, 64-bit at half rate, 16-bit at double rate.
    pub fpu_bytes_per_cycle: u32,
    /// Extra FPU cycles per SIMD8 part of a three-source instruction whose second and third
    /// sources are different GRFs in the same register-file bank (Mesa
    /// `brw_fs_bank_conflicts.cpp`: on Gfx7-9 such instructions "seem to incur an average
    /// penalty of one cycle per SIMD8 op"; banks: even/odd register x r0-r63/r64-r127).
    pub ternary_bank_conflict_cycles: u32,
    /// Result latency of 32-bit (and narrower) ALU instructions (Mesa: ~8).
    pub alu_latency: u32,
    /// Result latency of 64-bit ALU instructions (Mesa: ~12).
    pub alu64_latency: u32,
    /// Issue cycles of extended math per destination GRF (Mesa: 4 per GRF).
    pub math_cycles_per_grf: u32,
    /// Result latency of extended math (inv, sqrt, exp, log, sin, cos, ...) (Mesa: ~16).
    pub math_latency: u32,
    /// Result latency of `math.pow` and `math.fdiv` (Mesa: pow ~24).
    pub math_pow_latency: u32,
    /// Result latency of integer divide (Mesa: ~26-28).
    pub math_idiv_latency: u32,
    /// Result latency of a move with an indirectly addressed source (sub-group shuffle)
    /// (Mesa: indirect MOV ~34).
    pub indirect_latency: u32,
    /// Cycles a thread waits after a control-flow instruction before its next one issues
    /// (Mesa: control flow ~8).
    pub control_flow_latency: u32,
    /// Send-unit cycles per payload GRF of a message (chosen, uncalibrated: one GRF per cycle).
    pub send_cycles_per_grf: u32,
    /// Latency of a gateway message (barrier signal) until the gateway has counted it
    /// (chosen, uncalibrated; Mesa marks its barrier estimate ~90 as a guess).
    pub barrier_latency: u32,
    /// Pipeline latency of a sampler message, added to the time its texels take to arrive
    /// through the sampler cache and L3 (chosen, uncalibrated; IGC `LatencyTable.h` estimates
    /// 300 for a whole sampler message). Media block and typed messages are timed by the
    /// memory model like data-port messages and do not use it.
    pub sampler_latency: u32,
    /// Cycles from a work-group's placement on a subslice until its first thread can issue
    /// (chosen, uncalibrated).
    pub dispatch_latency: u32,
    /// Cycles the subslice's thread dispatcher spends per hardware thread it starts (payload
    /// delivery), serialised per subslice (chosen, uncalibrated).
    pub thread_start_cycles: u32,
    /// Cycles after an end-of-thread message until the hardware thread can take a new
    /// thread (chosen, uncalibrated).
    pub thread_end_cycles: u32,
    /// Bytes of the instruction cache of each subslice; 0 turns instruction fetch timing off
    /// (whitepaper: each subslice has an instruction cache; its size is chosen, uncalibrated).
    pub icache_bytes: u32,
    /// Line size of the instruction cache in bytes (chosen, uncalibrated; the L3's 64 B line).
    pub icache_line_bytes: u32,
    /// Associativity of the instruction cache (chosen, uncalibrated).
    pub icache_ways: u32,
    /// Cycles from fetch to issue on an instruction-cache hit, beyond the thread's normal
    /// issue cycle (chosen, uncalibrated: 0, fetch is pipelined ahead of issue).
    pub icache_hit_cycles: u32,
    /// Cycles until a missed line arrives from the L3 (chosen, uncalibrated: like an L3 data
    /// hit, `memory.l3_hit_latency`).
    pub icache_miss_latency: u32,
    /// Lines past the one fetched that the instruction cache requests ahead of use
    /// (sequential prefetch; chosen, uncalibrated: without one, straight-line code would wait
    /// a full miss every line).
    pub icache_prefetch_lines: u32,
}

impl Default for EuTimingConfig {
    fn default() -> Self {
        EuTimingConfig {
            fpu_bytes_per_cycle: 16,
            ternary_bank_conflict_cycles: 1,
            alu_latency: 8,
            alu64_latency: 12,
            math_cycles_per_grf: 4,
            math_latency: 16,
            math_pow_latency: 24,
            math_idiv_latency: 26,
            indirect_latency: 34,
            control_flow_latency: 8,
            send_cycles_per_grf: 1,
            barrier_latency: 90,
            sampler_latency: 300,
            dispatch_latency: 50,
            thread_start_cycles: 2,
            thread_end_cycles: 4,
            icache_bytes: 32768,
            icache_line_bytes: 64,
            icache_ways: 8,
            icache_hit_cycles: 0,
            icache_miss_latency: 100,
            icache_prefetch_lines: 8,
        }
    }
}
