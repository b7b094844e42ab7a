//! The timing model's statistics (the `timing` part of the `--stats` JSON contract) and the
//! message counts of a run.

use serde::Serialize;
use traces::StallReason;

/// Message counters by unit, and the messages that reached outside their memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct MessageCounts {
    /// Data-port messages (buffers, SLM, scratch, fences).
    pub data_port: u64,
    /// Gateway messages (barriers).
    pub gateway: u64,
    /// End-of-thread messages.
    pub end_of_thread: u64,
    /// Image messages (media block, typed surface) and sampler messages.
    pub image: u64,
    /// Data-port messages with an access outside a buffer's surface, which read zeros there
    /// and dropped the writes there, as the hardware's surface bounds check does (with `--oob
    /// ignore` also outside SLM and scratch); `--oob error` stops at the first instead.
    pub out_of_bounds: u64,
    /// The first such access, in group order (named by the run's warning).
    #[serde(skip)]
    #[schemars(skip)]
    pub first_out_of_bounds: Option<memory_model::Clipped>,
}

impl MessageCounts {
    /// Counts one message to `unit`: the one place a unit picks its counter.
    pub fn count(&mut self, unit: isa::message::Unit) {
        use isa::message::Unit;
        match unit {
            Unit::DataPort => self.data_port += 1,
            Unit::Gateway => self.gateway += 1,
            Unit::EndOfThread => self.end_of_thread += 1,
            Unit::Image | Unit::Sampler => self.image += 1,
        }
    }

    /// Adds another run's counts.
    pub fn add(&mut self, o: &MessageCounts) {
        self.data_port += o.data_port;
        self.gateway += o.gateway;
        self.end_of_thread += o.end_of_thread;
        self.image += o.image;
        self.out_of_bounds += o.out_of_bounds;
        if self.first_out_of_bounds.is_none() {
            self.first_out_of_bounds = o.first_out_of_bounds;
        }
    }

    /// Counts a data-port message that clipped `c` (its first out-of-bounds access).
    pub fn clipped(&mut self, c: Option<memory_model::Clipped>) {
        if let Some(c) = c {
            self.out_of_bounds += 1;
            self.first_out_of_bounds.get_or_insert(c);
        }
    }
}

/// Results of the cycle-approximate timing model. Percentages are of all EU-cycles
/// (EUs x cycles) unless stated.
#[derive(Clone, Debug, Default, PartialEq, Serialize, schemars::JsonSchema)]
pub struct TimingStats {
    /// Simulated time in nanoseconds at the configured clock.
    pub time_ns: f64,
    /// Core clock used for `time_ns`, MHz.
    pub clock_mhz: u32,
    /// EU instructions issued per cycle, whole GPU.
    pub ipc: f64,
    /// EU instructions issued per cycle per EU.
    pub ipc_per_eu: f64,
    /// EU Active: % of EU-cycles with at least one pipe busy.
    pub eu_active_pct: f64,
    /// EU Stall: % of EU-cycles with threads resident but no pipe busy.
    pub eu_stall_pct: f64,
    /// EU Idle: % of EU-cycles with no thread resident.
    pub eu_idle_pct: f64,
    /// Thread occupancy: resident hardware threads / hardware thread slots, time-averaged, %.
    pub thread_occupancy_pct: f64,
    /// FPU0 busy, % of EU-cycles.
    pub fpu0_busy_pct: f64,
    /// FPU1 busy, % of EU-cycles.
    pub fpu1_busy_pct: f64,
    /// Branch unit busy, % of EU-cycles.
    pub branch_busy_pct: f64,
    /// Send unit busy, % of EU-cycles.
    pub send_busy_pct: f64,
    /// SIMD utilization of ALU and math instructions: enabled channels / channels of the
    /// execution size, % (predication not counted).
    pub simd_utilization_pct: f64,
    /// Thread stall cycles by reason (summed over hardware threads).
    pub stalls: StallCycles,
    /// Bytes moved through the L3 (line accesses x line size).
    pub l3_bytes: u64,
    /// L3 bandwidth: `l3_bytes` over the simulated time, GB/s (10^9 bytes per second).
    pub l3_gbps: f64,
    /// DRAM bandwidth: `memory.dram_bytes` over the simulated time, GB/s.
    pub dram_gbps: f64,
    /// Instruction-cache line lookups that hit (summed over subslices; 0 when
    /// `timing.icache_bytes` is 0). A thread looks up a line when its next instruction lies
    /// outside the line(s) it fetched last.
    pub icache_hits: u64,
    /// Instruction-cache line lookups that missed (each a line request to the L3).
    pub icache_misses: u64,
    /// Instruction-cache lines requested ahead of use by the sequential prefetcher.
    pub icache_prefetches: u64,
    /// Memory-hierarchy counters (L3 hits/misses, DRAM bytes, SLM accesses and bank conflicts).
    pub memory: crate::memory::MemoryStats,
    /// The same EU metrics per subslice, and per EU within it.
    pub subslices: Vec<SubsliceStats>,
    /// Occupancy and bandwidth over time: at most 256 samples, evenly spaced in cycles, and
    /// a last one at the kernel's end (after the end-of-kernel flush).
    pub timeline: Vec<TimelinePoint>,
    /// Work-group waves: work-groups over the groups the machine holds at once by thread
    /// slots (per subslice, its thread slots over a group's threads).
    pub waves: f64,
    /// Share of that capacity the last wave fills, %: 100 when the groups fill whole waves.
    /// With few waves and a small share, a small parameter change can move the end of the
    /// run by a whole wave (quantisation, not a change of rate).
    pub last_wave_fill_pct: f64,
    /// Messages by the unit that served them, with their time in flight (payload out of the
    /// EU to response written back), sorted by unit.
    pub messages_in_flight: Vec<MessageFlight>,
}

