//! Kernel arguments assembled from the argument-related patch tokens.
//!
//! An argument's kind follows from the token that describes it (facts from NEO
//! `patchtokens_decoder.cpp`): tokens 30/31/11/13 are buffers, 12 images, 16 samplers,
//! 46 device queues; data parameters of type 1 are by-value pieces, type 8 marks a
//! `__local` pointer, types 9-13, 18, 20, 27, 44-47 are image metadata, 14/15/21 sampler
//! metadata, 42/43 buffer metadata. Token 26 adds names and qualifiers.

use super::error::{LoadError, Result};
use super::patch::{
    ArgInfo, DataParameter, PatchToken, StatefulBufferArgToken, StatelessArgToken, TokenData,
};
use super::state::BindingTable;
use super::tokens::{image_type_name, param, sampler_type_name};

/// A place in cross-thread data that the runtime fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrossThreadSlot {
    /// Byte offset in cross-thread data.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
}

impl From<&DataParameter> for CrossThreadSlot {
    fn from(p: &DataParameter) -> Self {
        CrossThreadSlot {
            offset: p.offset,
            size: p.size,
        }
    }
}

/// A `__global`/`__constant` buffer (or device queue) argument.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BufferArg {
    /// Whether the kernel may address the buffer statelessly (tokens 30, 31, 46).
    pub stateless: bool,
    /// Where the buffer's address goes in cross-thread data (stateless access).
    pub pointer: Option<CrossThreadSlot>,
    /// Surface state heap offset of the buffer's surface state.
    pub surface_state_offset: Option<u32>,
    /// Binding table index of that surface state.
    pub binding_table_index: Option<u32>,
    /// Where the buffer offset goes (data parameter 42).
    pub buffer_offset: Option<CrossThreadSlot>,
    /// Data parameter 43: all accesses are stateful (through the binding table).
    pub pure_stateful: bool,
}

/// A by-value piece: bytes of the argument starting at `source_offset` go to `offset`.
///
/// `size` is the width of the cross-thread slot, which can exceed the bytes the argument
/// has there (a `char` gets a 4-byte slot): copy `min(size, arg_size - source_offset)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValuePiece {
    /// Offset in cross-thread data.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// Byte offset inside the argument value.
    pub source_offset: u32,
}

impl ValuePiece {
    /// The bytes this piece puts into its cross-thread slot for the argument value
    /// `value`: `value[source_offset..]`, cut or zero-extended to the slot width.
    /// `None` when the piece starts beyond the end of `value`, or is wider than the 4 KiB a
    /// thread payload can hold (a damaged binary).
    pub fn slot_bytes(&self, value: &[u8]) -> Option<Vec<u8>> {
        let start = usize::try_from(self.source_offset).ok()?;
        let width = usize::try_from(self.size).ok().filter(|&w| w <= 128 * 32)?;
        let src = value.get(start..)?;
        let mut out = vec![0u8; width];
        let n = width.min(src.len());
        out[..n].copy_from_slice(&src[..n]);
        Some(out)
    }
}

/// A `__local` pointer argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalArg {
    /// Where the SLM offset of the allocation goes in cross-thread data.
    pub slot: CrossThreadSlot,
    /// Required alignment of the allocation in bytes.
    pub alignment: u32,
}

/// Image metadata slots the runtime fills in cross-thread data.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[allow(missing_docs)]
pub struct ImageMetadata {
    pub width: Option<CrossThreadSlot>,
    pub height: Option<CrossThreadSlot>,
    pub depth: Option<CrossThreadSlot>,
    pub channel_data_type: Option<CrossThreadSlot>,
    pub channel_order: Option<CrossThreadSlot>,
    pub array_size: Option<CrossThreadSlot>,
    pub num_samples: Option<CrossThreadSlot>,
    pub num_mip_levels: Option<CrossThreadSlot>,
    pub flat_base_offset: Option<CrossThreadSlot>,
    pub flat_width: Option<CrossThreadSlot>,
    pub flat_height: Option<CrossThreadSlot>,
    pub flat_pitch: Option<CrossThreadSlot>,
}

/// An image argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageArg {
    /// `IMAGE_MEMORY_OBJECT_TYPE` (4 = 2D, 16 = 2D media block, ...).
    pub image_type: u32,
    /// Surface state heap offset of the image's surface state.
    pub surface_state_offset: u32,
    /// Binding table index of that surface state.
    pub binding_table_index: Option<u32>,
    /// Written by the kernel.
    pub writeable: bool,
    /// Transformable flag.
    pub transformable: bool,
    /// Metadata slots.
    pub metadata: ImageMetadata,
}

