//! The launch-file front end: a [`LaunchFile`] translated into [`crate::api`] calls (device,
//! program, kernel arguments, NDRange, enqueue), and its `save:` outputs written.

use super::{RunOptions, RunOutcome, SimError};
use crate::api::{self, ArgValue, Buffer, Device, Image, ImageDesc, Range};
use crate::config::{Generation, MachineConfig, DEFAULT_PRESET};
use crate::launch::{
    fill_init, ArgSpec, LaunchFile, SamplerAddress, SamplerFilter, ScalarKind, ScalarValue,
};
use crate::program::{self, ArgKind, KernelArg, Program};
use std::path::{Path, PathBuf};

/// Loads the launch's program (compiling a `.cl` with ocloc) for the machine its `config:`
/// names, the default preset when it names none ([`load_program_on`]).
pub fn load_program(launch: &LaunchFile) -> Result<Program, SimError> {
    let preset = launch.config.as_deref().unwrap_or(DEFAULT_PRESET);
    load_program_on(launch, MachineConfig::load(preset)?.generation)
}

/// Loads the launch's program for a machine of `generation`: a `.cl` is compiled for the
/// launch's `device:`, or when it names none for the generation's device
/// ([`Generation::default_device`]).
pub fn load_program_on(launch: &LaunchFile, generation: Generation) -> Result<Program, SimError> {
    let path = launch.resolve(&launch.program);
    Ok(program::load_program(
        &path,
        launch.device_on(generation),
        launch.build_options(),
    )?)
}

/// Runs a launch file.
pub fn run(launch: &LaunchFile, opts: &RunOptions) -> Result<RunOutcome, SimError> {
    run_traced(launch, opts, &mut traces::NoTrace)
}

/// Runs a launch file's NDRange on kernel `name` of an already loaded program.
pub fn run_kernel(
    launch: &LaunchFile,
    program: &Program,
    name: &str,
    opts: &RunOptions,
) -> Result<RunOutcome, SimError> {
    run_kernel_traced(launch, program, name, opts, &mut traces::NoTrace)
}

/// Runs a launch file on the timing model with trace events going to `sink`.
pub fn run_traced<S: traces::TraceSink>(
    launch: &LaunchFile,
    opts: &RunOptions,
    sink: &mut S,
) -> Result<RunOutcome, SimError> {
    let program = load_program_on(launch, opts.config.generation)?;
    run_kernel_traced(launch, &program, &launch.kernel, opts, sink)
}

/// [`run_kernel`] with trace events of a timed run going to `sink` (a functional run emits
/// none).
pub fn run_kernel_traced<S: traces::TraceSink>(
    launch: &LaunchFile,
    program: &Program,
    name: &str,
    opts: &RunOptions,
    sink: &mut S,
) -> Result<RunOutcome, SimError> {
    let device = Device::new(opts.clone())?;
    let mut kernel = api::Program::from_parsed(program.clone()).kernel(name)?;
    let range = Range {
        global: launch.global.clone(),
        local: launch.local.clone(),
        offset: launch.global_offset.clone(),
    };
    // The NDRange is checked before the arguments (as a launch file reads).
    range
        .resolve(kernel.parsed(), kernel.simd_width())
        .map_err(as_launch_field)?;
    let params = &kernel.parsed().args;
    if launch.args.len() != params.len() {
        return Err(SimError::Launch {
            field: "args".into(),
            msg: format!(
                "kernel `{}` takes {} arguments, the launch file gives {}",
                kernel.name(),
                params.len(),
                launch.args.len()
            ),
        });
    }
    let values = launch
        .args
        .iter()
        .zip(params)
        .map(|(spec, arg)| arg_value(launch, spec, arg))
        .collect::<Result<Vec<_>, _>>()?;
    for (i, v) in values.iter().enumerate() {
        kernel.set_arg(i, v.clone()).map_err(as_launch_field)?;
    }
    let outcome = device
        .enqueue_traced(&kernel, &range, sink)
        .map_err(as_launch_field)?;
    drop(kernel);
    // a cycles-only run computes no outputs: its buffers still hold their inputs
    let outputs = !(opts.cycles_only && opts.sample.is_some());
    let args = values
        .into_iter()
        .map(|v| match v {
            ArgValue::Buffer(b) if outputs => Some(b.into_vec()),
            ArgValue::Image(i) if outputs => Some(i.into_vec()),
            _ => None,
        })
        .collect();
    let mut profile = outcome.profile;
    if let (Some(p), Some(table)) = (profile.as_mut(), program.debug_lines.get(name)) {
        let path = launch.resolve(&launch.program);
        (p.source_lines, p.sources) = super::source_lines(&p.instructions, table, path.parent());
    }
    Ok(RunOutcome {
        args,
        stats: outcome.stats,
        profile,
        printf: outcome.printf,
    })
}

/// A facade error about an argument or the NDRange, named by the launch-file field.
fn as_launch_field(e: SimError) -> SimError {
    match e {
        SimError::Arg { index, msg, .. } => SimError::Launch {
            field: format!("args[{index}]"),
            msg,
        },
        SimError::Range { field, msg } => SimError::Launch {
            field: field.into(),
            msg,
        },
        e => e,
    }
}