/// The messages one unit served.
#[derive(Clone, Debug, Default, PartialEq, Serialize, schemars::JsonSchema)]
pub struct MessageFlight {
    /// The unit: `data port`, `SLM`, `fence`, `image`, `sampler` or `gateway`.
    pub unit: String,
    /// Messages it served.
    pub messages: u64,
    /// Mean cycles in flight.
    pub mean_cycles: f64,
    /// The longest flight, cycles.
    pub max_cycles: u64,
}

impl MessageFlight {
    /// The entries of a stream's tally, sorted by unit.
    pub fn from_tally(t: &traces::Tally) -> Vec<MessageFlight> {
        let mut v: Vec<MessageFlight> = t
            .units
            .iter()
            .map(|u| MessageFlight {
                unit: u.unit.to_string(),
                messages: u.messages,
                mean_cycles: u.cycles as f64 / u.messages.max(1) as f64,
                max_cycles: u.max_cycles,
            })
            .collect();
        v.sort_by(|a, b| a.unit.cmp(&b.unit));
        v
    }
}

/// One sample of the timeline: rates over the interval since the previous sample.
#[derive(Clone, Debug, Default, PartialEq, Serialize, schemars::JsonSchema)]
pub struct TimelinePoint {
    /// Cycle of the sample.
    pub cycle: u64,
    /// Resident hardware threads / thread slots at the sample, %.
    pub thread_occupancy_pct: f64,
    /// L3 bandwidth since the previous sample, GB/s: bytes counted when an L3 moving at
    /// most its peak (slices x banks x bytes per bank-cycle), first come first served, has
    /// served them.
    pub l3_gbps: f64,
    /// DRAM bandwidth since the previous sample, GB/s: bytes counted when a channel moving at
    /// most `memory.dram_gbps`, first come first served, has served them.
    pub dram_gbps: f64,
    /// Bandwidth of dirty L3 lines written back (evictions, and in the last sample the
    /// end-of-kernel flush) into the LLC (DRAM without one) since the previous sample, GB/s.
    pub writeback_gbps: f64,
    /// EU Active since the previous sample, % of EU-cycles.
    pub eu_active_pct: f64,
    /// EU Stall since the previous sample, % of EU-cycles (EU Idle is the rest).
    pub eu_stall_pct: f64,
}

/// EU metrics of one subslice (percentages of its EU-cycles: enabled EUs x cycles).
#[derive(Clone, Debug, Default, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SubsliceStats {
    /// Slice index.
    pub slice: u32,
    /// Subslice index within the slice.
    pub subslice: u32,
    /// EU instructions issued on this subslice.
    pub instructions: u64,
    /// Work-groups that ran on this subslice.
    pub work_groups: u64,
    /// EU Active, % of the subslice's EU-cycles.
    pub eu_active_pct: f64,
    /// EU Stall, % of the subslice's EU-cycles.
    pub eu_stall_pct: f64,
    /// EU Idle, % of the subslice's EU-cycles.
    pub eu_idle_pct: f64,
    /// Thread occupancy of the subslice's hardware thread slots, time-averaged, %.
    pub thread_occupancy_pct: f64,
    /// Thread stall cycles by reason on this subslice.
    pub stalls: StallCycles,
    /// Per enabled EU.
    pub eus: Vec<EuStats>,
}