impl ImageArg {
    /// Whether the compiler marked the image for media block access
    /// (`IMAGE_MEMORY_OBJECT_2D_MEDIA_BLOCK`).
    pub fn is_media_block(&self) -> bool {
        self.image_type == 16
    }

    /// Name of the image type.
    pub fn image_type_name(&self) -> &'static str {
        image_type_name(self.image_type).unwrap_or("unknown")
    }
}

/// A sampler argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SamplerArg {
    /// `SAMPLER_OBJECT_TYPE` (1 = texture).
    pub sampler_type: u32,
    /// Dynamic state heap offset of the SAMPLER_STATE.
    pub offset: u32,
    /// Address-mode slot (data parameter 14).
    pub address_mode: Option<CrossThreadSlot>,
    /// Normalized-coordinates slot (data parameter 15).
    pub normalized_coords: Option<CrossThreadSlot>,
    /// Coordinate-snap workaround slot (data parameter 21).
    pub coordinate_snap_wa_required: Option<CrossThreadSlot>,
}

impl SamplerArg {
    /// Name of the sampler type.
    pub fn sampler_type_name(&self) -> &'static str {
        sampler_type_name(self.sampler_type).unwrap_or("unknown")
    }
}

/// What an argument is and how it reaches the kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// `__global` pointer.
    GlobalBuffer(BufferArg),
    /// `__constant` pointer.
    ConstantBuffer(BufferArg),
    /// `__local` pointer.
    LocalBuffer(LocalArg),
    /// Scalar, vector or struct passed by value.
    Value(Vec<ValuePiece>),
    /// Image object.
    Image(ImageArg),
    /// Sampler object.
    Sampler(SamplerArg),
    /// Device-side enqueue queue.
    DeviceQueue(BufferArg),
    /// The compiler emitted no payload for the argument (unused by the kernel).
    Unreferenced,
}

impl ArgKind {
    /// Short name of the kind.
    pub fn name(&self) -> &'static str {
        match self {
            ArgKind::GlobalBuffer(_) => "global buffer",
            ArgKind::ConstantBuffer(_) => "constant buffer",
            ArgKind::LocalBuffer(_) => "local buffer",
            ArgKind::Value(_) => "value",
            ArgKind::Image(_) => "image",
            ArgKind::Sampler(_) => "sampler",
            ArgKind::DeviceQueue(_) => "device queue",
            ArgKind::Unreferenced => "unreferenced",
        }
    }
}

/// OpenCL address space of an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddressSpace {
    /// `__global`.
    Global,
    /// `__constant`.
    Constant,
    /// `__local`.
    Local,
    /// `__private` (by-value arguments and samplers).
    Private,
}

impl AddressSpace {
    /// Name of the address space.
    pub fn name(self) -> &'static str {
        match self {
            AddressSpace::Global => "global",
            AddressSpace::Constant => "constant",
            AddressSpace::Local => "local",
            AddressSpace::Private => "private",
        }
    }
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArg {
    /// Argument index.
    pub index: u32,
    /// Kind and payload layout.
    pub kind: ArgKind,
    /// Address space (from the qualifier in argument info, else from the kind).
    pub address_space: AddressSpace,
    /// Names and qualifiers (token 26), when present.
    pub info: Option<ArgInfo>,
}

impl KernelArg {
    /// Argument name, or `argN` when there is no argument info.
    pub fn name(&self) -> String {
        match &self.info {
            Some(i) if !i.name.is_empty() => i.name.clone(),
            _ => format!("arg{}", self.index),
        }
    }

    /// Type name without IGC's `;size` suffix (e.g. `uint*`).
    pub fn type_name(&self) -> Option<&str> {
        self.info
            .as_ref()
            .map(|i| i.type_name.split(';').next().unwrap_or(""))
    }

    /// Size in bytes of the argument as the host passes it: the `;N` suffix of the type
    /// name when present, otherwise derived from the payload.
    pub fn size(&self) -> Option<u32> {
        if let Some(s) = self
            .info
            .as_ref()
            .and_then(|i| i.type_name.rsplit_once(';'))
            .and_then(|(_, n)| n.trim().parse().ok())
        {
            return Some(s);
        }
        match &self.kind {
            ArgKind::Value(p) => p
                .iter()
                .map(|p| p.source_offset.saturating_add(p.size))
                .max(),
            ArgKind::GlobalBuffer(b) | ArgKind::ConstantBuffer(b) | ArgKind::DeviceQueue(b) => {
                b.pointer.map(|s| s.size)
            }
            ArgKind::LocalBuffer(l) => Some(l.slot.size),
            _ => None,
        }
    }
}

