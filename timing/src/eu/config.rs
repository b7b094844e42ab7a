//! Parameters of the EU pipeline timing model (all in GPU core cycles), declared once with
//! their unit, range and source.
//!
//! Sources: the Gen9 whitepaper (Junkins 2015, "The Compute Architecture of Intel Processor
//! Graphics Gen9") for the issue structure and FPU width; Mesa `brw_ir_performance.cpp` (a
//! Gfx8-10 cost model fitted to hardware timestamps) for issue cycles and result latencies.
//! Values with no public source say "chosen" with the reason.

params::declare! {
    /// EU pipeline and thread-dispatch timing parameters.
    pub struct EuTimingConfig {
        /// Bytes of each operand an FPU moves per cycle: SIMD-4 of 32-bit values. An ALU
        /// instruction occupies its pipe for `ceil(exec_size x bytes per channel /
        /// fpu_bytes_per_cycle)` cycles, the bytes per channel being the widest type or the
        /// largest operand pitch (a `<2;1,0>:ud` source or `<2>:ud` destination, an integer
        /// accumulator operand: 8): SIMD8 fp32 = 2, SIMD16 fp32 = 4, 64-bit at half rate,
        /// 16-bit at double rate.
        fpu_bytes_per_cycle: u32 = 16,
            { "B/cycle", 1..=1024, "whitepaper: each FPU is SIMD-4 fp32 (SIMD-8 fp16) per cycle; register file 96 B/cycle read and 32 B/cycle write per EU = 16 B per operand per FPU; Mesa brw_ir_performance.cpp accum_reg_of_channel: integer accumulator channels are twice the type wide" },
        /// Extra FPU cycles per SIMD8 part of a three-source instruction whose second and
        /// third sources are different GRFs in the same register-file bank (banks: even/odd
        /// register x r0-r63/r64-r127).
        ternary_bank_conflict_cycles: u32 = 1,
            { "cycles", 0..=64, "Mesa brw_fs_bank_conflicts.cpp: ~1 cycle per SIMD8 op on Gfx7-9" },
        /// Passes through the FPU of a `mul`/`mad` whose first two sources are both 32-bit
        /// integers (its pipe occupancy is multiplied by this): a 32 x 32-bit integer product
        /// runs at half the ALU rate.
        int_dword_mul_passes: u32 = 2,
            { "passes", 1..=16, "Mesa src/intel/compiler/brw_ir_performance.cpp, instruction_info: '32x32 integer multiplication has half the usual ALU throughput' (gitlab.freedesktop.org/mesa/mesa)" },
        /// Result latency of 32-bit (and narrower) ALU instructions.
        alu_latency: u32 = 8, { "cycles", 1..=10000, "Mesa brw_ir_performance.cpp: ~8" },
        /// Result latency of 64-bit ALU instructions.
        alu64_latency: u32 = 12, { "cycles", 1..=10000, "Mesa brw_ir_performance.cpp: ~12" },
        /// Issue cycles of extended math per destination GRF.
        math_cycles_per_grf: u32 = 4,
            { "cycles", 1..=1000, "Mesa brw_ir_performance.cpp: 4 per GRF" },
        /// Result latency of extended math (inv, sqrt, exp, log, sin, cos, ...).
        math_latency: u32 = 16, { "cycles", 1..=10000, "Mesa brw_ir_performance.cpp: ~16" },
        /// Result latency of `math.pow` and `math.fdiv`.
        math_pow_latency: u32 = 24, { "cycles", 1..=10000, "Mesa brw_ir_performance.cpp: ~24" },
        /// Result latency of integer divide.
        math_idiv_latency: u32 = 26,
            { "cycles", 1..=10000, "Mesa brw_ir_performance.cpp: ~26-28" },
        /// Result latency of a move with an indirectly addressed source (sub-group shuffle).
        indirect_latency: u32 = 34,
            { "cycles", 1..=10000, "Mesa brw_ir_performance.cpp: indirect MOV ~34" },
        /// The shuffle implementation: 0 = sub-group shuffles are indirect register moves on
        /// the FPU (Gen9, `indirect_latency`); N > 0 = a dedicated crossbar (a what-if) that
        /// returns the result N cycles after issue and takes one issue cycle per destination
        /// GRF.
        shuffle_crossbar_cycles: u32 = 0,
            { "cycles", 0..=10000, "chosen: 0, Gen9 has no crossbar (IGC lowers shuffles to indirect moves)" },
        /// Cycles a thread waits after a control-flow instruction before its next one issues.
        control_flow_latency: u32 = 8,
            { "cycles", 0..=10000, "Mesa brw_ir_performance.cpp: control flow ~8" },
        /// Send-unit cycles per payload GRF of a message.
        send_cycles_per_grf: u32 = 1, { "cycles", 0..=1000, "chosen: one GRF per cycle" },
        /// Latency of a gateway message (barrier signal) until the gateway has counted it.
        barrier_latency: u32 = 90,
            { "cycles", 0..=100000, "chosen: Mesa's barrier estimate ~90, which it marks a guess" },
        /// Pipeline latency of a sampler message, added to the time its texels take to arrive
        /// through the sampler cache and L3. Media block and typed messages are timed by the
        /// memory model like data-port messages and do not use it.
        sampler_latency: u32 = 300,
            { "cycles", 0..=100000, "chosen: IGC LatencyTable.h estimates 300 per sampler message" },
        /// Cycles from a work-group's placement on a subslice until its first thread can issue.
        dispatch_latency: u32 = 50, { "cycles", 0..=100000, "chosen, uncalibrated" },
        /// Cycles the subslice's thread dispatcher spends per hardware thread it starts
        /// (payload delivery), serialised per subslice.
        thread_start_cycles: u32 = 2, { "cycles", 0..=10000, "chosen, uncalibrated" },
        /// Cycles after an end-of-thread message until the hardware thread can take a new
        /// thread.
        thread_end_cycles: u32 = 4, { "cycles", 0..=10000, "chosen, uncalibrated" },
        /// Bytes of the instruction cache of each subslice; 0 turns instruction fetch timing
        /// off.
        icache_bytes: u32 = 32768,
            { "B", 0..=16777216, "whitepaper: an instruction cache per subslice; size chosen" },
        /// Line size of the instruction cache in bytes.
        icache_line_bytes: u32 = 64, { "B", 16..=4096, "chosen: the L3's 64 B line" },
        /// Associativity of the instruction cache.
        icache_ways: u32 = 8, { "ways", 1..=256, "chosen, uncalibrated" },
        /// Cycles from fetch to issue on an instruction-cache hit, beyond the thread's normal
        /// issue cycle.
        icache_hit_cycles: u32 = 0,
            { "cycles", 0..=1000, "chosen: 0, fetch is pipelined ahead of issue" },
        /// Cycles until a missed line arrives from the L3.
        icache_miss_latency: u32 = 100,
            { "cycles", 0..=100000, "chosen: like an L3 data hit, memory.l3_hit_latency" },
        /// Lines past the one fetched that the instruction cache requests ahead of use
        /// (sequential prefetch: without one, straight-line code would wait a full miss every
        /// line).
        icache_prefetch_lines: u32 = 8, { "lines", 0..=1024, "chosen, uncalibrated" },
    }
}
