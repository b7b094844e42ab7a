//! Every call into the simulator: compiling OpenCL C, parsing binaries, describing kernels
//! and running an NDRange. The rest of the crate sees only the types declared here.
//!
//! Everything goes through the simulator's programmatic interface, [`eusim::api`]: memory
//! objects are its [`Buffer`]s and [`Image`]s (a launch binds them directly, so two
//! arguments naming one buffer, or a sub-buffer and its parent, share bytes as on a GPU).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use eusim::api::{self, AddressSpace, ArgValue};
use eusim::config::MachineConfig;
use eusim::program::{self, LoadError};
use eusim::sim::RunOptions;
use sha2::{Digest, Sha256};

pub use eusim::api::{AddressMode, Buffer, Filter, Image, ImageDesc, Sampler};

use crate::cl::*;

/// A compiled program: the ocloc binary and its parsed form.
pub struct Binary {
    /// The bytes (`CL_PROGRAM_BINARIES`).
    pub bytes: Arc<Vec<u8>>,
    /// The program.
    pub program: api::Program,
}

/// The simulated device for a machine; `functional` runs without the timing model. The
/// out-of-bounds policy is `EUSIM_OOB` (`hardware`, the default, `error` or `ignore`);
/// `EUSIM_SAMPLE` times launches by sampling ([`sampling_from_env`]).
pub fn device(config: MachineConfig, functional: bool) -> Result<api::Device, String> {
    let oob = match std::env::var("EUSIM_OOB") {
        Err(_) => eusim::launch::OobMode::Hardware,
        Ok(v) => eusim::launch::OobMode::parse(&v)
            .ok_or_else(|| format!("EUSIM_OOB=`{v}`: expected hardware, error or ignore"))?,
    };
    api::Device::new(RunOptions {
        config,
        functional,
        oob: oob.policy(),
        sample: sampling_from_env()?,
        ..RunOptions::default()
    })
    .map_err(|e| e.to_string())
}

/// Largest `EUSIM_SAMPLE` wave count (as `eusim run --sample`).
const MAX_SAMPLE_WAVES: u32 = 1_000_000;

/// `EUSIM_SAMPLE`: sampled timing, as `eusim run --sample` gives it: every work-group runs
/// functionally (outputs exact) and `WAVES` waves are timed to extrapolate the kernel's
/// cycles (stats `sampled`). `on` or an empty value: the default wave count; unset or `off`:
/// every wave is timed.
pub fn sampling_from_env() -> Result<Option<eusim::sim::sample::Sampling>, String> {
    use eusim::sim::sample::{Sampling, DEFAULT_SAMPLE_WAVES};
    let Ok(v) = std::env::var("EUSIM_SAMPLE") else {
        return Ok(None);
    };
    let waves = match v.trim() {
        "off" => return Ok(None),
        "" | "on" => DEFAULT_SAMPLE_WAVES,
        w => w
            .parse::<u32>()
            .ok()
            .filter(|w| (2..=MAX_SAMPLE_WAVES).contains(w))
            .ok_or_else(|| {
                format!(
                    "EUSIM_SAMPLE=`{v}`: expected on, off or a wave count from 2 to {MAX_SAMPLE_WAVES}"
                )
            })?,
    };
    Ok(Some(Sampling::waves(waves)))
}

/// Compiled binaries by content hash.
type BinaryCache = HashMap<[u8; 32], Arc<Vec<u8>>>;

static BUILT: LazyLock<Mutex<BinaryCache>> = LazyLock::new(|| Mutex::new(HashMap::new()));

