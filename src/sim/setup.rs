//! Building a kernel launch from a launch file: memory allocations for buffers, the binding
//! table, SLM layout, scratch space and the cross-thread data the kernel reads.

use super::SimError;
use crate::launch::{fill_init, ArgSpec, LaunchFile, ScalarValue};
use crate::program::tokens::param;
use crate::program::{ArgKind, CrossThreadSlot, Kernel, Program};
use memory_model::{Memory, Surfaces};

/// Alignment of buffer allocations (the OpenCL runtime aligns to at least 64 bytes).
const BUFFER_ALIGN: u64 = 64;

/// The NDRange after defaults are applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NdRange {
    /// Number of dimensions (1 to 3).
    pub dims: u32,
    /// Global work size per dimension (1 for unused dimensions).
    pub global: [u32; 3],
    /// Work-group size per dimension.
    pub local: [u32; 3],
    /// Global work offset per dimension.
    pub offset: [u32; 3],
}

impl NdRange {
    /// Number of work-groups per dimension.
    pub fn groups(&self) -> [u32; 3] {
        [0, 1, 2].map(|d| self.global[d] / self.local[d])
    }
}

/// Where an argument lives after setup.
#[derive(Clone, Debug)]
pub enum ArgPlace {
    /// A buffer at this GPU address with this size.
    Buffer {
        /// GPU address.
        base: u64,
        /// Size in bytes.
        size: u64,
    },
    /// An image surface (read back as row-major texels).
    Image(sampler::ImageSurface),
    /// Nothing to read back (scalars, local memory).
    None,
}

/// A prepared launch.
pub struct Prepared {
    /// The NDRange.
    pub range: NdRange,
    /// Cross-thread data bytes (a whole number of GRFs).
    pub cross_thread: Vec<u8>,
    /// SLM bytes per work-group (inline SLM plus `__local` arguments).
    pub slm_bytes: u32,
    /// Where each argument was placed.
    pub places: Vec<ArgPlace>,
    /// Scratch space: GPU address of slot 0 and bytes per slot (0 if the kernel has none).
    pub scratch: (u64, u32),
}

fn invalid(field: String, msg: impl Into<String>) -> SimError {
    SimError::Launch {
        field,
        msg: msg.into(),
    }
}

/// Resolves the NDRange of a launch against a kernel's requirements.
pub fn ndrange(launch: &LaunchFile, kernel: &Kernel, simd: u32) -> Result<NdRange, SimError> {
    let dims = launch.global.len();
    let mut global = [1u32; 3];
    for (d, &g) in launch.global.iter().enumerate() {
        global[d] = u32::try_from(g)
            .map_err(|_| invalid("global".into(), format!("dimension {d} exceeds 2^32-1")))?;
    }
    let required = kernel.required_work_group_size();
    let mut local = [1u32; 3];
    match (&launch.local, required) {
        (Some(l), _) => {
            for (d, &v) in l.iter().enumerate() {
                local[d] = v as u32; // validated <= 256 by the launch file
            }
        }
        (None, Some(r)) => local = r,
        (None, None) => {
            // One sub-group per group along x when the global size allows it, else 1.
            local[0] = if global[0] % simd == 0 { simd } else { 1 };
        }
    }
    if let Some(r) = required {
        if r != local {
            return Err(invalid(
                "local".into(),
                format!("kernel requires work-group size {r:?}, launch has {local:?}"),
            ));
        }
    }
    for d in 0..3 {
        if global[d] % local[d] != 0 {
            return Err(invalid(
                "local".into(),
                format!(
                    "global[{d}] = {} is not a multiple of local[{d}] = {}",
                    global[d], local[d]
                ),
            ));
        }
    }
    let mut offset = [0u32; 3];
    if let Some(o) = &launch.global_offset {
        for (d, &v) in o.iter().enumerate() {
            offset[d] = u32::try_from(v).map_err(|_| {
                invalid(
                    "global_offset".into(),
                    format!("dimension {d} exceeds 2^32-1"),
                )
            })?;
        }
    }
    Ok(NdRange {
        dims: dims as u32,
        global,
        local,
        offset,
    })
}

