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
mod load;
mod validate;

pub use load::{DEFAULT_PRESET, PRESETS};

params::declare! {
    /// A complete machine description. Every field is a documented hardware parameter.
    pub struct MachineConfig {
        /// Preset or user-chosen name, reported in stats.
        name: String = "gen9-gt2".to_string(), text,
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
        timing: eu_model::timing::EuTimingConfig = Default::default(), section,
        /// Memory-hierarchy timing (data port, L3, SLM, sampler cache, DRAM).
        memory: memory_model::MemoryTimingConfig = Default::default(), section,
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
    }
}

impl Topology {
    /// Total number of subslices.
    pub fn subslices(&self) -> u32 {
        self.slices * self.subslices_per_slice
    }

    /// Total number of EUs.
    pub fn eus(&self) -> u32 {
        self.subslices() * self.eus_per_subslice
    }

    /// Total number of hardware threads.
    pub fn threads(&self) -> u32 {
        self.eus() * self.threads_per_eu
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
