//! Building a kernel launch from argument values: memory allocations for buffers and images,
//! the binding table, SLM layout, scratch space and the cross-thread data the kernel reads.

use super::SimError;
use crate::api::{ArgValue, Buffer};
use crate::program::tokens::param;
use crate::program::{
    ArgKind, BufferArg, CrossThreadSlot, Kernel, KernelArg, LocalArg, Program, ValuePiece,
};
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
    /// Work-group size per dimension of the groups this range runs (in a part of a
    /// non-uniform NDRange, the last groups' smaller size where the part holds them).
    pub local: [u32; 3],
    /// Global work offset per dimension.
    pub offset: [u32; 3],
    /// The work-group size the launch asked for (`get_enqueued_local_size`).
    pub enqueued: [u32; 3],
    /// ID of the first work-group this range runs.
    pub group_origin: [u32; 3],
    /// Work-groups this range runs per dimension.
    pub num_groups: [u32; 3],
}

impl NdRange {
    /// A whole NDRange of `global` work-items in groups of `local` (the last group of a
    /// dimension smaller when `local` does not divide `global`, OpenCL 2.0).
    pub fn new(dims: u32, global: [u32; 3], local: [u32; 3], offset: [u32; 3]) -> NdRange {
        NdRange {
            dims,
            global,
            local,
            offset,
            enqueued: local,
            group_origin: [0; 3],
            num_groups: [0, 1, 2].map(|d| global[d].div_ceil(local[d])),
        }
    }

    /// Number of work-groups per dimension this range runs.
    pub fn groups(&self) -> [u32; 3] {
        self.num_groups
    }

    /// Number of work-groups per dimension of the whole NDRange (`get_num_groups`).
    pub fn total_groups(&self) -> [u32; 3] {
        [0, 1, 2].map(|d| self.global[d].div_ceil(self.enqueued[d]))
    }

    /// Whether some dimension's last work-group is smaller than the enqueued size.
    pub fn is_non_uniform(&self) -> bool {
        (0..3).any(|d| !self.global[d].is_multiple_of(self.enqueued[d]))
    }

    /// The uniform parts of a whole NDRange, as Intel's runtime dispatches a non-uniform
    /// one: per dimension the full groups, then the last smaller group, combined over the
    /// dimensions (x fastest); one part (the range itself) when it is uniform.
    pub fn parts(&self) -> Vec<NdRange> {
        let spans = |d: usize| {
            let (g, l) = (self.global[d], self.enqueued[d]);
            let mut v = Vec::new();
            if g / l > 0 {
                v.push((0, g / l, l));
            }
            if g % l != 0 {
                v.push((g / l, 1, g % l));
            }
            v
        };
        let (xs, ys, zs) = (spans(0), spans(1), spans(2));
        let mut parts = Vec::new();
        for z in &zs {
            for y in &ys {
                for x in &xs {
                    parts.push(NdRange {
                        local: [x.2, y.2, z.2],
                        group_origin: [x.0, y.0, z.0],
                        num_groups: [x.1, y.1, z.1],
                        ..*self
                    });
                }
            }
        }
        parts
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
    /// Stateless private memory: GPU address of slot 0 and bytes per slot (0 if the kernel
    /// has none); it follows the scratch space.
    pub private: (u64, u32),
    /// GPU address of the printf buffer ([`super::printf::BUFFER_BYTES`] bytes), when the
    /// kernel calls printf.
    pub printf: Option<u64>,
}

fn invalid(field: String, msg: impl Into<String>) -> SimError {
    SimError::Launch {
        field,
        msg: msg.into(),
    }
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

/// Where a launch's simulated state lives while it is set up.
pub struct Target<'a> {
    /// Global memory.
    pub memory: &'a mut Memory,
    /// Buffers by binding-table index.
    pub surfaces: &'a mut Surfaces,
    /// Images by binding-table index.
    pub images: &'a mut sampler::Images,
    /// Sampler states by index.
    pub samplers: &'a mut sampler::Samplers,
}

/// The launch being built: cross-thread data, SLM layout, surface-state heap, and the
/// simulated address of every buffer store placed so far.
struct Builder<'k> {
    kernel: &'k Kernel,
    ctd: Vec<u8>,
    slm: u32,
    ssh: Vec<u8>,
    stores: Vec<(*const std::sync::RwLock<Vec<u8>>, u64)>,
}

