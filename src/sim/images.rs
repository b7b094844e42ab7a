//! Image arguments: surfaces laid out (and tiled) in simulated memory, the binding table
//! entries media-block / typed / sampler messages reach, the metadata a kernel reads
//! (`get_image_width`, ...), and the inline sampler states of the dynamic state heap.

use super::SimError;
use crate::launch::{ChannelOrder, ChannelType, ImageFormat, Tiling};
use crate::program::{ImageArg, Kernel, SamplerArg};
use memory_model::Memory;
use sampler::{ImageKind, ImageSurface, Images, Samplers};

/// OpenCL's `cl_channel_order` value (what `get_image_channel_order` returns).
fn cl_channel_order(o: ChannelOrder) -> u32 {
    match o {
        ChannelOrder::R => 0x10B0,
        ChannelOrder::RG => 0x10B2,
        ChannelOrder::RGBA => 0x10B5,
        ChannelOrder::BGRA => 0x10B6,
    }
}

/// OpenCL's `cl_channel_type` value (what `get_image_channel_data_type` returns).
fn cl_channel_type(t: ChannelType) -> u32 {
    match t {
        ChannelType::SnormInt8 => 0x10D0,
        ChannelType::SnormInt16 => 0x10D1,
        ChannelType::UnormInt8 => 0x10D2,
        ChannelType::UnormInt16 => 0x10D3,
        ChannelType::SignedInt8 => 0x10D7,
        ChannelType::SignedInt16 => 0x10D8,
        ChannelType::SignedInt32 => 0x10D9,
        ChannelType::UnsignedInt8 => 0x10DA,
        ChannelType::UnsignedInt16 => 0x10DB,
        ChannelType::UnsignedInt32 => 0x10DC,
        ChannelType::HalfFloat => 0x10DD,
        ChannelType::Float => 0x10DE,
    }
}

/// Image type of a 2D media-block image (`IMAGE_MEMORY_OBJECT_TYPE` 0x10).
const MEDIA_BLOCK_2D: u32 = 0x10;

/// One image argument to lay out.
pub struct ImageSpec<'a> {
    /// Argument name, for errors.
    pub name: &'a str,
    /// Image type.
    pub kind: ImageKind,
    /// Slices: 3D depth or array size (1 otherwise).
    pub depth: u32,
    /// Width in texels.
    pub width: u32,
    /// Height in rows.
    pub height: u32,
    /// Format.
    pub format: ImageFormat,
    /// Tiling.
    pub tiling: Tiling,
    /// Row-major initial contents (`width * texel_bytes` per row, slices one after another).
    pub data: &'a [u8],
}

/// Allocates and uploads one image, writes its RENDER_SURFACE_STATE into `ssh` (the launch's
/// copy of the surface-state heap), binds what that state describes at the image's binding
/// table index, and writes its metadata. Returns the surface as laid out in memory.
pub fn place_image(
    spec: &ImageSpec,
    arg: &ImageArg,
    memory: &mut Memory,
    images: &mut Images,
    ssh: &mut [u8],
    ctd: &mut [u8],
) -> Result<ImageSurface, SimError> {
    let err = |msg: String| SimError::Launch {
        field: format!("image {}", spec.name),
        msg,
    };
    let media = arg.image_type == MEDIA_BLOCK_2D && spec.kind == ImageKind::Image2d;
    if arg.image_type != spec.kind.patch_type() && !media {
        return Err(SimError::Launch {
            field: format!("image {}", spec.name),
            msg: format!(
                "the kernel takes an image of type {} ({}), the argument is an {}",
                arg.image_type,
                arg.image_type_name(),
                spec.kind.type_name()
            ),
        });
    }
    let fmt = spec.format;
    let size = (spec.width, spec.height, spec.depth);
    let probe = (spec.kind)
        .layout(0, size, fmt, spec.tiling)
        .map_err(|e| err(e.to_string()))?;
    let expected = spec.width as usize
        * fmt.texel_bytes() as usize
        * spec.height as usize
        * spec.depth as usize;
    if spec.data.len() != expected {
        return Err(err(format!(
            "init has {} bytes, a {}x{}x{} image of {}-byte texels needs {expected}",
            spec.data.len(),
            spec.width,
            spec.height,
            spec.depth,
            fmt.texel_bytes()
        )));
    }
    let base = memory
        .allocate(probe.size_bytes(), 4096)
        .map_err(|e| err(e.to_string()))?;
    let surface = ImageSurface { base, ..probe }.with_media_block(media);
    sampler::tiling::upload(&surface, memory, spec.data).map_err(|e| err(e.to_string()))?;
    // The surface state goes into the kernel's surface-state heap at the offset the image's
    // patch token names; the binding-table entry pointing there is what messages use, and the
    // image they see is decoded back from those bytes.
    let off = arg.surface_state_offset as usize;
    let heap_len = ssh.len();
    let slot = ssh
        .get_mut(off..off + sampler::SURFACE_STATE_BYTES)
        .ok_or_else(|| {
            SimError::Kernel(format!(
                "image {}: surface state at {off:#x} outside the {heap_len}-byte surface-state heap",
                spec.name
            ))
        })?;
    slot.copy_from_slice(&sampler::state::build(&surface));
    let bound = sampler::state::parse(slot, surface.media_block)
        .map_err(|e| SimError::Kernel(format!("image {}: surface state: {e}", spec.name)))?;
    let bti = arg.binding_table_index.ok_or_else(|| {
        SimError::Kernel(format!("image {} has no binding table index", spec.name))
    })?;
    let bti = u8::try_from(bti)
        .map_err(|_| SimError::Kernel(format!("image {}: binding table index {bti}", spec.name)))?;
    images.bind(bti, bound);

    write_metadata(spec, arg, &surface, ctd)?;
    Ok(surface)
}

