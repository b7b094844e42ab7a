//! Machine specifications: immutable descriptions of a Gen9 GPU.
//!
//! Every parameter is declared once (with [`params::declare!`]): its type, default, unit,
//! allowed range, source and description generate the structs below, their defaults, the
//! range checks at load and `eusim config --describe`. The defaults are the GT2 part
//! (`gen9-gt2`); the presets in `configs/*.ron` (built into the binary) and user files are
//! small overrides layered on a base (`base: "gen9-gt2"`, [`load`]), and `--set key=value`
//! applies further overrides.
//!
//! Clock domains: `clock_mhz` is the GPU clock; EU, L3, SLM, data-port and sampler
//! parameters are in GPU cycles (those units are part of the GPU), while the DRAM side is in
//! GB/s and ns (`memory.dram_gbps`, `memory.dram_latency_ns`), converted at the GPU clock of
//! the run — so a frequency sweep makes memory relatively faster at a lower GPU clock, as on
//! hardware.

mod describe;
mod generation;
mod load;
mod validate;

pub use generation::Generation;
pub use load::{DEFAULT_PRESET, PRESETS};
pub use validate::MAX_MODEL_STATE;

params::declare! {
    /// A complete machine description. Every field is a documented hardware parameter.
    pub struct MachineConfig {
        /// Preset or user-chosen name, reported in stats.
        name: String = "gen9-gt2".to_string(), text,
        /// The hardware generation modelled: `gen9`, `gen11` or `gen12lp`. A binary runs only
        /// on a machine of its own generation (the device family in its header).
        generation: Generation = Generation::Gen9, text,
        /// GPU core clock; every cycle count of the EU, L3, SLM, data port and sampler is a
        /// cycle of this clock.
        clock_mhz: u32 = 1150,
            { "MHz", 1..=10000, "product sheets: UHD 630 max dynamic frequency 1150 MHz" },
        /// Slices, subslices, EUs and hardware threads.
        topology: Topology = Topology::default(), section,
        /// Shared local memory per subslice.
        slm_bytes_per_subslice: u32 = 65536,
            { "B", 0..=16777216, "whitepaper: 64 KB SLM per subslice" },
        /// Work-groups using barriers that can be resident on one subslice.
        barriers_per_subslice: u32 = 16,
            { "work-groups", 1..=4096, "whitepaper: up to 16 work-groups with barriers per subslice" },
        /// EU pipeline and dispatch timing (latencies, pipe occupancy, dispatch costs).
        timing: timing::EuTimingConfig = Default::default(), section,
        /// Memory-hierarchy timing (data port, L3, SLM, sampler cache, DRAM).
        memory: timing::MemoryTimingConfig = Default::default(), section,
        /// The `--set key=value` overrides applied to the preset or file, in order (reported in
        /// stats; not part of the configuration file format).
        #[serde(skip)]
        overrides: Vec<String> = Vec::new(), skip,
    }
}

params::declare! {
    /// The EU hierarchy.
    pub struct Topology {
        /// Number of slices.
        slices: u32 = 1, { "slices", 1..=64, "whitepaper: GT2 1, GT3 2, GT4 3 slices" },
        /// Subslices in each slice.
        subslices_per_slice: u32 = 3, { "subslices", 1..=64, "whitepaper: 3 per slice" },
        /// EUs in each subslice.
        eus_per_subslice: u32 = 8, { "EUs", 1..=64, "whitepaper: 8 per subslice" },
        /// Hardware threads per EU.
        threads_per_eu: u32 = 7, { "threads", 1..=64, "whitepaper: 7 hardware threads per EU" },
        /// General register file of one EU; its hardware threads each hold 128 GRFs of 32 B
        /// (4 KB), so at most `grf_bytes_per_eu / 4096` of `threads_per_eu` threads are resident.
        grf_bytes_per_eu: u32 = 28672,
            { "B", 4096..=1048576, "whitepaper: 7 threads x 128 GRF x 32 B = 28 KB per EU" },
        /// EUs fused off, for parts with fewer EUs than their slice layout (a 23-EU UHD 630 is
        /// a GT2 with one disabled): taken one per subslice, from the last subslice backwards,
        /// so subslices differ by at most one EU.
        disabled_eus: u32 = 0,
            { "EUs", 0..=4095, "product sheets: UHD 630 ships with 23 or 24 EUs (Intel ark)" },
    }
}

/// The register set of one hardware thread: 128 GRFs of 32 bytes (fixed by the ISA).
pub const GRF_BYTES_PER_THREAD: u32 = 128 * 32;

impl Topology {
    /// Total number of subslices.
    pub fn subslices(&self) -> u32 {
        self.slices * self.subslices_per_slice
    }

    /// Total number of enabled EUs.
    pub fn eus(&self) -> u32 {
        (self.subslices() * self.eus_per_subslice).saturating_sub(self.disabled_eus)
    }

    /// Enabled EUs of subslice `ss` (0-based over all slices): `eus_per_subslice` less its
    /// share of `disabled_eus`, which are taken one per subslice from the last backwards.
    pub fn eus_in_subslice(&self, ss: u32) -> u32 {
        let n = self.subslices().max(1);
        let from_end = n - 1 - ss.min(n - 1);
        let off = self.disabled_eus / n + u32::from(from_end < self.disabled_eus % n);
        self.eus_per_subslice.saturating_sub(off)
    }

    /// Hardware threads an EU holds: `threads_per_eu`, or fewer when the GRF cannot hold
    /// that many 4 KB register sets.
    pub fn resident_threads_per_eu(&self) -> u32 {
        self.threads_per_eu
            .min(self.grf_bytes_per_eu / GRF_BYTES_PER_THREAD)
            .max(1)
    }

    /// Total number of hardware threads of the enabled EUs.
    pub fn threads(&self) -> u32 {
        self.eus() * self.resident_threads_per_eu()
    }

    /// Hardware-thread slots numbered over every EU of every subslice, fused-off ones
    /// included: the timed dispatcher numbers a thread's slot (its scratch and private-memory
    /// slot) by its EU's place in the machine, so every slot number lies below this.
    pub fn thread_slots(&self) -> u32 {
        self.subslices() * self.eus_per_subslice * self.resident_threads_per_eu()
    }
}

/// Why a machine configuration could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// Neither a preset name nor a readable file.
    #[error("unknown machine config `{name}`: not a preset ({presets}) and not a readable file: {source}")]
    NotFound {
        /// What was asked for.
        name: String,
        /// The preset names.
        presets: String,
        /// Why the file could not be read.
        source: std::io::Error,
    },
    /// Malformed RON or a wrongly shaped field.
    #[error("machine config {origin}: {msg}")]
    Parse {
        /// Preset name or file.
        origin: String,
        /// What was wrong (with line and column).
        msg: String,
    },
    /// A `--set` override could not be applied.
    #[error("--set {assignment}: {msg}")]
    Override {
        /// The `key=value` text.
        assignment: String,
        /// What was wrong.
        msg: String,
    },
    /// A value is out of its valid range.
    #[error("machine config `{config}`: {msg}")]
    Invalid {
        /// The configuration's name.
        config: String,
        /// What was wrong, naming the field.
        msg: String,
    },
}

impl MachineConfig {
    /// The configuration as RON text (written next to the stats as the effective config).
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("machine config always serialises")
    }

    /// Every parameter with its value in this configuration and its declaration.
    pub fn describe(&self) -> Vec<params::Described> {
        params::describe(self)
    }
}

#[cfg(test)]
mod tests;