/// Allocates and initialises every argument, fills the cross-thread data and binding table.
pub fn prepare(
    program: &Program,
    kernel: &Kernel,
    range: NdRange,
    values: &[&ArgValue],
    target: &mut Target,
    scratch_slots: u32,
) -> Result<Prepared, SimError> {
    let ctd_len = (kernel.cross_thread_data_size as usize).div_ceil(32) * 32;
    let mut b = Builder {
        kernel,
        ctd: vec![0u8; ctd_len],
        slm: kernel.inline_slm_size,
        ssh: kernel.surface_state_heap.clone(),
        stores: Vec::new(),
    };
    let mut places = Vec::with_capacity(values.len());
    for (arg, value) in kernel.args.iter().zip(values) {
        places.push(b.place(arg, value, target)?);
    }
    fill_data_parameters(kernel, &range, &mut b.ctd)?;
    let (scratch, private) =
        scratch_space(program, kernel, scratch_slots, &mut b.ctd, target.memory)?;
    let printf = implicit_surfaces(program, kernel, &mut b.ctd, target)?;
    Ok(Prepared {
        range,
        cross_thread: b.ctd,
        slm_bytes: b.slm,
        places,
        scratch,
        private,
        printf,
    })
}

impl Builder<'_> {
    /// Places one argument's value.
    fn place(
        &mut self,
        arg: &KernelArg,
        value: &ArgValue,
        t: &mut Target,
    ) -> Result<ArgPlace, SimError> {
        let name = arg.name();
        let field = || format!("args[{}]", arg.index);
        Ok(match (&arg.kind, value) {
            (ArgKind::GlobalBuffer(b) | ArgKind::ConstantBuffer(b), ArgValue::Buffer(buf)) => {
                self.buffer(b, buf, &name, field(), t)?
            }
            (ArgKind::GlobalBuffer(b) | ArgKind::ConstantBuffer(b), ArgValue::NullBuffer) => {
                if let Some(p) = b.pointer {
                    put(&mut self.ctd, p, &0u64.to_le_bytes(), &name)?;
                }
                ArgPlace::None
            }
            (ArgKind::Value(pieces), ArgValue::Scalar(bytes)) => {
                self.scalar(pieces, bytes, &name)?;
                ArgPlace::None
            }
            (ArgKind::LocalBuffer(l), ArgValue::Local(bytes)) => {
                self.local(l, *bytes, &name, field())?;
                ArgPlace::None
            }
            (ArgKind::Image(img), ArgValue::Image(image)) => {
                let d = image.desc();
                let data = crate::api::objects::read(image.store());
                let spec = super::images::ImageSpec {
                    name: &name,
                    kind: d.kind,
                    depth: d.depth,
                    width: d.width,
                    height: d.height,
                    format: d.format,
                    tiling: d.tiling,
                    data: &data,
                };
                ArgPlace::Image(super::images::place_image(
                    &spec,
                    img,
                    t.memory,
                    t.images,
                    &mut self.ssh,
                    &mut self.ctd,
                )?)
            }
            (ArgKind::Sampler(s), ArgValue::Sampler(state)) => {
                super::images::place_sampler(
                    &name,
                    s,
                    state,
                    self.kernel,
                    t.samplers,
                    &mut self.ctd,
                )?;
                ArgPlace::None
            }
            (ArgKind::Unreferenced, _) => ArgPlace::None,
            (kind, value) => {
                return Err(invalid(
                    field(),
                    format!(
                        "argument {name} is a {} ({}), given {}",
                        kind.name(),
                        arg.type_name().unwrap_or("?"),
                        value.describe()
                    ),
                ))
            }
        })
    }

    /// Writes a by-value argument's pieces into the cross-thread data.
    fn scalar(&mut self, pieces: &[ValuePiece], bytes: &[u8], name: &str) -> Result<(), SimError> {
        for p in pieces {
            let piece = p.slot_bytes(bytes).ok_or_else(|| {
                SimError::Kernel(format!("argument {name}: piece outside the value"))
            })?;
            let slot = CrossThreadSlot {
                offset: p.offset,
                size: p.size,
            };
            put(&mut self.ctd, slot, &piece, name)?;
        }
        Ok(())
    }

    /// Lays out a `local` argument's memory after the SLM placed so far (at its alignment)
    /// and writes its offset.
    fn local(
        &mut self,
        l: &LocalArg,
        bytes: u64,
        name: &str,
        field: String,
    ) -> Result<(), SimError> {
        let align = l.alignment.max(1);
        let offset = self.slm.div_ceil(align) * align;
        let end = u64::from(offset) + bytes;
        if end > 65536 {
            return Err(invalid(
                field,
                format!("local memory of {end} bytes exceeds the 64 KB of SLM per work-group"),
            ));
        }
        self.slm = end as u32;
        put(
            &mut self.ctd,
            l.slot,
            &u64::from(offset).to_le_bytes(),
            name,
        )
    }

    /// Places a buffer: its bytes once per launch (a buffer bound twice, or a sub-buffer of
    /// a bound buffer, shares the allocation), its address, offset and binding-table entry.
    fn buffer(
        &mut self,
        b: &BufferArg,
        buf: &Buffer,
        name: &str,
        field: String,
        t: &mut Target,
    ) -> Result<ArgPlace, SimError> {
        let key = std::sync::Arc::as_ptr(buf.store());
        let (base, size) = match self.stores.iter().find(|(k, _)| *k == key) {
            Some(&(_, base)) => (base, crate::api::objects::read(buf.store()).len() as u64),
            None => {
                let data = crate::api::objects::read(buf.store());
                let size = data.len() as u64;
                let base = t
                    .memory
                    .allocate(size.max(1), BUFFER_ALIGN)
                    .map_err(|e| invalid(field.clone(), e.to_string()))?;
                t.memory
                    .write(base, &data)
                    .map_err(|e| invalid(field, e.to_string()))?;
                self.stores.push((key, base));
                (base, size)
            }
        };
        let at = base + buf.offset() as u64;
        if let Some(p) = b.pointer {
            put(
                &mut self.ctd,
                p,
                &at.to_le_bytes(),
                &format!("argument {name} address"),
            )?;
        }
        if let Some(o) = b.buffer_offset {
            put(
                &mut self.ctd,
                o,
                &0u64.to_le_bytes(),
                &format!("argument {name} offset"),
            )?;
        }
        if let Some(bti) = b.binding_table_index {
            let bti = u8::try_from(bti).map_err(|_| {
                SimError::Kernel(format!("argument {name}: binding table index {bti} > 255"))
            })?;
            t.surfaces.bind_buffer(bti, at, buf.len() as u64);
        }
        Ok(ArgPlace::Buffer { base, size })
    }
}

