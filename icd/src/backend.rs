//! Every call into the simulator: compiling OpenCL C, parsing binaries, describing kernels
//! and running an NDRange. The rest of the crate sees only the types declared here.
//!
//! A launch is expressed with the simulator's launch model ([`eusim::launch::LaunchFile`]
//! built in memory, buffers and images passed by value, results read back per argument).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use eusim::launch::{ArgSpec, Init, LaunchFile, ScalarValue};
use eusim::program::{self, AddressSpace, ArgKind, LoadError};
use eusim::sim::{self, RunOptions};
use sha2::{Digest, Sha256};

use crate::cl::*;
use crate::core::platform::Device;

/// The device ocloc compiles for.
const OCLOC_DEVICE: &str = "skl";

/// A compiled program: the ocloc binary and its parsed form.
pub struct Binary {
    /// The bytes (`CL_PROGRAM_BINARIES`).
    pub bytes: Arc<Vec<u8>>,
    /// The parsed program.
    pub program: Arc<program::Program>,
}

static BUILT: LazyLock<Mutex<HashMap<[u8; 32], Arc<Vec<u8>>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

fn content_hash(source: &str, options: &str) -> [u8; 32] {
    let mut h = Sha256::new();
    for part in [OCLOC_DEVICE, options, source] {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    h.finalize().into()
}

/// Compiles OpenCL C with ocloc, at most once per content hash (source, options, device) in
/// this process, and once across processes when `EUSIM_CACHE_DIR` names a directory. The
/// error is the build log.
pub fn build(source: &str, options: &str) -> Result<Binary, String> {
    let options = absolute_includes(options);
    let key = content_hash(source, &options);
    let cached = BUILT
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&key)
        .cloned();
    let bytes = match cached.or_else(|| disk_cache_get(&key)) {
        Some(b) => b,
        None => {
            let b = Arc::new(compile(source, &options)?);
            disk_cache_put(&key, &b);
            b
        }
    };
    BUILT
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, bytes.clone());
    from_binary(bytes)
}

/// Parses an ocloc binary.
pub fn from_binary(bytes: Arc<Vec<u8>>) -> Result<Binary, String> {
    let program = program::parse_program(&bytes).map_err(|e| e.to_string())?;
    Ok(Binary {
        bytes,
        program: Arc::new(program),
    })
}

fn cache_path(key: &[u8; 32]) -> Option<PathBuf> {
    let dir = std::env::var_os("EUSIM_CACHE_DIR")?;
    let hex: String = key.iter().map(|b| format!("{b:02x}")).collect();
    Some(Path::new(&dir).join(format!("{hex}.bin")))
}

fn disk_cache_get(key: &[u8; 32]) -> Option<Arc<Vec<u8>>> {
    std::fs::read(cache_path(key)?).ok().map(Arc::new)
}

fn disk_cache_put(key: &[u8; 32], bytes: &[u8]) {
    if let Some(path) = cache_path(key) {
        // a cache that cannot be written only costs a recompile
        let _ = path
            .parent()
            .map(std::fs::create_dir_all)
            .and_then(|_| eusim::output::write_atomic(&path, bytes).ok());
    }
}

/// `-I dir` with a relative `dir` resolved against the working directory (ocloc runs in a
/// directory of its own).
fn absolute_includes(options: &str) -> String {
    let cwd = std::env::current_dir().unwrap_or_default();
    let abs = |p: &str| {
        if Path::new(p).is_absolute() {
            p.to_string()
        } else {
            cwd.join(p).display().to_string()
        }
    };
    let mut out = Vec::new();
    let mut words = options.split_whitespace();
    while let Some(w) = words.next() {
        if w == "-I" {
            out.push("-I".to_string());
            if let Some(p) = words.next() {
                out.push(abs(p));
            }
        } else if let Some(p) = w.strip_prefix("-I") {
            out.push(format!("-I{}", abs(p)));
        } else {
            out.push(w.to_string());
        }
    }
    out.join(" ")
}