/// Per-argument facts collected before the kind is settled.
#[derive(Default)]
struct Partial {
    kind: Option<(ArgKind, &'static str)>,
    values: Vec<ValuePiece>,
    local: Option<LocalArg>,
    buffer_offset: Option<CrossThreadSlot>,
    pure_stateful: bool,
    image_meta: ImageMetadata,
    has_image_meta: bool,
    sampler_meta: [Option<CrossThreadSlot>; 3],
    has_sampler_meta: bool,
    info: Option<ArgInfo>,
}

fn slot_mut(parts: &mut Vec<Partial>, index: u32, offset: usize) -> Result<&mut Partial> {
    // Argument indices come from the file; bound them to keep allocation sane.
    const MAX_ARGS: u32 = 4096;
    if index >= MAX_ARGS {
        return Err(LoadError::malformed(
            offset,
            format!("argument index {index} is implausibly large (limit {MAX_ARGS})"),
        ));
    }
    let i = index as usize;
    if parts.len() <= i {
        parts.resize_with(i + 1, Partial::default);
    }
    Ok(&mut parts[i])
}

fn set_kind(
    p: &mut Partial,
    kind: ArgKind,
    source: &'static str,
    index: u32,
    offset: usize,
) -> Result<()> {
    if let Some((_, prev)) = &p.kind {
        return Err(LoadError::malformed(
            offset,
            format!("argument {index} is described twice: by {prev} and by {source}"),
        ));
    }
    p.kind = Some((kind, source));
    Ok(())
}

/// Builds the argument list from a kernel's tokens.
pub fn assemble_args(tokens: &[PatchToken], bt: Option<&BindingTable>) -> Result<Vec<KernelArg>> {
    let mut parts: Vec<Partial> = Vec::new();
    let bti = |ssh: u32| bt.and_then(|b| b.index_of_surface(ssh));
    for t in tokens {
        let off = t.offset;
        match &t.data {
            TokenData::StatelessGlobalMemoryObjectArg(a)
            | TokenData::StatelessConstantMemoryObjectArg(a)
            | TokenData::StatelessDeviceQueueArg(a) => {
                let (kind, src) = stateless_buffer(&t.data, a, bti(a.surface_state_offset));
                set_kind(
                    slot_mut(&mut parts, a.argument, off)?,
                    kind,
                    src,
                    a.argument,
                    off,
                )?;
            }
            TokenData::GlobalMemoryObjectArg(a) | TokenData::ConstantMemoryObjectArg(a) => {
                let (kind, src) = stateful_buffer(&t.data, a, bti(a.surface_state_offset));
                set_kind(
                    slot_mut(&mut parts, a.argument, off)?,
                    kind,
                    src,
                    a.argument,
                    off,
                )?;
            }
            TokenData::ImageArg(a) => {
                let img = ImageArg {
                    image_type: a.image_type,
                    surface_state_offset: a.surface_state_offset,
                    binding_table_index: bti(a.surface_state_offset),
                    writeable: a.writeable != 0,
                    transformable: a.transformable != 0,
                    metadata: ImageMetadata::default(),
                };
                let p = slot_mut(&mut parts, a.argument, off)?;
                set_kind(p, ArgKind::Image(img), "token 12 (image)", a.argument, off)?;
            }
            TokenData::SamplerArg(a) => {
                let s = SamplerArg {
                    sampler_type: a.sampler_type,
                    offset: a.offset,
                    address_mode: None,
                    normalized_coords: None,
                    coordinate_snap_wa_required: None,
                };
                let p = slot_mut(&mut parts, a.argument, off)?;
                set_kind(
                    p,
                    ArgKind::Sampler(s),
                    "token 16 (sampler)",
                    a.argument,
                    off,
                )?;
            }
            TokenData::KernelArgumentInfo(info) => {
                let p = slot_mut(&mut parts, info.argument, off)?;
                if p.info.is_some() {
                    return Err(LoadError::malformed(
                        off,
                        format!("argument {} has two argument-info tokens", info.argument),
                    ));
                }
                p.info = Some(info.clone());
            }
            TokenData::DataParameter(d) => data_param(&mut parts, d, off)?,
            _ => {}
        }
    }
    parts
        .into_iter()
        .enumerate()
        .map(|(i, p)| finish(i as u32, p))
        .collect()
}

/// The kind and source of a stateless buffer token (30 global, 31 constant, 46 device queue).
fn stateless_buffer(
    data: &TokenData,
    a: &StatelessArgToken,
    bti: Option<u32>,
) -> (ArgKind, &'static str) {
    let b = BufferArg {
        stateless: true,
        pointer: Some(CrossThreadSlot {
            offset: a.data_param_offset,
            size: a.data_param_size,
        }),
        surface_state_offset: Some(a.surface_state_offset),
        binding_table_index: bti,
        ..BufferArg::default()
    };
    match data {
        TokenData::StatelessGlobalMemoryObjectArg(_) => (
            ArgKind::GlobalBuffer(b),
            "token 30 (stateless global buffer)",
        ),
        TokenData::StatelessConstantMemoryObjectArg(_) => (
            ArgKind::ConstantBuffer(b),
            "token 31 (stateless constant buffer)",
        ),
        _ => (ArgKind::DeviceQueue(b), "token 46 (device queue)"),
    }
}

/// The kind and source of a stateful buffer token (11 global, 13 constant).
fn stateful_buffer(
    data: &TokenData,
    a: &StatefulBufferArgToken,
    bti: Option<u32>,
) -> (ArgKind, &'static str) {
    let b = BufferArg {
        surface_state_offset: Some(a.surface_state_offset),
        binding_table_index: bti,
        ..BufferArg::default()
    };
    if matches!(data, TokenData::GlobalMemoryObjectArg(_)) {
        (
            ArgKind::GlobalBuffer(b),
            "token 11 (stateful global buffer)",
        )
    } else {
        (
            ArgKind::ConstantBuffer(b),
            "token 13 (stateful constant buffer)",
        )
    }
}

fn data_param(parts: &mut Vec<Partial>, d: &DataParameter, off: usize) -> Result<()> {
    let slot = Some(CrossThreadSlot::from(d));
    match d.kind {
        param::KERNEL_ARGUMENT => slot_mut(parts, d.argument, off)?.values.push(ValuePiece {
            offset: d.offset,
            size: d.size,
            source_offset: d.source_offset,
        }),
        param::SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES => {
            slot_mut(parts, d.argument, off)?.local = Some(LocalArg {
                slot: CrossThreadSlot::from(d),
                alignment: d.source_offset,
            })
        }
        param::BUFFER_OFFSET => slot_mut(parts, d.argument, off)?.buffer_offset = slot,
        param::BUFFER_STATEFUL => slot_mut(parts, d.argument, off)?.pure_stateful = true,
        param::IMAGE_WIDTH
        | param::IMAGE_HEIGHT
        | param::IMAGE_DEPTH
        | param::IMAGE_CHANNEL_DATA_TYPE
        | param::IMAGE_CHANNEL_ORDER
        | param::IMAGE_ARRAY_SIZE
        | param::IMAGE_NUM_SAMPLES
        | param::IMAGE_NUM_MIP_LEVELS
        | param::FLAT_IMAGE_BASEOFFSET
        | param::FLAT_IMAGE_WIDTH
        | param::FLAT_IMAGE_HEIGHT
        | param::FLAT_IMAGE_PITCH => {
            let p = slot_mut(parts, d.argument, off)?;
            p.has_image_meta = true;
            let m = &mut p.image_meta;
            let field = match d.kind {
                param::IMAGE_WIDTH => &mut m.width,
                param::IMAGE_HEIGHT => &mut m.height,
                param::IMAGE_DEPTH => &mut m.depth,
                param::IMAGE_CHANNEL_DATA_TYPE => &mut m.channel_data_type,
                param::IMAGE_CHANNEL_ORDER => &mut m.channel_order,
                param::IMAGE_ARRAY_SIZE => &mut m.array_size,
                param::IMAGE_NUM_SAMPLES => &mut m.num_samples,
                param::IMAGE_NUM_MIP_LEVELS => &mut m.num_mip_levels,
                param::FLAT_IMAGE_BASEOFFSET => &mut m.flat_base_offset,
                param::FLAT_IMAGE_WIDTH => &mut m.flat_width,
                param::FLAT_IMAGE_HEIGHT => &mut m.flat_height,
                _ => &mut m.flat_pitch,
            };
            *field = slot;
        }
        param::SAMPLER_ADDRESS_MODE
        | param::SAMPLER_NORMALIZED_COORDS
        | param::SAMPLER_COORDINATE_SNAP_WA_REQUIRED => {
            let p = slot_mut(parts, d.argument, off)?;
            p.has_sampler_meta = true;
            let i = match d.kind {
                param::SAMPLER_ADDRESS_MODE => 0,
                param::SAMPLER_NORMALIZED_COORDS => 1,
                _ => 2,
            };
            p.sampler_meta[i] = slot;
        }
        _ => {}
    }
    Ok(())
}

fn finish(index: u32, p: Partial) -> Result<KernelArg> {
    let conflict = |what: &str, kind: &str| {
        LoadError::malformed(
            0,
            format!("argument {index}: {what} given for an argument described as {kind}"),
        )
    };
    let mut kind = match (p.kind, p.local) {
        (Some((k, _)), _) => k,
        (None, Some(local)) => ArgKind::LocalBuffer(local),
        (None, None) if !p.values.is_empty() => ArgKind::Value(Vec::new()),
        (None, None) if p.has_image_meta => {
            return Err(conflict("image metadata", "no image token"))
        }
        (None, None) if p.has_sampler_meta => {
            return Err(conflict("sampler metadata", "no sampler token"))
        }
        (None, None) => ArgKind::Unreferenced,
    };
    match &mut kind {
        ArgKind::GlobalBuffer(b) | ArgKind::ConstantBuffer(b) | ArgKind::DeviceQueue(b) => {
            b.buffer_offset = p.buffer_offset;
            b.pure_stateful = p.pure_stateful;
        }
        ArgKind::Image(img) => img.metadata = p.image_meta.clone(),
        ArgKind::Sampler(s) => {
            s.address_mode = p.sampler_meta[0];
            s.normalized_coords = p.sampler_meta[1];
            s.coordinate_snap_wa_required = p.sampler_meta[2];
        }
        ArgKind::Value(v) => *v = p.values.clone(),
        _ => {}
    }
    let name = kind.name();
    if !p.values.is_empty() && !matches!(kind, ArgKind::Value(_)) {
        return Err(conflict("by-value data", name));
    }
    if p.local.is_some() && !matches!(kind, ArgKind::LocalBuffer(_)) {
        return Err(conflict("local memory size", name));
    }
    if (p.buffer_offset.is_some() || p.pure_stateful)
        && !matches!(
            kind,
            ArgKind::GlobalBuffer(_) | ArgKind::ConstantBuffer(_) | ArgKind::DeviceQueue(_)
        )
    {
        return Err(conflict("buffer metadata", name));
    }
    if p.has_image_meta && !matches!(kind, ArgKind::Image(_)) {
        return Err(conflict("image metadata", name));
    }
    if p.has_sampler_meta && !matches!(kind, ArgKind::Sampler(_)) {
        return Err(conflict("sampler metadata", name));
    }
    let address_space = match p.info.as_ref().map(|i| i.address_qualifier.as_str()) {
        Some("__global") if !matches!(kind, ArgKind::Image(_)) => AddressSpace::Global,
        Some("__constant") => AddressSpace::Constant,
        Some("__local") => AddressSpace::Local,
        Some("__private") => AddressSpace::Private,
        _ => match kind {
            ArgKind::GlobalBuffer(_) | ArgKind::Image(_) | ArgKind::DeviceQueue(_) => {
                AddressSpace::Global
            }
            ArgKind::ConstantBuffer(_) => AddressSpace::Constant,
            ArgKind::LocalBuffer(_) => AddressSpace::Local,
            _ => AddressSpace::Private,
        },
    };
    Ok(KernelArg {
        index,
        kind,
        address_space,
        info: p.info,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_pieces_cut_and_zero_extend() {
        // A char in a 4-byte slot.
        let p = ValuePiece {
            offset: 0x38,
            size: 4,
            source_offset: 0,
        };
        assert_eq!(p.slot_bytes(&[0xab]), Some(vec![0xab, 0, 0, 0]));
        // The second word of a struct.
        let p = ValuePiece {
            offset: 0x3c,
            size: 4,
            source_offset: 4,
        };
        assert_eq!(
            p.slot_bytes(&[1, 2, 3, 4, 5, 6, 7, 8, 9]),
            Some(vec![5, 6, 7, 8])
        );
        assert_eq!(p.slot_bytes(&[1, 2, 3]), None);
    }
}