/// A private memory: the address of slot 0 and the bytes per slot.
type Slots = (u64, u32);

/// The bytes of stateless private memory each of `slots` hardware threads needs (0: the
/// kernel has none); refused when the slot numbers do not fit the bits of `r0.5` IGC's
/// code keeps (9 on Gen9, 10 later).
fn private_bytes(program: &Program, kernel: &Kernel, slots: u32) -> Result<u32, SimError> {
    let Some(p) = kernel
        .private_memory
        .as_ref()
        .filter(|p| p.per_thread_size > 0)
    else {
        return Ok(0);
    };
    // (a kernel without its SIMD width is refused before it runs: the widest then)
    let lanes = if p.is_simt_thread {
        kernel.simd_width().unwrap_or(32)
    } else {
        1
    };
    let bytes = u64::from(p.per_thread_size) * u64::from(lanes);
    let bytes = u32::try_from(bytes).map_err(|_| {
        SimError::Kernel(format!(
            "kernel `{}`: {bytes} bytes of private memory per thread",
            kernel.name
        ))
    })?;
    let gen9 =
        crate::program::generation_of(program).is_none_or(|g| g == crate::config::Generation::Gen9);
    let limit = if gen9 { 512u32 } else { 1024 };
    if slots > limit {
        return Err(SimError::Unsupported(format!(
            "kernel `{}` uses a stateless private-memory surface, whose threads are told \
             apart by {}-bit slot numbers: the machine holds {slots} threads",
            kernel.name,
            limit.trailing_zeros()
        )));
    }
    Ok(bytes)
}