fn compile(source: &str, options: &str) -> Result<Vec<u8>, String> {
    let dir = std::env::temp_dir().join(format!(
        "eusim-icd-{}-{:x}",
        std::process::id(),
        crate::core::event::now_ns()
    ));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = dir.join("program.cl");
    let result = std::fs::write(&path, source)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
        .and_then(|_| {
            program::compile_cl(&path, OCLOC_DEVICE, options).map_err(|e| match e {
                LoadError::OclocFailed { log, .. } => log,
                e => e.to_string(),
            })
        });
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// How the host passes an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgClass {
    /// A `global` or `constant` buffer (`cl_mem`).
    Buffer,
    /// A `local` pointer (size only).
    Local,
    /// Bytes by value.
    Value,
    /// An image (`cl_mem`).
    Image,
    /// A sampler (`cl_sampler`).
    Sampler,
}

/// One kernel argument as the API describes it.
#[derive(Clone, Debug)]
pub struct ArgMeta {
    /// How it is passed.
    pub class: ArgClass,
    /// Bytes the host passes (values), 8 for pointers and objects.
    pub size: usize,
    /// Name.
    pub name: String,
    /// Type name (`float*`).
    pub type_name: String,
    /// `CL_KERNEL_ARG_ADDRESS_*`.
    pub address: u32,
    /// `CL_KERNEL_ARG_ACCESS_*`.
    pub access: u32,
    /// `CL_KERNEL_ARG_TYPE_*` bits.
    pub type_qualifier: u64,
}

/// A kernel as the API describes it.
#[derive(Clone, Debug)]
pub struct KernelMeta {
    /// Name.
    pub name: String,
    /// Arguments.
    pub args: Vec<ArgMeta>,
    /// SIMD width = sub-group size.
    pub simd: u32,
    /// `reqd_work_group_size`, if any.
    pub required_work_group: Option<[u32; 3]>,
    /// Shared local memory the kernel declares.
    pub slm_bytes: u64,
    /// Private memory per work-item.
    pub private_bytes: u64,
    /// Spill memory per thread.
    pub spill_bytes: u64,
    /// Attributes string.
    pub attributes: String,
}

/// The kernels of a program.
pub fn kernels(binary: &Binary) -> Vec<KernelMeta> {
    binary.program.kernels.iter().map(kernel_meta).collect()
}

fn kernel_meta(k: &program::Kernel) -> KernelMeta {
    KernelMeta {
        name: k.name.clone(),
        args: k.args.iter().map(arg_meta).collect(),
        simd: k.simd_width().unwrap_or(8),
        required_work_group: k.required_work_group_size(),
        slm_bytes: u64::from(k.inline_slm_size),
        private_bytes: k
            .private_memory
            .as_ref()
            .map_or(0, |p| u64::from(p.per_thread_size)),
        spill_bytes: u64::from(k.per_thread_scratch_size[0]),
        attributes: k.attributes.clone().unwrap_or_default(),
    }
}