fn content_hash(device: &str, source: &str, options: &str) -> [u8; 32] {
    let mut h = Sha256::new();
    for part in [device, options, source] {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    h.finalize().into()
}

/// Compiles OpenCL C with ocloc for `device` (`skl`, `icllp`, `tgllp`), at most once per
/// content hash (source, options, device) in this process, and once across processes when
/// `EUSIM_CACHE_DIR` names a directory. The error is the build log.
pub fn build(device: &str, source: &str, options: &str) -> Result<Binary, String> {
    let options = absolute_includes(options);
    let key = content_hash(device, source, &options);
    let cached = BUILT
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&key)
        .cloned();
    let bytes = match cached.or_else(|| disk_cache_get(&key)) {
        Some(b) => b,
        None => {
            let b = Arc::new(compile(device, source, &options)?);
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
    let program = api::Program::from_binary(&bytes).map_err(|e| e.to_string())?;
    Ok(Binary { bytes, program })
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

fn compile(device: &str, source: &str, options: &str) -> Result<Vec<u8>, String> {
    program::compile_source(source, device, options)
        .map(|(binary, _log)| binary)
        .map_err(|e| match e {
            LoadError::OclocFailed { log, .. } => log,
            e => e.to_string(),
        })
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
    /// The alignment of a `local` argument's memory (the simulator places each after the
    /// kernel's own SLM and the arguments before it, at this alignment); 1 for the others.
    pub local_align: u32,
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
    let parsed = &binary.program.parsed_program().kernels;
    binary
        .program
        .kernels()
        .iter()
        .zip(parsed)
        .map(|(info, k)| {
            let mut meta = kernel_meta(info);
            for (m, a) in meta.args.iter_mut().zip(&k.args) {
                if let program::ArgKind::LocalBuffer(l) = &a.kind {
                    m.local_align = l.alignment.max(1);
                }
            }
            meta
        })
        .collect()
}

fn kernel_meta(k: &api::KernelInfo) -> KernelMeta {
    KernelMeta {
        name: k.name.clone(),
        args: k.args.iter().map(arg_meta).collect(),
        simd: if k.simd_width == 0 { 8 } else { k.simd_width },
        required_work_group: k.required_work_group_size,
        slm_bytes: u64::from(k.slm_bytes),
        private_bytes: u64::from(k.scratch_bytes_per_thread),
        spill_bytes: u64::from(k.scratch_bytes_per_thread),
        attributes: String::new(),
    }
}

fn arg_meta(a: &api::ArgInfo) -> ArgMeta {
    let type_name = a.type_name.split(';').next().unwrap_or("").to_string();
    let class = match a.kind {
        api::ArgClass::Buffer | api::ArgClass::Unsupported => ArgClass::Buffer,
        api::ArgClass::Local => ArgClass::Local,
        api::ArgClass::Image => ArgClass::Image,
        api::ArgClass::Sampler => ArgClass::Sampler,
        api::ArgClass::Value => ArgClass::Value,
        api::ArgClass::Unused => match a.address {
            AddressSpace::Local => ArgClass::Local,
            AddressSpace::Global | AddressSpace::Constant => ArgClass::Buffer,
            AddressSpace::Private if type_name.starts_with("image") => ArgClass::Image,
            AddressSpace::Private if type_name == "sampler_t" => ArgClass::Sampler,
            AddressSpace::Private => ArgClass::Value,
        },
    };
    let mut type_qualifier = 0;
    for (word, bit) in [
        ("const", CL_KERNEL_ARG_TYPE_CONST),
        ("volatile", CL_KERNEL_ARG_TYPE_VOLATILE),
        ("restrict", CL_KERNEL_ARG_TYPE_RESTRICT),
        ("pipe", CL_KERNEL_ARG_TYPE_PIPE),
    ] {
        if a.type_qualifiers.contains(word) {
            type_qualifier |= bit;
        }
    }
    let q = a.access_qualifier.as_str();
    let access = if q.contains("read_only") {
        CL_KERNEL_ARG_ACCESS_READ_ONLY
    } else if q.contains("write_only") {
        CL_KERNEL_ARG_ACCESS_WRITE_ONLY
    } else if q.contains("read_write") {
        CL_KERNEL_ARG_ACCESS_READ_WRITE
    } else {
        CL_KERNEL_ARG_ACCESS_NONE
    };
    ArgMeta {
        class,
        size: match class {
            ArgClass::Value => a.size.unwrap_or(0) as usize,
            _ => 8,
        },
        name: a.name.clone(),
        type_name,
        address: match a.address {
            AddressSpace::Global => CL_KERNEL_ARG_ADDRESS_GLOBAL,
            AddressSpace::Constant => CL_KERNEL_ARG_ADDRESS_CONSTANT,
            AddressSpace::Local => CL_KERNEL_ARG_ADDRESS_LOCAL,
            AddressSpace::Private => CL_KERNEL_ARG_ADDRESS_PRIVATE,
        },
        access,
        type_qualifier,
        local_align: 1,
    }
}

/// An argument value for a launch.
#[derive(Clone, Debug)]
pub enum LaunchArg {
    /// A buffer (`None`: a NULL pointer).
    Buffer(Option<Buffer>),
    /// An image.
    Image(Image),
    /// Bytes by value.
    Value(Vec<u8>),
    /// A local buffer of this many bytes.
    Local(u64),
    /// A sampler.
    Sampler(Sampler),
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

/// Runs `kernel` of `binary` on `device` with `args` bound (buffers and images are updated
/// in place); `number` is the process-wide enqueue number that names the stats, trace and
/// report files. Returns the simulated kernel time in ns (`None` in functional mode), or the
/// simulator's one-line message.
pub fn launch(
    device: &api::Device,
    binary: &Binary,
    kernel: &str,
    args: Vec<LaunchArg>,
    range: &Range,
    number: u64,
) -> Result<Option<u64>, String> {
    let mut k = binary.program.kernel(kernel).map_err(|e| e.to_string())?;
    for (i, a) in args.into_iter().enumerate() {
        let v = match a {
            LaunchArg::Buffer(Some(b)) => ArgValue::Buffer(b),
            LaunchArg::Buffer(None) => ArgValue::NullBuffer,
            LaunchArg::Image(img) => ArgValue::Image(img),
            LaunchArg::Value(v) => ArgValue::Scalar(v),
            LaunchArg::Local(n) => ArgValue::Local(n),
            LaunchArg::Sampler(s) => ArgValue::Sampler(s),
        };
        k.set_arg(i, v).map_err(|e| e.to_string())?;
    }
    let d = range.dims;
    let r = api::Range::new(&range.global[..d])
        .local(&range.local[..d])
        .offset(&range.offset[..d]);
    let stats = run_with_outputs(device, &k, &r, number).map_err(|e| e.to_string())?;
    let cfg = device.config();
    Ok((!device.options().functional).then(|| {
        let mhz = u128::from(cfg.clock_mhz.max(1));
        let ns = (u128::from(stats.cycles) * 1000 + mhz / 2) / mhz;
        u64::try_from(ns).unwrap_or(u64::MAX)
    }))
}

/// Writes `DIR/STEM.html` with the `eusim report` command (the HTML report is part of the
/// command line, not the library): `EUSIM_BIN` names the binary, else `eusim` on `PATH`.
fn report(
    d: &Path,
    stem: &str,
    stats: &serde_json::Value,
) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(d)?;
    let json = d.join(format!("{stem}.stats.json"));
    eusim::output::write_atomic(
        &json,
        (serde_json::to_string_pretty(stats)? + "\n").as_bytes(),
    )?;
    let bin = std::env::var_os("EUSIM_BIN").unwrap_or_else(|| "eusim".into());
    let html = d.join(format!("{stem}.html"));
    let out = std::process::Command::new(&bin)
        .arg("report")
        .arg(&json)
        .arg("-o")
        .arg(&html)
        .output()
        .map_err(|e| {
            format!(
                "EUSIM_REPORT: cannot run `{}`: {e} (set EUSIM_BIN)",
                bin.to_string_lossy()
            )
        })?;
    if !out.status.success() {
        let msg = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "EUSIM_REPORT: {}",
            msg.lines().next().unwrap_or("eusim report failed")
        )
        .into());
    }
    Ok(())
}

/// Runs the launch, writing stats, a trace and a report when `EUSIM_STATS_DIR`,
/// `EUSIM_TRACE_DIR` and `EUSIM_REPORT` name directories.
fn run_with_outputs(
    device: &api::Device,
    kernel: &api::Kernel,
    range: &api::Range,
    number: u64,
) -> Result<api::Stats, Box<dyn std::error::Error>> {
    let stem = format!("{number:04}-{}", kernel.name());
    let dir = |var: &str| std::env::var_os(var).map(PathBuf::from);
    let outcome = match dir("EUSIM_TRACE_DIR").filter(|_| !device.options().functional) {
        Some(d) => {
            std::fs::create_dir_all(&d)?;
            let path = d.join(format!("{stem}.pftrace"));
            let file = eusim::output::AtomicFile::create(&path)?;
            let mut trace = traces::PerfettoTrace::new(file);
            let outcome = device.enqueue_traced(kernel, range, &mut trace)?;
            trace.finish()?.commit()?;
            outcome
        }
        None => device.enqueue(kernel, range)?,
    };
    // the kernel ran: an output that cannot be written is reported, not a failed kernel
    let written = (|| -> Result<(), Box<dyn std::error::Error>> {
        let value = serde_json::to_value(&outcome.stats)?;
        if let Some(d) = dir("EUSIM_STATS_DIR") {
            std::fs::create_dir_all(&d)?;
            let json = serde_json::to_string_pretty(&value)? + "\n";
            eusim::output::write_atomic(&d.join(format!("{stem}.json")), json.as_bytes())?;
        }
        if let Some(d) = dir("EUSIM_REPORT") {
            report(&d, &stem, &value)?;
        }
        Ok(())
    })();
    if let Err(e) = written {
        eprintln!("eusim: {stem}: {e}");
    }
    Ok(outcome.stats)
}
