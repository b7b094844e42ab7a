//! The launch-file data model (serde types of the RON format in docs/launch-file.md).

use crate::config::Generation;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// A parsed launch file.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LaunchFile {
    /// The program: an OpenCL C `.cl` file (compiled with ocloc) or an ocloc `.bin`.
    pub program: String,
    /// Name of the kernel to run.
    pub kernel: String,
    /// Global work size, 1 to 3 dimensions.
    pub global: Vec<u64>,
    /// Work-group size; when absent the kernel's required size, else one sub-group per group.
    #[serde(default)]
    pub local: Option<Vec<u64>>,
    /// Global work offset (same dimensions as `global`); zero when absent.
    #[serde(default)]
    pub global_offset: Option<Vec<u64>>,
    /// One entry per kernel argument, in order.
    pub args: Vec<ArgSpec>,
    /// Target device for compiling a `.cl` program (default: the machine's generation's
    /// device, [`Generation::default_device`]).
    #[serde(default)]
    pub device: Option<String>,
    /// Build options for compiling a `.cl` program (default "-cl-std=CL2.0").
    #[serde(default)]
    pub build_options: Option<String>,
    /// Machine preset name or RON file (default `gen9-gt2`); `--config` wins.
    #[serde(default)]
    pub config: Option<String>,
    /// What an out-of-bounds access does (default [`OobMode::Hardware`]); `--oob` wins.
    #[serde(default)]
    pub oob: Option<OobMode>,
    /// Directory the launch file lives in (relative paths resolve against it).
    #[serde(skip)]
    pub base_dir: PathBuf,
}

impl LaunchFile {
    /// The device to compile for on a Gen9 machine ([`LaunchFile::device_on`]).
    pub fn device(&self) -> &str {
        self.device_on(Generation::Gen9)
    }

    /// The device to compile for on a machine of `generation`: the one the file names, else
    /// the generation's own (`skl`, `icllp`, `tgllp`).
    pub fn device_on(&self, generation: Generation) -> &str {
        self.device
            .as_deref()
            .unwrap_or(generation.default_device())
    }

    /// The build options to compile with.
    pub fn build_options(&self) -> &str {
        self.build_options.as_deref().unwrap_or("-cl-std=CL2.0")
    }
}

/// What an access outside its memory does (see `memory_model::OobPolicy`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum OobMode {
    /// As the hardware: a stateful (surface) access reads zeros outside its surface and
    /// drops the writes there, with a warning; a stateless one outside every allocation stops.
    Hardware,
    /// Every access outside its memory stops the run (for debugging).
    Error,
    /// Every access outside its memory, stateless ones included, reads zeros and drops writes.
    Ignore,
}

impl OobMode {
    /// The command-line spelling (`hardware`, `error`, `ignore`).
    pub fn parse(s: &str) -> Option<OobMode> {
        match s {
            "hardware" => Some(OobMode::Hardware),
            "error" => Some(OobMode::Error),
            "ignore" => Some(OobMode::Ignore),
            _ => None,
        }
    }

    /// The memory model's policy.
    pub fn policy(self) -> memory_model::OobPolicy {
        match self {
            OobMode::Hardware => memory_model::OobPolicy::Hardware,
            OobMode::Error => memory_model::OobPolicy::Error,
            OobMode::Ignore => memory_model::OobPolicy::Ignore,
        }
    }
}