fn put(ctd: &mut [u8], slot: CrossThreadSlot, bytes: &[u8], what: &str) -> Result<(), SimError> {
    let (o, n) = (slot.offset as usize, slot.size as usize);
    if o + n > ctd.len() || n > bytes.len() {
        return Err(SimError::Kernel(format!(
            "{what}: cross-thread slot {o:#x}+{n} does not fit ({} bytes of data, {} of cross-thread data)",
            bytes.len(),
            ctd.len()
        )));
    }
    ctd[o..o + n].copy_from_slice(&bytes[..n]);
    Ok(())
}

/// Allocates and initialises every argument, fills the cross-thread data and binding table.
#[allow(clippy::too_many_arguments)]
pub fn prepare(
    launch: &LaunchFile,
    program: &Program,
    kernel: &Kernel,
    range: NdRange,
    memory: &mut Memory,
    surfaces: &mut Surfaces,
    images: &mut sampler::Images,
    scratch_slots: u32,
) -> Result<Prepared, SimError> {
    if launch.args.len() != kernel.args.len() {
        return Err(invalid(
            "args".into(),
            format!(
                "kernel `{}` takes {} arguments, the launch file gives {}",
                kernel.name,
                kernel.args.len(),
                launch.args.len()
            ),
        ));
    }
    let ctd_len = (kernel.cross_thread_data_size as usize).div_ceil(32) * 32;
    let mut ctd = vec![0u8; ctd_len];
    let mut slm = kernel.inline_slm_size;
    let mut ssh = kernel.surface_state_heap.clone();
    let mut places = Vec::with_capacity(launch.args.len());

    for (i, (spec, arg)) in launch.args.iter().zip(&kernel.args).enumerate() {
        let field = format!("args[{i}]");
        let name = arg.name();
        let place = match (&arg.kind, spec) {
            (
                ArgKind::GlobalBuffer(b) | ArgKind::ConstantBuffer(b),
                ArgSpec::Buffer { init, .. },
            ) => {
                let data =
                    fill_init(init, launch).map_err(|e| invalid(field.clone(), e.to_string()))?;
                let size = data.len().max(1) as u64;
                let base = memory
                    .allocate(size, BUFFER_ALIGN)
                    .map_err(|e| invalid(field.clone(), e.to_string()))?;
                memory
                    .write(base, &data)
                    .map_err(|e| invalid(field.clone(), e.to_string()))?;
                if let Some(p) = b.pointer {
                    put(
                        &mut ctd,
                        p,
                        &base.to_le_bytes(),
                        &format!("argument {name} address"),
                    )?;
                }
                if let Some(o) = b.buffer_offset {
                    put(
                        &mut ctd,
                        o,
                        &0u64.to_le_bytes(),
                        &format!("argument {name} offset"),
                    )?;
                }
                if let Some(bti) = b.binding_table_index {
                    let bti = u8::try_from(bti).map_err(|_| {
                        SimError::Kernel(format!(
                            "argument {name}: binding table index {bti} > 255"
                        ))
                    })?;
                    surfaces.bind_buffer(bti, base, data.len() as u64);
                }
                ArgPlace::Buffer {
                    base,
                    size: data.len() as u64,
                }
            }
            (ArgKind::Value(pieces), ArgSpec::Scalar(v)) => {
                let mut bytes = v.to_le_bytes();
                let need = arg.size().unwrap_or(bytes.len() as u32) as usize;
                if let ScalarValue::Raw(bits) = v {
                    if need < 8 && bits >> (8 * need) != 0 {
                        return Err(invalid(
                            field,
                            format!("argument {name}: Raw({bits:#x}) does not fit in {need} bytes"),
                        ));
                    }
                    bytes.truncate(need.min(8));
                }
                let kind = arg.type_name().and_then(crate::launch::ScalarKind::of);
                if let Some(why) = kind.and_then(|k| v.mismatch(k, need as u32)) {
                    return Err(invalid(
                        field,
                        format!(
                            "argument {name} ({}): {why}",
                            arg.type_name().unwrap_or("?")
                        ),
                    ));
                }
                if need != bytes.len() {
                    return Err(invalid(
                        field,
                        format!(
                            "argument {name} ({}) is {need} bytes, the launch gives a {}-byte scalar",
                            arg.type_name().unwrap_or("?"),
                            bytes.len()
                        ),
                    ));
                }
                for p in pieces {
                    let piece = p.slot_bytes(&bytes).ok_or_else(|| {
                        SimError::Kernel(format!("argument {name}: piece outside the value"))
                    })?;
                    put(
                        &mut ctd,
                        CrossThreadSlot {
                            offset: p.offset,
                            size: p.size,
                        },
                        &piece,
                        &name,
                    )?;
                }
                ArgPlace::None
            }
            (ArgKind::LocalBuffer(l), ArgSpec::Local { bytes }) => {
                let align = l.alignment.max(1);
                let offset = slm.div_ceil(align) * align;
                let end = u64::from(offset) + bytes;
                if end > 65536 {
                    return Err(invalid(
                        field,
                        format!(
                            "local memory of {end} bytes exceeds the 64 KB of SLM per work-group"
                        ),
                    ));
                }
                slm = end as u32;
                put(&mut ctd, l.slot, &u64::from(offset).to_le_bytes(), &name)?;
                ArgPlace::None
            }
            (ArgKind::Unreferenced, _) => ArgPlace::None,
            (
                ArgKind::Image(img),
                ArgSpec::Image2d {
                    width,
                    height,
                    format,
                    tiling,
                    init,
                    ..
                },
            ) => {
                let data =
                    fill_init(init, launch).map_err(|e| invalid(field.clone(), e.to_string()))?;
                let spec = super::images::ImageSpec {
                    name: &name,
                    width: *width,
                    height: *height,
                    format: *format,
                    tiling: *tiling,
                    data: &data,
                };
                ArgPlace::Image(super::images::place_image(
                    &spec, img, memory, images, &mut ssh, &mut ctd,
                )?)
            }
            (kind, spec) => {
                return Err(invalid(
                    field,
                    format!(
                        "argument {name} is a {} ({}), the launch file gives {}",
                        kind.name(),
                        arg.type_name().unwrap_or("?"),
                        spec_name(spec)
                    ),
                ))
            }
        };
        places.push(place);
    }

    fill_data_parameters(kernel, &range, &mut ctd)?;

    let per_thread = kernel.per_thread_scratch_size[0];
    let scratch = if per_thread > 0 {
        let total = u64::from(per_thread) * u64::from(scratch_slots);
        let base = memory
            .allocate(total, u64::from(per_thread.max(1024)))
            .map_err(|e| SimError::Kernel(format!("scratch space: {e}")))?;
        if base + total > 1 << 32 {
            return Err(SimError::Kernel(
                "scratch space does not fit below 4 GB (A32 addressing)".into(),
            ));
        }
        (base, per_thread)
    } else {
        (0, 0)
    };
    if kernel.per_thread_scratch_size[1] > 0 {
        return Err(SimError::Unsupported(format!(
            "kernel `{}` uses a second scratch space (slot 1)",
            kernel.name
        )));
    }
    if let Some(p) = &kernel.private_memory {
        if p.per_thread_size > 0 {
            return Err(SimError::Unsupported(format!(
                "kernel `{}` uses a stateless private-memory surface ({} bytes per {})",
                kernel.name,
                p.per_thread_size,
                if p.is_simt_thread {
                    "work-item"
                } else {
                    "thread"
                }
            )));
        }
    }
    for s in &kernel.implicit_surfaces {
        let index = s.surface.index.unwrap_or(0);
        let data = match s.purpose {
            "program-scope constant data" => program.constant_buffer(index),
            "program-scope global data" => program.global_buffer(index),
            _ => None,
        }
        .ok_or_else(|| {
            SimError::Unsupported(format!(
                "kernel `{}` needs an implicit {} buffer",
                kernel.name, s.purpose
            ))
        })?;
        if program.pointer_patches().next().is_some() {
            return Err(SimError::Unsupported(format!(
                "kernel `{}`: program-scope buffers with pointer relocations",
                kernel.name
            )));
        }
        let base = memory
            .allocate(data.len().max(1) as u64, BUFFER_ALIGN)
            .map_err(|e| SimError::Kernel(format!("{}: {e}", s.purpose)))?;
        memory
            .write(base, data)
            .map_err(|e| SimError::Kernel(format!("{}: {e}", s.purpose)))?;
        let slot = CrossThreadSlot {
            offset: s.surface.data_param_offset,
            size: s.surface.data_param_size,
        };
        put(&mut ctd, slot, &base.to_le_bytes(), s.purpose)?;
        if let Some(bti) = kernel
            .binding_table
            .as_ref()
            .and_then(|b| b.index_of_surface(s.surface.surface_state_offset))
        {
            if let Ok(bti) = u8::try_from(bti) {
                surfaces.bind_buffer(bti, base, data.len() as u64);
            }
        }
    }

    Ok(Prepared {
        range,
        cross_thread: ctd,
        slm_bytes: slm,
        places,
        scratch,
    })
}