fn arg_meta(a: &program::KernelArg) -> ArgMeta {
    let type_name = a.type_name().unwrap_or("").to_string();
    let class = match &a.kind {
        ArgKind::GlobalBuffer(_) | ArgKind::ConstantBuffer(_) | ArgKind::DeviceQueue(_) => {
            ArgClass::Buffer
        }
        ArgKind::LocalBuffer(_) => ArgClass::Local,
        ArgKind::Image(_) => ArgClass::Image,
        ArgKind::Sampler(_) => ArgClass::Sampler,
        ArgKind::Value(_) => ArgClass::Value,
        ArgKind::Unreferenced => match a.address_space {
            AddressSpace::Local => ArgClass::Local,
            AddressSpace::Global | AddressSpace::Constant => ArgClass::Buffer,
            AddressSpace::Private if type_name.starts_with("image") => ArgClass::Image,
            AddressSpace::Private if type_name == "sampler_t" => ArgClass::Sampler,
            AddressSpace::Private => ArgClass::Value,
        },
    };
    let info = a.info.as_ref();
    let qual = |s: &str| info.is_some_and(|i| i.type_qualifiers.contains(s));
    let mut type_qualifier = 0;
    for (word, bit) in [
        ("const", CL_KERNEL_ARG_TYPE_CONST),
        ("volatile", CL_KERNEL_ARG_TYPE_VOLATILE),
        ("restrict", CL_KERNEL_ARG_TYPE_RESTRICT),
        ("pipe", CL_KERNEL_ARG_TYPE_PIPE),
    ] {
        if qual(word) {
            type_qualifier |= bit;
        }
    }
    let access = match info.map(|i| i.access_qualifier.as_str()) {
        Some(s) if s.contains("read_only") => CL_KERNEL_ARG_ACCESS_READ_ONLY,
        Some(s) if s.contains("write_only") => CL_KERNEL_ARG_ACCESS_WRITE_ONLY,
        Some(s) if s.contains("read_write") => CL_KERNEL_ARG_ACCESS_READ_WRITE,
        _ => CL_KERNEL_ARG_ACCESS_NONE,
    };
    ArgMeta {
        class,
        size: match class {
            ArgClass::Value => a.size().unwrap_or(0) as usize,
            _ => 8,
        },
        name: a.name(),
        type_name,
        address: match a.address_space {
            AddressSpace::Global => CL_KERNEL_ARG_ADDRESS_GLOBAL,
            AddressSpace::Constant => CL_KERNEL_ARG_ADDRESS_CONSTANT,
            AddressSpace::Local => CL_KERNEL_ARG_ADDRESS_LOCAL,
            AddressSpace::Private => CL_KERNEL_ARG_ADDRESS_PRIVATE,
        },
        access,
        type_qualifier,
    }
}

/// A 2D image passed to a kernel.
#[derive(Clone, Debug)]
pub struct ImageArg {
    /// Width in texels.
    pub width: u32,
    /// Height in texels.
    pub height: u32,
    /// Channel order and type.
    pub format: sampler::ImageFormat,
    /// Row-major texels, `width * texel bytes` per row.
    pub bytes: Vec<u8>,
}

/// An argument value for a launch.
#[derive(Clone, Debug)]
pub enum LaunchArg {
    /// A buffer's current contents.
    Buffer(Vec<u8>),
    /// An image.
    Image(ImageArg),
    /// Bytes by value.
    Value(Vec<u8>),
    /// A local buffer of this many bytes.
    Local(u64),
    /// A sampler (`cl_sampler` bits: normalized, addressing, filter).
    Sampler,
}

/// An NDRange: `dims` dimensions, unused ones 1 (offsets 0).
#[derive(Clone, Copy, Debug)]
pub struct Range {
    /// 1 to 3.
    pub dims: usize,
    /// Global size.
    pub global: [u64; 3],
    /// Work-group size.
    pub local: [u64; 3],
    /// Global offset.
    pub offset: [u64; 3],
}

/// What a launch produced.
pub struct Launched {
    /// The final contents of each buffer and image argument.
    pub outputs: Vec<Option<Vec<u8>>>,
    /// The simulated kernel time in ns (`None` in functional mode).
    pub ns: Option<u64>,
}