/// One kernel argument.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub enum ArgSpec {
    /// A `global` or `constant` buffer.
    Buffer {
        /// Initial contents.
        init: Init,
        /// Where to save the contents after the run (relative to the output directory).
        #[serde(default)]
        save: Option<String>,
    },
    /// A 2D image.
    Image2d {
        /// Width in texels.
        width: u32,
        /// Height in texels.
        height: u32,
        /// Channel order and data type.
        format: ImageFormat,
        /// Memory layout of the image.
        #[serde(default)]
        tiling: Tiling,
        /// Initial contents: row-major, `width * texel_bytes` bytes per row.
        init: Init,
        /// Where to save the contents after the run (same layout as `init`).
        #[serde(default)]
        save: Option<String>,
    },
    /// An image of any OpenCL type (`super::image`): 1D, 1D array, 1D buffer, 2D, 2D array, 3D.
    Image {
        /// Image type.
        kind: super::image::ImageKind,
        /// Width in texels.
        width: u32,
        /// Height in rows (2D kinds and 3D).
        #[serde(default = "super::image::one")]
        height: u32,
        /// Depth in slices (3D).
        #[serde(default = "super::image::one")]
        depth: u32,
        /// Layers (arrays).
        #[serde(default = "super::image::one")]
        array_size: u32,
        /// Channel order and data type.
        format: ImageFormat,
        /// Memory layout; linear for 1D kinds, Y-tiled otherwise when absent.
        #[serde(default)]
        tiling: Option<Tiling>,
        /// Initial contents: row-major rows of `width * texel_bytes` bytes, slices (layers)
        /// one after another.
        init: Init,
        /// Where to save the contents after the run (same layout as `init`).
        #[serde(default)]
        save: Option<String>,
    },
    /// A by-value scalar.
    Scalar(ScalarValue),
    /// A `__local` pointer argument of the given size.
    Local {
        /// Bytes of shared local memory.
        bytes: u64,
    },
    /// A `sampler_t` argument (as `clCreateSampler` makes it).
    Sampler {
        /// Normalised coordinates (`CLK_NORMALIZED_COORDS_TRUE`).
        normalized: bool,
        /// Addressing mode.
        address: SamplerAddress,
        /// Filter mode.
        filter: SamplerFilter,
    },
}

/// A sampler's addressing mode (OpenCL's `CLK_ADDRESS_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum SamplerAddress {
    /// `CLK_ADDRESS_NONE`: coordinates are inside the image (the border colour outside).
    None,
    /// `CLK_ADDRESS_CLAMP_TO_EDGE`.
    ClampToEdge,
    /// `CLK_ADDRESS_CLAMP`: the border colour outside.
    Clamp,
    /// `CLK_ADDRESS_REPEAT` (normalised coordinates only).
    Repeat,
    /// `CLK_ADDRESS_MIRRORED_REPEAT` (normalised coordinates only).
    MirroredRepeat,
}

/// A sampler's filter mode (OpenCL's `CLK_FILTER_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum SamplerFilter {
    /// `CLK_FILTER_NEAREST`.
    Nearest,
    /// `CLK_FILTER_LINEAR`.
    Linear,
}

/// Initial contents of a buffer or image.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub enum Init {
    /// Raw little-endian bytes from a file.
    File(String),
    /// This many zero bytes.
    Zeros(u64),
    /// Inline bytes.
    Bytes(Vec<u8>),
    /// Inline 32-bit unsigned integers, little endian.
    U32(Vec<u32>),
    /// Inline 32-bit signed integers, little endian.
    I32(Vec<i32>),
    /// Inline 32-bit floats, little endian.
    F32(Vec<f32>),
    /// `count` 32-bit values `start, start+step, ...` (wrapping).
    Iota {
        /// Number of 32-bit elements.
        count: u64,
        /// First value.
        #[serde(default)]
        start: u32,
        /// Increment.
        #[serde(default = "one")]
        step: u32,
    },
    /// `bytes` pseudo-random bytes from a seeded SplitMix64 generator (deterministic).
    Random {
        /// Number of bytes.
        bytes: u64,
        /// Generator seed.
        #[serde(default)]
        seed: u64,
    },
}

fn one() -> u32 {
    1
}

pub use sampler::{ChannelOrder, ChannelType, ImageFormat, Tiling};

/// A by-value scalar argument.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize, Serialize)]
#[allow(missing_docs)]
pub enum ScalarValue {
    U8(u8),
    I8(i8),
    U16(u16),
    I16(i16),
    U32(u32),
    I32(i32),
    U64(u64),
    I64(i64),
    F32(f32),
    F64(f64),
    /// A deliberate bit pattern: the low bytes of the value, as many as the argument has
    /// (no kind check).
    Raw(u64),
}