/// Metrics of one EU (percentages of the run's cycles).
#[derive(Clone, Debug, Default, PartialEq, Serialize, schemars::JsonSchema)]
pub struct EuStats {
    /// EU index within the subslice.
    pub eu: u32,
    /// EU Active: % of cycles with at least one pipe busy.
    pub active_pct: f64,
    /// EU Stall: % of cycles with threads resident but no pipe busy.
    pub stall_pct: f64,
    /// EU Idle: % of cycles with no thread resident.
    pub idle_pct: f64,
    /// Resident threads / thread slots, time-averaged, %.
    pub thread_occupancy_pct: f64,
    /// FPU0 busy, % of cycles.
    pub fpu0_busy_pct: f64,
    /// FPU1 busy, % of cycles.
    pub fpu1_busy_pct: f64,
    /// Send unit busy, % of cycles.
    pub send_busy_pct: f64,
}

/// Cycles threads waited to issue, by what they waited for: one counter per
/// [`StallReason`], indexed by it; serialized as an object keyed by [`StallReason::key`] in
/// [`StallReason::ALL`] order, each key documented by [`StallReason::description`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StallCycles(pub traces::StallArray);

impl std::ops::Index<StallReason> for StallCycles {
    type Output = u64;
    fn index(&self, r: StallReason) -> &u64 {
        &self.0[r.index()]
    }
}

impl std::ops::IndexMut<StallReason> for StallCycles {
    fn index_mut(&mut self, r: StallReason) -> &mut u64 {
        &mut self.0[r.index()]
    }
}

impl StallCycles {
    /// Adds `cycles` stalled for `reason`.
    pub fn add_reason(&mut self, reason: StallReason, cycles: u64) {
        self[reason] += cycles;
    }

    /// The counts of a stream's per-reason tally (indexed by `StallReason::index`).
    pub fn from_reasons(a: &traces::StallArray) -> Self {
        StallCycles(*a)
    }

    /// Adds another set of stall counts.
    pub fn add(&mut self, o: &StallCycles) {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a += b;
        }
    }

    /// All stall cycles.
    pub fn total(&self) -> u64 {
        self.0.iter().sum()
    }

    /// Every reason with its cycles, in [`StallReason::ALL`] order.
    pub fn iter(&self) -> impl Iterator<Item = (StallReason, u64)> + '_ {
        StallReason::ALL.into_iter().map(|r| (r, self[r]))
    }
}

impl Serialize for StallCycles {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(StallReason::ALL.len()))?;
        for (r, v) in self.iter() {
            m.serialize_entry(r.key(), &v)?;
        }
        m.end()
    }
}

impl schemars::JsonSchema for StallCycles {
    fn schema_name() -> String {
        "StallCycles".into()
    }

    fn json_schema(gen: &mut schemars::gen::SchemaGenerator) -> schemars::schema::Schema {
        use schemars::schema::{InstanceType, SchemaObject};
        let mut obj = SchemaObject {
            instance_type: Some(InstanceType::Object.into()),
            ..SchemaObject::default()
        };
        obj.metadata().description =
            Some("Cycles threads waited to issue, by what they waited for.".into());
        let o = obj.object();
        for r in StallReason::ALL {
            let mut p = gen.subschema_for::<u64>().into_object();
            p.metadata().description = Some(r.description().into());
            o.properties.insert(r.key().into(), p.into());
            o.required.insert(r.key().into());
        }
        obj.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use isa::message::Unit;

    #[test]
    fn each_unit_counts_into_its_key_and_the_sampler_counts_as_image() {
        let mut c = MessageCounts::default();
        for u in [
            Unit::DataPort,
            Unit::DataPort,
            Unit::Gateway,
            Unit::Sampler,
            Unit::Image,
        ] {
            c.count(u);
        }
        c.count(Unit::EndOfThread);
        let want = MessageCounts {
            data_port: 2,
            gateway: 1,
            end_of_thread: 1,
            image: 2,
            ..MessageCounts::default()
        };
        assert_eq!(c, want);
        c.add(&want);
        assert_eq!(c.data_port, 4);
    }
}