/// Runs `kernel` of `binary` on `device`; `number` is the process-wide enqueue number that
/// names the stats, trace and report files. The error is the simulator's one-line message.
pub fn launch(
    device: &Device,
    binary: &Binary,
    kernel: &str,
    args: Vec<LaunchArg>,
    range: &Range,
    number: u64,
) -> Result<Launched, String> {
    let d = range.dims;
    let mut specs = Vec::with_capacity(args.len());
    for (i, a) in args.into_iter().enumerate() {
        specs.push(match a {
            LaunchArg::Buffer(bytes) => ArgSpec::Buffer {
                init: Init::Bytes(bytes),
                save: None,
            },
            LaunchArg::Image(img) => ArgSpec::Image2d {
                width: img.width,
                height: img.height,
                format: img.format,
                tiling: Default::default(),
                init: Init::Bytes(img.bytes),
                save: None,
            },
            LaunchArg::Value(v) if v.len() <= 8 => {
                let mut raw = [0u8; 8];
                raw[..v.len()].copy_from_slice(&v);
                ArgSpec::Scalar(ScalarValue::Raw(u64::from_le_bytes(raw)))
            }
            LaunchArg::Value(v) => {
                return Err(format!(
                    "argument {i}: by-value arguments of {} bytes (over 8) are not supported yet",
                    v.len()
                ))
            }
            LaunchArg::Local(bytes) => ArgSpec::Local { bytes },
            LaunchArg::Sampler => {
                return Err(format!(
                    "argument {i}: sampler arguments are not supported yet"
                ))
            }
        });
    }
    let launch = LaunchFile {
        program: String::new(),
        kernel: kernel.to_string(),
        global: range.global[..d].to_vec(),
        local: Some(range.local[..d].to_vec()),
        global_offset: Some(range.offset[..d].to_vec()),
        args: specs,
        device: None,
        build_options: None,
        config: None,
        base_dir: PathBuf::new(),
    };
    let opts = RunOptions {
        config: device.config.clone(),
        functional: device.functional,
        ..RunOptions::default()
    };
    let outcome =
        run_with_outputs(&launch, &binary.program, &opts, number).map_err(|e| e.to_string())?;
    let ns = (!device.functional).then(|| {
        let mhz = u128::from(device.config.clock_mhz.max(1));
        let ns = (u128::from(outcome.stats.cycles) * 1000 + mhz / 2) / mhz;
        u64::try_from(ns).unwrap_or(u64::MAX)
    });
    Ok(Launched {
        outputs: outcome.args,
        ns,
    })
}

/// Runs the launch, writing stats, a trace and a report when `EUSIM_STATS_DIR`,
/// `EUSIM_TRACE_DIR` and `EUSIM_REPORT` name directories.
fn run_with_outputs(
    launch: &LaunchFile,
    program: &program::Program,
    opts: &RunOptions,
    number: u64,
) -> Result<sim::RunOutcome, Box<dyn std::error::Error>> {
    let stem = format!("{number:04}-{}", launch.kernel);
    let dir = |var: &str| std::env::var_os(var).map(PathBuf::from);
    let outcome = match dir("EUSIM_TRACE_DIR").filter(|_| !opts.functional) {
        Some(d) => {
            std::fs::create_dir_all(&d)?;
            let path = d.join(format!("{stem}.pftrace"));
            let file = eusim::output::AtomicFile::create(&path)?;
            let mut trace = traces::PerfettoTrace::new(file);
            let outcome =
                sim::run_kernel_traced(launch, program, &launch.kernel, opts, &mut trace)?;
            trace.finish()?.commit()?;
            outcome
        }
        None => sim::run_kernel(launch, program, &launch.kernel, opts)?,
    };
    let value = serde_json::to_value(&outcome.stats)?;
    if let Some(d) = dir("EUSIM_STATS_DIR") {
        std::fs::create_dir_all(&d)?;
        let json = serde_json::to_string_pretty(&value)? + "\n";
        eusim::output::write_atomic(&d.join(format!("{stem}.json")), json.as_bytes())?;
    }
    if let Some(d) = dir("EUSIM_REPORT") {
        std::fs::create_dir_all(&d)?;
        let page = eusim::report::html(&[eusim::report::Run {
            label: stem.clone(),
            stats: value,
        }]);
        eusim::output::write_atomic(&d.join(format!("{stem}.html")), page.as_bytes())?;
    }
    Ok(outcome)
}