/// Writes the image metadata a kernel reads (`get_image_width`, ..., the flat-image fields of
/// media block messages) into the cross-thread data.
fn write_metadata(
    spec: &ImageSpec,
    arg: &ImageArg,
    surface: &ImageSurface,
    ctd: &mut [u8],
) -> Result<(), SimError> {
    let base = surface.base;
    let array = surface.array;
    let m = &arg.metadata;
    let fields: [(Option<crate::program::CrossThreadSlot>, u64); 12] = [
        (m.width, u64::from(spec.width)),
        (m.height, u64::from(spec.height)),
        (
            m.depth,
            if spec.kind == ImageKind::Image3d {
                u64::from(spec.depth)
            } else {
                1
            },
        ),
        (
            m.channel_data_type,
            u64::from(cl_channel_type(spec.format.data_type)),
        ),
        (
            m.channel_order,
            u64::from(cl_channel_order(spec.format.order)),
        ),
        (m.array_size, if array { u64::from(spec.depth) } else { 0 }),
        (m.num_samples, 0),
        (m.num_mip_levels, 0),
        (m.flat_base_offset, base),
        (m.flat_width, u64::from(surface.row_bytes()) - 1),
        (m.flat_height, u64::from(spec.height) - 1),
        (m.flat_pitch, u64::from(surface.pitch) - 1),
    ];
    for (slot, value) in fields {
        if let Some(s) = slot {
            let (o, n) = (s.offset as usize, (s.size as usize).min(8));
            let dst = ctd.get_mut(o..o + n).ok_or_else(|| {
                SimError::Kernel(format!(
                    "image {}: metadata slot {o:#x} outside cross-thread data",
                    spec.name
                ))
            })?;
            dst.copy_from_slice(&value.to_le_bytes()[..n]);
        }
    }
    Ok(())
}

/// The kernel's inline sampler states (from the dynamic state heap); the states of sampler
/// arguments are bound with their values ([`place_sampler`]).
pub fn samplers(kernel: &Kernel) -> Result<Samplers, SimError> {
    let mut out = Samplers::new();
    let is_argument = |o: usize| {
        kernel.args.iter().any(
            |a| matches!(&a.kind, crate::program::ArgKind::Sampler(s) if s.offset as usize == o),
        )
    };
    if let Some(a) = &kernel.sampler_state_array {
        for i in 0..a.count {
            let o = a.offset as usize + i as usize * 16;
            if is_argument(o) {
                continue;
            }
            let bytes = kernel.dynamic_state_heap.get(o..o + 16).ok_or_else(|| {
                SimError::Kernel(format!("sampler state {i} outside the dynamic state heap"))
            })?;
            let state = sampler::sampler_state::parse(bytes)
                .map_err(|e| SimError::Unsupported(format!("sampler state {i}: {e}")))?;
            out.bind(i as u8, state);
        }
    }
    Ok(out)
}

/// `SamplerPatchValues` of Intel's compute runtime (compute-runtime,
/// `level_zero/core/source/sampler/sampler_patch_values.h`): what a kernel reads for a
/// sampler argument's addressing mode and normalized-coordinates flag.
fn sampler_patch_values(s: &sampler::SamplerState) -> (u32, u32) {
    let address = match s.address {
        sampler::AddressMode::ClampToBorder => 0x01,
        sampler::AddressMode::ClampToEdge => 0x02,
        sampler::AddressMode::Repeat => 0x03,
        sampler::AddressMode::MirroredRepeat => 0x04,
    };
    (address, if s.normalized { 0x08 } else { 0 })
}

/// Binds a sampler argument: its state at the sampler index its dynamic-state-heap offset
/// names, and the metadata the kernel reads (addressing mode, normalized coordinates, no
/// coordinate-snap workaround).
pub fn place_sampler(
    name: &str,
    arg: &SamplerArg,
    state: &sampler::SamplerState,
    kernel: &Kernel,
    samplers: &mut Samplers,
    ctd: &mut [u8],
) -> Result<(), SimError> {
    let array = kernel.sampler_state_array.as_ref().ok_or_else(|| {
        SimError::Kernel(format!(
            "sampler {name}: the kernel has no sampler state array"
        ))
    })?;
    let rel = arg.offset.checked_sub(array.offset).unwrap_or(u32::MAX);
    let index = u8::try_from(rel / sampler::sampler_state::SAMPLER_STATE_BYTES as u32)
        .ok()
        .filter(|&i| u32::from(i) < array.count)
        .ok_or_else(|| {
            SimError::Kernel(format!(
                "sampler {name}: state offset {:#x} outside the sampler state array",
                arg.offset
            ))
        })?;
    samplers.bind(index, *state);
    let (address, normalized) = sampler_patch_values(state);
    let fields = [
        (arg.address_mode, address),
        (arg.normalized_coords, normalized),
        (arg.coordinate_snap_wa_required, 0),
    ];
    for (slot, value) in fields {
        if let Some(s) = slot {
            let (o, n) = (s.offset as usize, (s.size as usize).min(4));
            let dst = ctd.get_mut(o..o + n).ok_or_else(|| {
                SimError::Kernel(format!(
                    "sampler {name}: metadata slot {o:#x} outside cross-thread data"
                ))
            })?;
            dst.copy_from_slice(&value.to_le_bytes()[..n]);
        }
    }
    Ok(())
}
