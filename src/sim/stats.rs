//! Run statistics (the `--stats` JSON contract: kernel, cycles, instructions, threads,
//! simd_width, plus more keys).

use super::MessageCounts;
use serde::Serialize;
use traces::StallReason;

/// Statistics of one kernel run.
#[derive(Clone, Debug, Default, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Stats {
    /// Version of this format: 2 adds `schema_version`, `config_overrides`, `incomplete`
    /// and (with a profile) `profile`; 3 adds `timing.l3_gbps`, `timing.dram_gbps`, the
    /// per-subslice and per-EU breakdown `timing.subslices` and `timing.timeline`; 4 adds
    /// `timing.messages_in_flight`; 5 adds `messages.out_of_bounds`; keys are only ever
    /// added.
    pub schema_version: u32,
    /// Kernel name.
    pub kernel: String,
    /// Machine configuration name (the preset or file the run started from).
    pub config: String,
    /// `--set` overrides applied on top of `config`, in order (`key=value`).
    pub config_overrides: Vec<String>,
    /// Simulated GPU cycles (0 in functional mode).
    pub cycles: u64,
    /// EU instructions issued.
    pub instructions: u64,
    /// Hardware threads dispatched.
    pub threads: u64,
    /// SIMD width of the kernel.
    pub simd_width: u32,
    /// Work-groups run.
    pub work_groups: u64,
    /// Work-items run.
    pub work_items: u64,
    /// Sends by unit.
    pub messages: MessageCounts,
    /// Whether the run was functional only.
    pub functional: bool,
    /// Set when the run stopped early (a limit or an interrupt): the counts cover what ran.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub incomplete: bool,
    /// Timing-model results (absent in functional mode).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timing: Option<TimingStats>,
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
    pub memory: timing::MemoryStats,
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
    /// L3 bandwidth since the previous sample, GB/s.
    pub l3_gbps: f64,
    /// DRAM bandwidth since the previous sample, GB/s.
    pub dram_gbps: f64,
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