/// The value a launch-file argument gives kernel argument `arg`.
fn arg_value(launch: &LaunchFile, spec: &ArgSpec, arg: &KernelArg) -> Result<ArgValue, SimError> {
    let field = || format!("args[{}]", arg.index);
    let invalid = |msg: String| SimError::Launch {
        field: field(),
        msg,
    };
    if arg.kind == ArgKind::Unreferenced {
        // never read: its init is not materialised
        return Ok(ArgValue::Scalar(Vec::new()));
    }
    Ok(match spec {
        ArgSpec::Buffer { init, .. } => ArgValue::Buffer(Buffer::from_vec(
            fill_init(init, launch).map_err(|e| invalid(e.to_string()))?,
        )),
        ArgSpec::Image2d {
            width,
            height,
            format,
            tiling,
            init,
            ..
        } => {
            let desc = ImageDesc::new_2d(*width, *height, *format, *tiling);
            image_value(launch, desc, init, arg)?
        }
        ArgSpec::Image { init, .. } => {
            let shape = spec
                .image_shape()
                .ok_or_else(|| invalid("not an image".into()))?;
            image_value(launch, shape.desc().map_err(invalid)?, init, arg)?
        }
        ArgSpec::Scalar(v) => ArgValue::Scalar(scalar_bytes(*v, arg).map_err(invalid)?),
        ArgSpec::Local { bytes } => ArgValue::Local(*bytes),
        ArgSpec::Sampler {
            normalized,
            address,
            filter,
        } => ArgValue::Sampler(sampler_value(*normalized, *address, *filter).map_err(invalid)?),
    })
}

/// The sampler a launch-file `Sampler` argument describes; OpenCL allows the repeating
/// modes with normalised coordinates only (OpenCL 2.0, section 5.7).
fn sampler_value(
    normalized: bool,
    address: SamplerAddress,
    filter: SamplerFilter,
) -> Result<api::Sampler, String> {
    if !normalized
        && matches!(
            address,
            SamplerAddress::Repeat | SamplerAddress::MirroredRepeat
        )
    {
        return Err(format!(
            "sampler address {address:?} needs normalized: true (OpenCL 2.0 section 5.7)"
        ));
    }
    Ok(api::Sampler {
        normalized,
        address: match address {
            SamplerAddress::None | SamplerAddress::Clamp => api::AddressMode::ClampToBorder,
            SamplerAddress::ClampToEdge => api::AddressMode::ClampToEdge,
            SamplerAddress::Repeat => api::AddressMode::Repeat,
            SamplerAddress::MirroredRepeat => api::AddressMode::MirroredRepeat,
        },
        filter: match filter {
            SamplerFilter::Nearest => api::Filter::Nearest,
            SamplerFilter::Linear => api::Filter::Linear,
        },
    })
}

/// An image argument's value: `desc` filled from `init`.
fn image_value(
    launch: &LaunchFile,
    desc: ImageDesc,
    init: &crate::launch::Init,
    arg: &KernelArg,
) -> Result<ArgValue, SimError> {
    let invalid = |msg: String| SimError::Launch {
        field: format!("args[{}]", arg.index),
        msg,
    };
    let data = fill_init(init, launch).map_err(|e| invalid(e.to_string()))?;
    let image = Image::from_vec(desc, data).map_err(|e| match e {
        SimError::Image(msg) => SimError::Launch {
            field: format!("image {}", arg.name()),
            msg,
        },
        e => e,
    })?;
    Ok(ArgValue::Image(image))
}

/// The bytes of a launch-file scalar for argument `arg`, checked against its type: a `Raw`
/// pattern must fit, a typed value must match the argument's kind and range.
fn scalar_bytes(v: ScalarValue, arg: &KernelArg) -> Result<Vec<u8>, String> {
    let mut bytes = v.to_le_bytes();
    if !matches!(arg.kind, ArgKind::Value(_)) {
        return Ok(bytes); // set_arg names the mismatch
    }
    let name = arg.name();
    let type_name = arg.type_name().unwrap_or("?");
    let need = arg.size().unwrap_or(bytes.len() as u32) as usize;
    if let ScalarValue::Raw(bits) = v {
        if need < 8 && bits >> (8 * need) != 0 {
            return Err(format!(
                "argument {name}: Raw({bits:#x}) does not fit in {need} bytes"
            ));
        }
        bytes.truncate(need.min(8));
    }
    let kind = arg.type_name().and_then(ScalarKind::of);
    if let Some(why) = kind.and_then(|k| v.mismatch(k, need as u32)) {
        return Err(format!("argument {name} ({type_name}): {why}"));
    }
    if need != bytes.len() {
        return Err(format!(
            "argument {name} ({type_name}) is {need} bytes, the launch gives a {}-byte scalar",
            bytes.len()
        ));
    }
    Ok(bytes)
}

/// Writes every `save:` output of a launch next to the launch file (or into `out_dir`).
pub fn save_outputs(
    launch: &LaunchFile,
    outcome: &RunOutcome,
    out_dir: Option<&Path>,
) -> Result<Vec<PathBuf>, SimError> {
    let mut written = Vec::new();
    for (i, path) in save_paths(launch, out_dir) {
        if let Some(Some(bytes)) = outcome.args.get(i) {
            crate::output::write_atomic(&path, bytes).map_err(|source| SimError::Output {
                path: path.clone(),
                source,
            })?;
            written.push(path);
        }
    }
    Ok(written)
}

/// Where each `save:` of the launch goes: (argument index, path), relative to `out_dir` when
/// given, else to the launch file.
pub fn save_paths(launch: &LaunchFile, out_dir: Option<&Path>) -> Vec<(usize, PathBuf)> {
    let mut paths = Vec::new();
    for (i, spec) in launch.args.iter().enumerate() {
        let save = match spec {
            ArgSpec::Buffer { save, .. }
            | ArgSpec::Image2d { save, .. }
            | ArgSpec::Image { save, .. } => save,
            _ => &None,
        };
        if let Some(name) = save {
            paths.push((
                i,
                match out_dir {
                    Some(d) => d.join(name),
                    None => launch.resolve(name),
                },
            ));
        }
    }
    paths
}
