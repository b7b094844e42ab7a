//! Machine specifications: immutable descriptions of a Gen9 GPU, loaded from RON presets
//! (`configs/*.ron`, built into the binary) or user files, with `--set key=value` overrides.

use serde::{Deserialize, Serialize};
use std::path::Path;

/// A complete machine description. Every field is a documented hardware parameter.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct MachineConfig {
    /// Preset or user-chosen name, reported in stats.
    pub name: String,
    /// GPU core clock in MHz (converts cycles to time).
    pub clock_mhz: u32,
    /// Slices, subslices, EUs and hardware threads.
    pub topology: Topology,
    /// Shared local memory per subslice in bytes (Gen9: 64 KB).
    pub slm_bytes_per_subslice: u32,
    /// Work-groups using barriers that can be resident on one subslice (Gen9: 16).
    pub barriers_per_subslice: u32,
    /// EU pipeline and dispatch timing (latencies, pipe occupancy, dispatch costs); each
    /// field documents its source (gen9-facts.md) or says "chosen, uncalibrated".
    #[serde(default)]
    pub timing: eu_model::timing::EuTimingConfig,
    /// Memory-hierarchy timing (data port, L3, SLM, DRAM); each field documents its source.
    #[serde(default)]
    pub memory: memory_model::MemoryTimingConfig,
    /// The `--set key=value` overrides applied to the preset or file, in order (reported in
    /// stats; not part of the configuration file format).
    #[serde(skip)]
    pub overrides: Vec<String>,
}

/// The EU hierarchy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Topology {
    /// Number of slices.
    pub slices: u32,
    /// Subslices in each slice (Gen9: 3).
    pub subslices_per_slice: u32,
    /// EUs in each subslice (Gen9: 8).
    pub eus_per_subslice: u32,
    /// Hardware threads per EU (Gen9: 7).
    pub threads_per_eu: u32,
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

/// The built-in presets: name and RON text.
pub const PRESETS: &[(&str, &str)] = &[
    ("gen9-gt2", include_str!("../../configs/gen9-gt2.ron")),
    ("gen9-gt3", include_str!("../../configs/gen9-gt3.ron")),
    ("gen9-gt4", include_str!("../../configs/gen9-gt4.ron")),
];

/// The default preset.
pub const DEFAULT_PRESET: &str = "gen9-gt2";

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
    #[error("machine config: `{field}` {msg}")]
    Invalid {
        /// The field path.
        field: &'static str,
        /// What was wrong.
        msg: String,
    },
}

impl MachineConfig {
    /// Parses RON text; `origin` names it in errors.
    pub fn from_ron(text: &str, origin: &str) -> Result<Self, ConfigError> {
        let cfg: MachineConfig = ron::from_str(text).map_err(|e| ConfigError::Parse {
            origin: origin.to_string(),
            msg: e.to_string(),
        })?;
        cfg.validate()?;
        Ok(cfg)
    }

    /// A preset by name, or else a RON file by path.
    pub fn load(name_or_path: &str) -> Result<Self, ConfigError> {
        if let Some((_, text)) = PRESETS.iter().find(|(n, _)| *n == name_or_path) {
            return Self::from_ron(text, name_or_path);
        }
        let text = std::fs::read_to_string(Path::new(name_or_path)).map_err(|source| {
            ConfigError::NotFound {
                name: name_or_path.to_string(),
                presets: PRESETS.iter().map(|p| p.0).collect::<Vec<_>>().join(", "),
                source,
            }
        })?;
        Self::from_ron(&text, name_or_path)
    }

