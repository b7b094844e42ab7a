//! The hardware generation a machine models: which binaries it runs (the device family in
//! the program header must match) and which instruction set the execution engine decodes.

use serde::{Deserialize, Serialize, Serializer};

/// A generation a machine configuration can model (`generation: "gen11"` in a preset).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Generation {
    /// Gen9 (Skylake, Kaby Lake, Coffee Lake): binaries of `ocloc -device skl`.
    #[default]
    Gen9,
    /// Gen11 (Ice Lake): binaries of `ocloc -device icllp`.
    Gen11,
    /// Gen12LP / Xe-LP (Tiger Lake, Rocket Lake, Alder Lake, DG1): `ocloc -device tgllp`.
    Gen12lp,
}

impl Generation {
    /// Every generation, oldest first.
    pub const ALL: [Generation; 3] = [Generation::Gen9, Generation::Gen11, Generation::Gen12lp];

    /// The instruction-set platform of the generation.
    pub fn platform(self) -> isa::Platform {
        match self {
            Generation::Gen9 => isa::Platform::Gen9,
            Generation::Gen11 => isa::Platform::Gen11,
            Generation::Gen12lp => isa::Platform::Gen12Lp,
        }
    }

    /// The generation of an instruction-set platform.
    pub fn of_platform(p: isa::Platform) -> Generation {
        match p {
            isa::Platform::Gen9 => Generation::Gen9,
            isa::Platform::Gen11 => Generation::Gen11,
            isa::Platform::Gen12Lp => Generation::Gen12lp,
        }
    }

    /// The name a configuration file gives it.
    pub fn name(self) -> &'static str {
        match self {
            Generation::Gen9 => "gen9",
            Generation::Gen11 => "gen11",
            Generation::Gen12lp => "gen12lp",
        }
    }

    /// The ocloc device a launch file's `.cl` is compiled for on a machine of this generation
    /// when it names no `device:` (Skylake, Ice Lake LP, Tiger Lake LP).
    pub fn default_device(self) -> &'static str {
        match self {
            Generation::Gen9 => "skl",
            Generation::Gen11 => "icllp",
            Generation::Gen12lp => "tgllp",
        }
    }

    /// Whether the generation executes double precision: Gen9's FPUs do (Intel's runtime
    /// reports `cl_khr_fp64` for Gen9 parts, `ftrSupportsFP64` in intel/compute-runtime's
    /// hardware tables); Gen11 and Gen12LP have no fp64 units, and ocloc refuses `double`
    /// for `icllp` and `tgllp`.
    pub fn has_fp64(self) -> bool {
        self == Generation::Gen9
    }

    /// The preset a binary of this generation runs on by default.
    pub fn default_preset(self) -> &'static str {
        match self {
            Generation::Gen9 => "gen9-gt2",
            Generation::Gen11 => "iris-plus-g7",
            Generation::Gen12lp => "iris-xe-96eu",
        }
    }
}

/// Written as its name in quotes (`generation: "gen9"`), the form configuration files and
/// `--set generation="gen11"` read back.
impl Serialize for Generation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl params::Field for Generation {
    fn walk(
        &self,
        path: &str,
        info: Option<&'static params::ParamInfo>,
        out: &mut dyn FnMut(params::Entry<'_>),
    ) {
        out(params::Entry {
            path,
            ty: "Generation",
            info,
            value: params::Value::Text(self.name()),
        });
    }
}