/// Allocates the kernel's scratch space and stateless private memory in one range: `slots`
/// slots of each per-thread size, scratch first. The private memory's address goes into the
/// cross-thread data `ctd`; each thread finds its slot by the slot number the dispatcher
/// puts in `r0.5` ([`eu_model::dispatch::R0Fields::thread_slot`]), as IGC's code for the
/// surface reads it (`r0.5 & 0x1FF` on Gen9, `& 0x3FF` later), times the bytes per thread
/// (per work-item times the SIMD width when the size is per work-item). Returns both
/// (address of slot 0, bytes per slot).
fn scratch_space(
    program: &Program,
    kernel: &Kernel,
    slots: u32,
    ctd: &mut [u8],
    memory: &mut Memory,
) -> Result<(Slots, Slots), SimError> {
    if kernel.per_thread_scratch_size[1] > 0 {
        return Err(SimError::Unsupported(format!(
            "kernel `{}` uses a second scratch space (slot 1)",
            kernel.name
        )));
    }
    let private_per_thread = private_bytes(program, kernel, slots)?;
    let per_thread = kernel.per_thread_scratch_size[0];
    if per_thread == 0 && private_per_thread == 0 {
        return Ok(((0, 0), (0, 0)));
    }
    let scratch_total = u64::from(per_thread) * u64::from(slots);
    let private_at = scratch_total.div_ceil(BUFFER_ALIGN) * BUFFER_ALIGN;
    let total = private_at + u64::from(private_per_thread) * u64::from(slots);
    let base = memory
        .allocate(total.max(1), u64::from(per_thread.max(1024)))
        .map_err(|e| SimError::Kernel(format!("scratch space: {e}")))?;
    if per_thread > 0 && base + scratch_total > 1 << 32 {
        return Err(SimError::Kernel(
            "scratch space does not fit below 4 GB (A32 addressing)".into(),
        ));
    }
    let private = if private_per_thread > 0 {
        let at = base + private_at;
        if let Some(p) = &kernel.private_memory {
            let slot = CrossThreadSlot {
                offset: p.surface.data_param_offset,
                size: p.surface.data_param_size,
            };
            let bytes = at.to_le_bytes();
            let n = (slot.size as usize).min(8);
            put(ctd, slot, &bytes[..n], "private-memory address")?;
        }
        (at, private_per_thread)
    } else {
        (0, 0)
    };
    let scratch = if per_thread > 0 {
        (base, per_thread)
    } else {
        (0, 0)
    };
    Ok((scratch, private))
}