/// What an OpenCL scalar type holds, for checking a launch's value against it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScalarKind {
    /// `float`, `double`, `half`.
    Float,
    /// `char`, `short`, `int`, `long`.
    Signed,
    /// `uchar`, `ushort`, `uint`, `ulong`, `size_t`, `bool`.
    Unsigned,
}

impl ScalarKind {
    /// The kind of an OpenCL C scalar type name (vector and struct types give `None`).
    pub fn of(type_name: &str) -> Option<ScalarKind> {
        Some(match type_name.trim() {
            "float" | "double" | "half" => ScalarKind::Float,
            "char" | "short" | "int" | "long" => ScalarKind::Signed,
            "uchar" | "ushort" | "uint" | "ulong" | "size_t" | "bool" | "unsigned int"
            | "unsigned char" | "unsigned short" | "unsigned long" => ScalarKind::Unsigned,
            _ => return None,
        })
    }
}

impl ScalarValue {
    /// Why this value does not suit an argument of `kind` and `bytes` bytes, if it does not:
    /// a float for an integer (or the reverse), or an integer outside the argument's range.
    pub fn mismatch(self, kind: ScalarKind, bytes: u32) -> Option<String> {
        let int = |v: i128| -> Option<String> {
            let bits = 8 * bytes.min(8);
            let (lo, hi) = match kind {
                ScalarKind::Signed => (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1),
                _ => (0, (1i128 << bits) - 1),
            };
            (v < lo || v > hi).then(|| format!("{v} is outside [{lo}, {hi}]"))
        };
        match (self, kind) {
            (ScalarValue::Raw(_), _) => None,
            (ScalarValue::F32(_) | ScalarValue::F64(_), ScalarKind::Float) => None,
            (ScalarValue::F32(_) | ScalarValue::F64(_), _) => Some(
                "a float value for an integer argument (write an integer, or Raw(bits) for a \
                 bit pattern)"
                    .into(),
            ),
            (_, ScalarKind::Float) => Some(
                "an integer value for a float argument (write F32(..)/F64(..), or Raw(bits))"
                    .into(),
            ),
            (v, _) => int(v.as_int()),
        }
    }

    fn as_int(self) -> i128 {
        match self {
            ScalarValue::U8(v) => v.into(),
            ScalarValue::I8(v) => v.into(),
            ScalarValue::U16(v) => v.into(),
            ScalarValue::I16(v) => v.into(),
            ScalarValue::U32(v) => v.into(),
            ScalarValue::I32(v) => v.into(),
            ScalarValue::U64(v) => v.into(),
            ScalarValue::I64(v) => v.into(),
            ScalarValue::Raw(v) => v.into(),
            ScalarValue::F32(_) | ScalarValue::F64(_) => 0,
        }
    }

    /// Little-endian bytes of the value.
    pub fn to_le_bytes(self) -> Vec<u8> {
        match self {
            ScalarValue::U8(v) => v.to_le_bytes().to_vec(),
            ScalarValue::I8(v) => v.to_le_bytes().to_vec(),
            ScalarValue::U16(v) => v.to_le_bytes().to_vec(),
            ScalarValue::I16(v) => v.to_le_bytes().to_vec(),
            ScalarValue::U32(v) => v.to_le_bytes().to_vec(),
            ScalarValue::I32(v) => v.to_le_bytes().to_vec(),
            ScalarValue::U64(v) => v.to_le_bytes().to_vec(),
            ScalarValue::I64(v) => v.to_le_bytes().to_vec(),
            ScalarValue::F32(v) => v.to_le_bytes().to_vec(),
            ScalarValue::F64(v) => v.to_le_bytes().to_vec(),
            ScalarValue::Raw(v) => v.to_le_bytes().to_vec(),
        }
    }
}