fn spec_name(spec: &ArgSpec) -> &'static str {
    match spec {
        ArgSpec::Buffer { .. } => "a Buffer",
        ArgSpec::Image2d { .. } => "an Image2d",
        ArgSpec::Scalar(_) => "a Scalar",
        ArgSpec::Local { .. } => "a Local",
    }
}

/// Writes the NDRange-related data parameters (sizes, offsets, group counts, ...).
fn fill_data_parameters(kernel: &Kernel, r: &NdRange, ctd: &mut [u8]) -> Result<(), SimError> {
    let groups = r.groups();
    for p in &kernel.data_parameters {
        let dim = (p.source_offset / 4) as usize;
        let per_dim = |v: [u32; 3]| -> Result<u32, SimError> {
            v.get(dim).copied().ok_or_else(|| {
                SimError::Kernel(format!(
                    "data parameter {} with source offset {}",
                    p.kind, p.source_offset
                ))
            })
        };
        let value: u32 = match p.kind {
            param::LOCAL_WORK_SIZE | param::ENQUEUED_LOCAL_WORK_SIZE => per_dim(r.local)?,
            param::GLOBAL_WORK_SIZE => per_dim(r.global)?,
            param::NUM_WORK_GROUPS => per_dim(groups)?,
            param::GLOBAL_WORK_OFFSET => per_dim(r.offset)?,
            param::WORK_DIMENSIONS => r.dims,
            param::MAX_WORKGROUP_SIZE => 256,
            // Argument-related kinds are written with their arguments.
            param::KERNEL_ARGUMENT
            | param::SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES
            | param::BUFFER_OFFSET
            | param::BUFFER_STATEFUL => continue,
            param::IMAGE_WIDTH..=param::IMAGE_CHANNEL_ORDER
            | param::IMAGE_ARRAY_SIZE
            | param::IMAGE_NUM_SAMPLES
            | param::IMAGE_NUM_MIP_LEVELS
            | param::FLAT_IMAGE_BASEOFFSET..=param::FLAT_IMAGE_PITCH => continue,
            other => {
                return Err(SimError::Unsupported(format!(
                    "kernel `{}`: data parameter {} ({}) at cross-thread offset {:#x}",
                    kernel.name,
                    other,
                    crate::program::tokens::data_parameter_name(other).unwrap_or("unknown"),
                    p.offset
                )))
            }
        };
        let slot = CrossThreadSlot {
            offset: p.offset,
            size: p.size.min(4),
        };
        put(ctd, slot, &value.to_le_bytes(), "data parameter")?;
    }
    Ok(())
}