/// Allocates and binds the program-scope buffers the kernel uses implicitly.
fn implicit_surfaces(
    program: &Program,
    kernel: &Kernel,
    ctd: &mut [u8],
    t: &mut Target,
) -> Result<Option<u64>, SimError> {
    let mut printf = None;
    // Built only for a kernel that calls printf: zeroing its megabytes on every launch of
    // every kernel cost more than the rest of a small launch's setup.
    let mut printf_init: Option<Vec<u8>> = None;
    for s in &kernel.implicit_surfaces {
        let index = s.surface.index.unwrap_or(0);
        let data = match s.purpose {
            "program-scope constant data" => program.constant_buffer(index),
            "program-scope global data" => program.global_buffer(index),
            "printf buffer" => {
                Some(&printf_init.get_or_insert_with(super::printf::initial_buffer)[..])
            }
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
        let base = t
            .memory
            .allocate(data.len().max(1) as u64, BUFFER_ALIGN)
            .map_err(|e| SimError::Kernel(format!("{}: {e}", s.purpose)))?;
        t.memory
            .write(base, data)
            .map_err(|e| SimError::Kernel(format!("{}: {e}", s.purpose)))?;
        if s.purpose == "printf buffer" {
            printf = Some(base);
        }
        let slot = CrossThreadSlot {
            offset: s.surface.data_param_offset,
            size: s.surface.data_param_size,
        };
        put(ctd, slot, &base.to_le_bytes(), s.purpose)?;
        if let Some(bti) = kernel
            .binding_table
            .as_ref()
            .and_then(|b| b.index_of_surface(s.surface.surface_state_offset))
        {
            if let Ok(bti) = u8::try_from(bti) {
                t.surfaces.bind_buffer(bti, base, data.len() as u64);
            }
        }
    }
    Ok(printf)
}

impl Prepared {
    /// The launch of part `part` of its NDRange ([`NdRange::parts`]): the same arguments,
    /// the part's sizes in the cross-thread data.
    pub fn for_part(&self, kernel: &Kernel, part: NdRange) -> Result<Prepared, SimError> {
        let mut cross_thread = self.cross_thread.clone();
        fill_data_parameters(kernel, &part, &mut cross_thread)?;
        Ok(Prepared {
            range: part,
            cross_thread,
            slm_bytes: self.slm_bytes,
            places: self.places.clone(),
            scratch: self.scratch,
            private: self.private,
            printf: self.printf,
        })
    }

    /// The range of the per-thread slots of scratch space and private memory, for `threads`
    /// threads at once: (address, bytes), scratch first (see `scratch_space`).
    pub fn per_thread_memory(&self, threads: u32) -> (u64, u64) {
        let (s, s_per) = self.scratch;
        let (p, p_per) = self.private;
        let scratch_end = s + u64::from(s_per) * u64::from(threads);
        let private_end = p + u64::from(p_per) * u64::from(threads);
        match (s_per > 0, p_per > 0) {
            (true, true) => (s, private_end - s),
            (true, false) => (s, scratch_end - s),
            (false, true) => (p, private_end - p),
            (false, false) => (0, 0),
        }
    }
}

/// Writes the NDRange-related data parameters (sizes, offsets, group counts, ...).
fn fill_data_parameters(kernel: &Kernel, r: &NdRange, ctd: &mut [u8]) -> Result<(), SimError> {
    let groups = r.total_groups();
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
            param::LOCAL_WORK_SIZE => per_dim(r.local)?,
            param::ENQUEUED_LOCAL_WORK_SIZE => per_dim(r.enqueued)?,
            param::GLOBAL_WORK_SIZE => per_dim(r.global)?,
            param::NUM_WORK_GROUPS => per_dim(groups)?,
            param::GLOBAL_WORK_OFFSET => per_dim(r.offset)?,
            param::WORK_DIMENSIONS => r.dims,
            param::MAX_WORKGROUP_SIZE => 256,
            // Argument-related kinds are written with their arguments.
            param::KERNEL_ARGUMENT
            | param::SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES
            | param::BUFFER_OFFSET
            | param::BUFFER_STATEFUL
            | param::SAMPLER_ADDRESS_MODE
            | param::SAMPLER_NORMALIZED_COORDS
            | param::SAMPLER_COORDINATE_SNAP_WA_REQUIRED => continue,
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