    /// Applies one `key=value` override; `key` is a dotted field path (`topology.slices`) and
    /// `value` a RON value of the field's type.
    pub fn set(&mut self, assignment: &str) -> Result<(), ConfigError> {
        let err = |msg: String| ConfigError::Override {
            assignment: assignment.to_string(),
            msg,
        };
        let (key, value) = assignment
            .split_once('=')
            .ok_or_else(|| err("expected key=value".into()))?;
        let value_text = value;
        let value: serde_json::Value = ron::from_str(value.trim())
            .map_err(|e| err(format!("value is not a RON value: {e}")))?;
        let mut tree = serde_json::to_value(&*self).map_err(|e| err(e.to_string()))?;
        let mut slot = &mut tree;
        for part in key.trim().split('.') {
            slot = slot
                .get_mut(part)
                .ok_or_else(|| err(format!("no field `{part}` in `{}`", key.trim())))?;
        }
        if slot.is_object() {
            return Err(err(format!("`{}` is a section, not a value", key.trim())));
        }
        *slot = value;
        let updated: MachineConfig =
            serde_json::from_value(tree).map_err(|e| err(format!("wrong type: {e}")))?;
        updated.validate()?;
        let mut overrides = std::mem::take(&mut self.overrides);
        overrides.push(format!("{}={}", key.trim(), value_text.trim()));
        *self = updated;
        self.overrides = overrides;
        Ok(())
    }

    /// The configuration as RON text (written next to the stats as the effective config).
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("machine config always serialises")
    }

    fn validate(&self) -> Result<(), ConfigError> {
        let t = &self.topology;
        let positive: [(&'static str, u32); 6] = [
            ("clock_mhz", self.clock_mhz),
            ("topology.slices", t.slices),
            ("topology.subslices_per_slice", t.subslices_per_slice),
            ("topology.eus_per_subslice", t.eus_per_subslice),
            ("topology.threads_per_eu", t.threads_per_eu),
            ("barriers_per_subslice", self.barriers_per_subslice),
        ];
        for (field, v) in positive {
            if v == 0 {
                return Err(ConfigError::Invalid {
                    field,
                    msg: "must be at least 1".into(),
                });
            }
        }
        if t.threads() > 1 << 16 {
            return Err(ConfigError::Invalid {
                field: "topology",
                msg: format!("{} hardware threads is beyond any Gen9 part", t.threads()),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_whitepaper_eu_counts() {
        // Gen9 whitepaper: GT2 24 EUs, GT3 48 EUs, GT4 72 EUs; 7 threads per EU.
        for (name, eus) in [("gen9-gt2", 24), ("gen9-gt3", 48), ("gen9-gt4", 72)] {
            let c = MachineConfig::load(name).unwrap();
            assert_eq!(c.topology.eus(), eus, "{name}");
            assert_eq!(c.topology.threads(), eus * 7, "{name}");
            assert_eq!(c.name, name);
        }
    }

    #[test]
    fn set_overrides_and_errors() {
        let mut c = MachineConfig::load(DEFAULT_PRESET).unwrap();
        c.set("topology.slices=2").unwrap();
        assert_eq!(c.topology.eus(), 48);
        c.set("clock_mhz = 900").unwrap();
        assert_eq!(c.clock_mhz, 900);
        assert!(c
            .set("topology.bogus=1")
            .unwrap_err()
            .to_string()
            .contains("bogus"));
        assert!(c
            .set("topology=1")
            .unwrap_err()
            .to_string()
            .contains("section"));
        assert!(c.set("clock_mhz=\"fast\"").is_err());
        assert!(c
            .set("topology.slices=0")
            .unwrap_err()
            .to_string()
            .contains("at least 1"));
        assert_eq!(
            c.topology.slices, 2,
            "failed override leaves config unchanged"
        );
    }

    #[test]
    fn round_trips_through_ron() {
        let c = MachineConfig::load("gen9-gt4").unwrap();
        assert_eq!(MachineConfig::from_ron(&c.to_ron(), "x").unwrap(), c);
    }

    #[test]
    fn unknown_name_lists_presets() {
        let e = MachineConfig::load("gen42").unwrap_err().to_string();
        assert!(e.contains("gen9-gt2, gen9-gt3, gen9-gt4"), "{e}");
    }
}
