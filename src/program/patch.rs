//! Patch tokens: splitting a patch list into tokens and decoding each token's fields.
//!
//! Structure layouts from IGC `patch_list.h`, `patch_shared.h` and `patch_g7.h`
//! (tag igc-1.0.12504.6); all fields are packed little-endian. Every token starts with
//! an 8-byte header {Token: u32, Size: u32}, where Size includes the header. At program
//! scope, tokens 41 and 42 are followed by `InlineDataSize` bytes not counted in Size
//! (NEO `patchtokens_decoder.cpp`).

use super::error::{LoadError, Result};
use super::reader::{c_string, usz, Reader};
use super::tokens::patch;

/// Which patch list a token belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// The program header's patch list.
    Program,
    /// A kernel's patch list.
    Kernel,
}

/// One patch token as found in the binary.
#[derive(Clone, Debug, PartialEq)]
pub struct PatchToken {
    /// Token number (`PATCH_TOKEN_*`).
    pub number: u32,
    /// File offset of the token header.
    pub offset: usize,
    /// The `Size` field (header included, program-scope inline data excluded).
    pub size: u32,
    /// All bytes of the token: header, body and any program-scope inline data.
    pub bytes: Vec<u8>,
    /// The decoded fields.
    pub data: TokenData,
}

impl PatchToken {
    /// Bytes after the 8-byte header (inline data included).
    pub fn body(&self) -> &[u8] {
        &self.bytes[8..]
    }

    /// Whether the decoder did not recognise this token.
    pub fn is_unknown(&self) -> bool {
        matches!(self.data, TokenData::Unknown)
    }
}

/// A stateful buffer argument (tokens 11 and 13).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatefulBufferArgToken {
    /// Kernel argument index.
    pub argument: u32,
    /// Surface-state-heap offset of the buffer's surface state.
    pub surface_state_offset: u32,
    /// Location index (0xffffffff when unused).
    pub location_index: u32,
    /// Second location index.
    pub location_index2: u32,
    /// Emulation argument flag.
    pub is_emulation_argument: u32,
}

/// A stateless pointer argument (tokens 30, 31 and 46).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatelessArgToken {
    /// Kernel argument index.
    pub argument: u32,
    /// Surface-state-heap offset of the buffer's surface state (for stateful access).
    pub surface_state_offset: u32,
    /// Cross-thread data offset of the 64-bit (or 32-bit) address.
    pub data_param_offset: u32,
    /// Size of the address in cross-thread data.
    pub data_param_size: u32,
    /// Location index.
    pub location_index: u32,
    /// Second location index.
    pub location_index2: u32,
    /// Emulation argument flag.
    pub is_emulation_argument: u32,
}

/// An image argument (token 12).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageArgToken {
    /// Kernel argument index.
    pub argument: u32,
    /// `IMAGE_MEMORY_OBJECT_TYPE` value.
    pub image_type: u32,
    /// Surface-state-heap offset of the image's surface state.
    pub surface_state_offset: u32,
    /// Location index.
    pub location_index: u32,
    /// Second location index.
    pub location_index2: u32,
    /// Non-zero for write access.
    pub writeable: u32,
    /// Transformable flag.
    pub transformable: u32,
    /// Bindless handle needed.
    pub need_bindless_handle: u32,
    /// Emulation argument flag.
    pub is_emulation_argument: u32,
    /// Binding-table offset field.
    pub bti_offset: u32,
}

/// A sampler argument (token 16).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SamplerArgToken {
    /// Kernel argument index.
    pub argument: u32,
    /// `SAMPLER_OBJECT_TYPE` value.
    pub sampler_type: u32,
    /// Dynamic-state-heap offset of the SAMPLER_STATE.
    pub offset: u32,
    /// Location index.
    pub location_index: u32,
    /// Second location index.
    pub location_index2: u32,
    /// Bindless handle needed.
    pub need_bindless_handle: u32,
    /// Texture mask.
    pub texture_mask: u32,
    /// Emulation argument flag.
    pub is_emulation_argument: u32,
    /// Binding-table offset field.
    pub bti_offset: u32,
}

/// A data-parameter token (17): one value the runtime writes into cross-thread data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataParameter {
    /// `DATA_PARAMETER_*` type.
    pub kind: u32,
    /// Kernel argument index (for argument-related types).
    pub argument: u32,
    /// Offset in cross-thread data.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// Source offset (component byte offset, or alignment for local memory arguments).
    pub source_offset: u32,
    /// Location index.
    pub location_index: u32,
    /// Second location index.
    pub location_index2: u32,
    /// Emulation argument flag.
    pub is_emulation_argument: u32,
}

/// A stateless surface the runtime allocates (printf, event pool, constant/global data, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatelessSurface {
    /// Buffer index, for token kinds that carry one.
    pub index: Option<u32>,
    /// Surface-state-heap offset.
    pub surface_state_offset: u32,
    /// Cross-thread data offset of the address.
    pub data_param_offset: u32,
    /// Size of the address.
    pub data_param_size: u32,
}

/// The thread payload token (22): what the hardware/runtime puts in a thread's GRFs.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[allow(missing_docs)]
pub struct ThreadPayload {
    pub header_present: u32,
    pub local_id_x_present: u32,
    pub local_id_y_present: u32,
    pub local_id_z_present: u32,
    pub local_id_flattened_present: u32,
    pub indirect_payload_storage: u32,
    pub unused_per_thread_constant_present: u32,
    pub get_local_id_present: u32,
    pub get_group_id_present: u32,
    pub get_global_offset_present: u32,
    pub stage_in_grid_origin_present: u32,
    pub stage_in_grid_size_present: u32,
    /// Byte offset into the kernel where execution starts when per-thread data is pushed.
    pub offset_to_skip_per_thread_data_load: u32,
    pub offset_to_skip_set_ffid_gp: u32,
    pub pass_inline_data: u32,
    pub rt_stack_id_present: u32,
    pub generate_local_id: u32,
    pub emit_local_mask: u32,
    pub walk_order: u32,
    pub tile_y: u32,
}

/// The execution environment token (23).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
#[allow(missing_docs)]
pub struct ExecutionEnvironment {
    pub required_work_group_size: [u32; 3],
    pub largest_compiled_simd_size: u32,
    pub compiled_sub_groups_number: u32,
    /// Number of barriers used (0 = none).
    pub has_barriers: u32,
    pub disable_mid_thread_preemption: u32,
    pub compiled_simd8: u32,
    pub compiled_simd16: u32,
    pub compiled_simd32: u32,
    pub has_device_enqueue: u32,
    pub may_access_undeclared_resource: u32,
    pub uses_fences_for_read_write_images: u32,
    pub uses_stateless_spill_fill: u32,
    pub uses_multi_scratch_spaces: u32,
    pub is_coherent: u32,
    pub is_initializer: u32,
    pub is_finalizer: u32,
    pub subgroup_independent_forward_progress_required: u32,
    pub compiled_for_greater_than_4gb_buffers: u32,
    pub num_grf_required: u32,
    pub workgroup_walk_order_dims: u32,
    pub has_global_atomics: u32,
    pub has_dpas: u32,
    pub has_rt_calls: u32,
    pub num_threads_required: u32,
    pub stateless_writes_count: u32,
    pub indirect_stateless_count: u32,
    pub use_bindless_mode: u32,
    pub has_stack_calls: u32,
    pub simd_info: u64,
    pub require_disable_eu_fusion: u32,
}

/// Argument info (token 26): the strings of `clGetKernelArgInfo`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ArgInfo {
    /// Kernel argument index.
    pub argument: u32,
    /// Address qualifier, e.g. `__global`.
    pub address_qualifier: String,
    /// Access qualifier, e.g. `NONE` or `__read_only`.
    pub access_qualifier: String,
    /// Argument name.
    pub name: String,
    /// Type name as IGC writes it, e.g. `uint*;8` (type, then `;` and the size).
    pub type_name: String,
    /// Type qualifiers, e.g. `const` or `NONE`.
    pub type_qualifiers: String,
}

/// A pointer patch in program-scope data (tokens 47 and 48).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointerPatch {
    /// Index of the buffer that holds the pointer.
    pub buffer_index: u32,
    /// Offset of the pointer in that buffer.
    pub pointer_offset: u64,
    /// Type of the buffer pointed to (0 global, 1 constant).
    pub target_buffer_type: u32,
    /// Index of the buffer pointed to.
    pub target_buffer_index: u32,
}

/// The decoded fields of a patch token.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum TokenData {
    StateSip {
        system_kernel_offset: u32,
    },
    SamplerStateArray {
        offset: u32,
        count: u32,
        border_color_offset: u32,
    },
    BindingTableState {
        offset: u32,
        count: u32,
        surface_state_offset: u32,
    },
    AllocateScratchSurface {
        offset: u32,
        per_thread_scratch_space_size: u32,
    },
    AllocateSipSurface {
        offset: u32,
        per_thread_system_thread_surface_size: u32,
        bti: u32,
    },
    GlobalMemoryObjectArg(StatefulBufferArgToken),
    ImageArg(ImageArgToken),
    ConstantMemoryObjectArg(StatefulBufferArgToken),
    AllocateLocalSurface {
        offset: u32,
        total_inline_local_memory_size: u32,
    },
    SamplerArg(SamplerArgToken),
    DataParameter(DataParameter),
    /// Tokens 18 (slot 0) and 55 (slot 1).
    MediaVfeState {
        slot: u8,
        scratch_space_offset: u32,
        per_thread_scratch_space: u32,
    },
    MediaInterfaceDescriptorLoad {
        interface_descriptor_data_offset: u32,
    },
    InterfaceDescriptorData {
        offset: u32,
        sampler_state_offset: u32,
        kernel_offset: u32,
        binding_table_offset: u32,
    },
    ThreadPayload(ThreadPayload),
    ExecutionEnvironment(ExecutionEnvironment),
    AllocatePrivateMemory {
        offset: u32,
        per_thread_private_memory_size: u32,
    },
    DataParameterStream {
        data_parameter_stream_size: u32,
    },
    KernelArgumentInfo(ArgInfo),
    KernelAttributesInfo {
        attributes: String,
    },
    String {
        index: u32,
        value: String,
    },
    AllocatePrintfSurface {
        printf_surface_index: u32,
        offset: u32,
    },
    StatelessGlobalMemoryObjectArg(StatelessArgToken),
    StatelessConstantMemoryObjectArg(StatelessArgToken),
    StatelessPrintfSurface(StatelessSurface),
    ConstantBufferMapping {
        constant_buffer_type: u32,
        constant_buffer_index: u32,
        constant_buffer_id: u32,
    },
    Cb2CrGatherTable {
        number_of_entries: u32,
        offset: u32,
    },
    StatelessEventPoolSurface(StatelessSurface),
    NullSurfaceLocation {
        offset: u32,
    },
    StatelessPrivateMemory {
        surface: StatelessSurface,
        per_thread_private_memory_size: u32,
        is_simt_thread: u32,
    },
    GlobalMemorySurfaceProgramBinaryInfo {
        buffer_type: u32,
        global_buffer_index: u32,
        inline_data: Vec<u8>,
    },
    ConstantMemorySurfaceProgramBinaryInfo {
        constant_buffer_index: u32,
        inline_data: Vec<u8>,
    },
    StatelessGlobalMemorySurfaceWithInit(StatelessSurface),
    StatelessConstantMemorySurfaceWithInit(StatelessSurface),
    StatelessDefaultDeviceQueueSurface(StatelessSurface),
    StatelessDeviceQueueArg(StatelessArgToken),
    GlobalPointerProgramBinaryInfo(PointerPatch),
    ConstantPointerProgramBinaryInfo(PointerPatch),
    GtpinFreeGrfInfo {
        buffer_size: u32,
        data: Vec<u8>,
    },
    GtpinInfo {
        data: Vec<u8>,
    },
    /// Tokens 53 (symbol table), 54 (relocation table) and 57 (host access table).
    Table {
        num_entries: u32,
        data: Vec<u8>,
    },
    AllocateSyncBuffer(StatelessSurface),
    AllocateRtGlobalBuffer(StatelessSurface),
    /// A token this decoder has no layout for; its bytes are kept in [`PatchToken::bytes`].
    Unknown,
}

/// Splits a patch list into tokens and decodes each.
///
/// `list` holds exactly the patch list bytes; `base` is its file offset.
pub fn parse_patch_list(list: &[u8], base: usize, scope: Scope) -> Result<Vec<PatchToken>> {
    let mut r = Reader::new(list, base);
    let mut out = Vec::new();
    while r.remaining() > 0 {
        let offset = r.offset();
        let mut peek = r.clone();
        let number = peek.u32("patch token header (Token)")?;
        let size = peek.u32("patch token header (Size)")?;
        if size < 8 {
            return Err(LoadError::malformed(
                offset,
                format!("patch token {number} has Size {size}, smaller than its 8-byte header"),
            ));
        }
        let inline = match (scope, number) {
            (Scope::Program, patch::ALLOCATE_GLOBAL_MEMORY_SURFACE_PROGRAM_BINARY_INFO) => {
                inline_size(&peek, 8, number, offset)?
            }
            (Scope::Program, patch::ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO) => {
                inline_size(&peek, 4, number, offset)?
            }
            _ => 0,
        };
        let total = usz(size).checked_add(inline).ok_or_else(|| {
            LoadError::malformed(offset, format!("patch token {number} size overflows"))
        })?;
        let what = format!("patch token {number} (Size {size}, inline data {inline})");
        let bytes = r.bytes(total, &what)?;
        let data = decode_token(number, size, bytes, offset, scope)?;
        out.push(PatchToken {
            number,
            offset,
            size,
            bytes: bytes.to_vec(),
            data,
        });
    }
    Ok(out)
}

/// Reads the `InlineDataSize` field found `skip` bytes after the header.
fn inline_size(
    after_header: &Reader<'_>,
    skip: usize,
    number: u32,
    offset: usize,
) -> Result<usize> {
    let mut p = after_header.clone();
    let what = format!("patch token {number} at {offset:#x}: InlineDataSize");
    p.bytes(skip, &what)?;
    Ok(usz(p.u32(&what)?))
}

fn decode_token(
    number: u32,
    size: u32,
    bytes: &[u8],
    offset: usize,
    scope: Scope,
) -> Result<TokenData> {
    let body_len = usz(size) - 8;
    let mut r = Reader::new(&bytes[8..8 + body_len], offset + 8);
    let name = super::tokens::patch_token_name(number).unwrap_or("unknown");
    let what = format!("patch token {number} ({name}) body");
    use TokenData as T;
    let data = match number {
        patch::STATE_SIP => {
            let [a] = r.u32s(&what)?;
            T::StateSip {
                system_kernel_offset: a,
            }
        }
        patch::SAMPLER_STATE_ARRAY => {
            let [offset, count, border_color_offset] = r.u32s(&what)?;
            T::SamplerStateArray {
                offset,
                count,
                border_color_offset,
            }
        }
        patch::BINDING_TABLE_STATE => {
            let [offset, count, surface_state_offset] = r.u32s(&what)?;
            T::BindingTableState {
                offset,
                count,
                surface_state_offset,
            }
        }
        patch::ALLOCATE_SCRATCH_SURFACE => {
            let [offset, per_thread_scratch_space_size] = r.u32s(&what)?;
            T::AllocateScratchSurface {
                offset,
                per_thread_scratch_space_size,
            }
        }
        patch::ALLOCATE_SIP_SURFACE => {
            let [offset, size, bti] = r.u32s(&what)?;
            T::AllocateSipSurface {
                offset,
                per_thread_system_thread_surface_size: size,
                bti,
            }
        }
        patch::GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT => {
            T::GlobalMemoryObjectArg(stateful_arg(&mut r, &what)?)
        }
        patch::CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT => {
            T::ConstantMemoryObjectArg(stateful_arg(&mut r, &what)?)
        }
        patch::IMAGE_MEMORY_OBJECT_KERNEL_ARGUMENT => {
            let f: [u32; 10] = r.u32s(&what)?;
            T::ImageArg(ImageArgToken {
                argument: f[0],
                image_type: f[1],
                surface_state_offset: f[2],
                location_index: f[3],
                location_index2: f[4],
                writeable: f[5],
                transformable: f[6],
                need_bindless_handle: f[7],
                is_emulation_argument: f[8],
                bti_offset: f[9],
            })
        }
        patch::ALLOCATE_LOCAL_SURFACE => {
            let [offset, total] = r.u32s(&what)?;
            T::AllocateLocalSurface {
                offset,
                total_inline_local_memory_size: total,
            }
        }
        patch::SAMPLER_KERNEL_ARGUMENT => {
            let f: [u32; 9] = r.u32s(&what)?;
            T::SamplerArg(SamplerArgToken {
                argument: f[0],
                sampler_type: f[1],
                offset: f[2],
                location_index: f[3],
                location_index2: f[4],
                need_bindless_handle: f[5],
                texture_mask: f[6],
                is_emulation_argument: f[7],
                bti_offset: f[8],
            })
        }
        patch::DATA_PARAMETER_BUFFER => {
            let f: [u32; 8] = r.u32s(&what)?;
            T::DataParameter(DataParameter {
                kind: f[0],
                argument: f[1],
                offset: f[2],
                size: f[3],
                source_offset: f[4],
                location_index: f[5],
                location_index2: f[6],
                is_emulation_argument: f[7],
            })
        }
        patch::MEDIA_VFE_STATE | patch::MEDIA_VFE_STATE_SLOT1 => {
            let [a, b] = r.u32s(&what)?;
            T::MediaVfeState {
                slot: u8::from(number == patch::MEDIA_VFE_STATE_SLOT1),
                scratch_space_offset: a,
                per_thread_scratch_space: b,
            }
        }
        patch::MEDIA_INTERFACE_DESCRIPTOR_LOAD => {
            let [a] = r.u32s(&what)?;
            T::MediaInterfaceDescriptorLoad {
                interface_descriptor_data_offset: a,
            }
        }
        patch::INTERFACE_DESCRIPTOR_DATA => {
            let [offset, sampler_state_offset, kernel_offset, binding_table_offset] =
                r.u32s(&what)?;
            T::InterfaceDescriptorData {
                offset,
                sampler_state_offset,
                kernel_offset,
                binding_table_offset,
            }
        }
        patch::THREAD_PAYLOAD => T::ThreadPayload(thread_payload(&mut r, &what)?),
        patch::EXECUTION_ENVIRONMENT => {
            T::ExecutionEnvironment(execution_environment(&mut r, &what)?)
        }
        patch::ALLOCATE_PRIVATE_MEMORY => {
            let [offset, size] = r.u32s(&what)?;
            T::AllocatePrivateMemory {
                offset,
                per_thread_private_memory_size: size,
            }
        }
        patch::DATA_PARAMETER_STREAM => {
            let [a] = r.u32s(&what)?;
            T::DataParameterStream {
                data_parameter_stream_size: a,
            }
        }
        patch::KERNEL_ARGUMENT_INFO => T::KernelArgumentInfo(arg_info(&mut r, &what)?),
        patch::KERNEL_ATTRIBUTES_INFO => {
            let [len] = r.u32s(&what)?;
            let s = r.bytes(usz(len), &format!("{what}: attribute string"))?;
            T::KernelAttributesInfo {
                attributes: c_string(s),
            }
        }
        patch::STRING => {
            let [index, len] = r.u32s(&what)?;
            let s = r.bytes(usz(len), &format!("{what}: string {index}"))?;
            T::String {
                index,
                value: c_string(s),
            }
        }
        patch::ALLOCATE_PRINTF_SURFACE => {
            let [index, offset] = r.u32s(&what)?;
            T::AllocatePrintfSurface {
                printf_surface_index: index,
                offset,
            }
        }
        patch::STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT => {
            T::StatelessGlobalMemoryObjectArg(stateless_arg(&mut r, &what)?)
        }
        patch::STATELESS_CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT => {
            T::StatelessConstantMemoryObjectArg(stateless_arg(&mut r, &what)?)
        }
        patch::STATELESS_DEVICE_QUEUE_KERNEL_ARGUMENT => {
            T::StatelessDeviceQueueArg(stateless_arg(&mut r, &what)?)
        }
        patch::ALLOCATE_STATELESS_PRINTF_SURFACE => {
            T::StatelessPrintfSurface(surface(&mut r, true, &what)?)
        }
        patch::CB_MAPPING => {
            let [a, b, c] = r.u32s(&what)?;
            T::ConstantBufferMapping {
                constant_buffer_type: a,
                constant_buffer_index: b,
                constant_buffer_id: c,
            }
        }
        patch::CB2CR_GATHER_TABLE => {
            let [a, b] = r.u32s(&what)?;
            T::Cb2CrGatherTable {
                number_of_entries: a,
                offset: b,
            }
        }
        patch::ALLOCATE_STATELESS_EVENT_POOL_SURFACE => {
            T::StatelessEventPoolSurface(surface(&mut r, true, &what)?)
        }
        patch::NULL_SURFACE_LOCATION => {
            let [a] = r.u32s(&what)?;
            T::NullSurfaceLocation { offset: a }
        }
        patch::ALLOCATE_STATELESS_PRIVATE_MEMORY => {
            let surface = surface(&mut r, false, &what)?;
            let [size, simt] = r.u32s(&what)?;
            T::StatelessPrivateMemory {
                surface,
                per_thread_private_memory_size: size,
                is_simt_thread: simt,
            }
        }
        patch::ALLOCATE_GLOBAL_MEMORY_SURFACE_PROGRAM_BINARY_INFO if scope == Scope::Program => {
            let [buffer_type, index, len] = r.u32s(&what)?;
            T::GlobalMemorySurfaceProgramBinaryInfo {
                buffer_type,
                global_buffer_index: index,
                inline_data: bytes[bytes.len() - usz(len)..].to_vec(),
            }
        }
        patch::ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO if scope == Scope::Program => {
            let [index, len] = r.u32s(&what)?;
            T::ConstantMemorySurfaceProgramBinaryInfo {
                constant_buffer_index: index,
                inline_data: bytes[bytes.len() - usz(len)..].to_vec(),
            }
        }
        patch::ALLOCATE_STATELESS_GLOBAL_MEMORY_SURFACE_WITH_INITIALIZATION => {
            T::StatelessGlobalMemorySurfaceWithInit(surface(&mut r, true, &what)?)
        }
        patch::ALLOCATE_STATELESS_CONSTANT_MEMORY_SURFACE_WITH_INITIALIZATION => {
            T::StatelessConstantMemorySurfaceWithInit(surface(&mut r, true, &what)?)
        }
        patch::ALLOCATE_STATELESS_DEFAULT_DEVICE_QUEUE_SURFACE => {
            T::StatelessDefaultDeviceQueueSurface(surface(&mut r, false, &what)?)
        }
        patch::GLOBAL_POINTER_PROGRAM_BINARY_INFO => {
            T::GlobalPointerProgramBinaryInfo(pointer_patch(&mut r, &what)?)
        }
        patch::CONSTANT_POINTER_PROGRAM_BINARY_INFO => {
            T::ConstantPointerProgramBinaryInfo(pointer_patch(&mut r, &what)?)
        }
        patch::GTPIN_FREE_GRF_INFO => {
            let [buffer_size] = r.u32s(&what)?;
            T::GtpinFreeGrfInfo {
                buffer_size,
                data: r.rest().to_vec(),
            }
        }
        patch::GTPIN_INFO => T::GtpinInfo {
            data: r.rest().to_vec(),
        },
        patch::PROGRAM_SYMBOL_TABLE
        | patch::PROGRAM_RELOCATION_TABLE
        | patch::GLOBAL_HOST_ACCESS_TABLE => {
            let [num_entries] = r.u32s(&what)?;
            T::Table {
                num_entries,
                data: r.rest().to_vec(),
            }
        }
        patch::ALLOCATE_SYNC_BUFFER => T::AllocateSyncBuffer(surface(&mut r, false, &what)?),
        patch::ALLOCATE_RT_GLOBAL_BUFFER => {
            T::AllocateRtGlobalBuffer(surface(&mut r, false, &what)?)
        }
        _ => T::Unknown,
    };
    Ok(data)
}

fn stateful_arg(r: &mut Reader<'_>, what: &str) -> Result<StatefulBufferArgToken> {
    let f: [u32; 5] = r.u32s(what)?;
    Ok(StatefulBufferArgToken {
        argument: f[0],
        surface_state_offset: f[1],
        location_index: f[2],
        location_index2: f[3],
        is_emulation_argument: f[4],
    })
}

fn stateless_arg(r: &mut Reader<'_>, what: &str) -> Result<StatelessArgToken> {
    let f: [u32; 7] = r.u32s(what)?;
    Ok(StatelessArgToken {
        argument: f[0],
        surface_state_offset: f[1],
        data_param_offset: f[2],
        data_param_size: f[3],
        location_index: f[4],
        location_index2: f[5],
        is_emulation_argument: f[6],
    })
}

fn surface(r: &mut Reader<'_>, has_index: bool, what: &str) -> Result<StatelessSurface> {
    let index = if has_index { Some(r.u32(what)?) } else { None };
    let [surface_state_offset, data_param_offset, data_param_size] = r.u32s(what)?;
    Ok(StatelessSurface {
        index,
        surface_state_offset,
        data_param_offset,
        data_param_size,
    })
}

fn pointer_patch(r: &mut Reader<'_>, what: &str) -> Result<PointerPatch> {
    let buffer_index = r.u32(what)?;
    let pointer_offset = r.u64(what)?;
    let [target_buffer_type, target_buffer_index] = r.u32s(what)?;
    Ok(PointerPatch {
        buffer_index,
        pointer_offset,
        target_buffer_type,
        target_buffer_index,
    })
}

fn arg_info(r: &mut Reader<'_>, what: &str) -> Result<ArgInfo> {
    let [argument, addr, access, name, ty, qual] = r.u32s(what)?;
    let mut s = |len: u32, field: &str| -> Result<String> {
        Ok(c_string(r.bytes(usz(len), &format!("{what}: {field}"))?))
    };
    Ok(ArgInfo {
        argument,
        address_qualifier: s(addr, "address qualifier")?,
        access_qualifier: s(access, "access qualifier")?,
        name: s(name, "argument name")?,
        type_name: s(ty, "type name")?,
        type_qualifiers: s(qual, "type qualifiers")?,
    })
}

fn thread_payload(r: &mut Reader<'_>, what: &str) -> Result<ThreadPayload> {
    let f: [u32; 20] = r.u32s(what)?;
    Ok(ThreadPayload {
        header_present: f[0],
        local_id_x_present: f[1],
        local_id_y_present: f[2],
        local_id_z_present: f[3],
        local_id_flattened_present: f[4],
        indirect_payload_storage: f[5],
        unused_per_thread_constant_present: f[6],
        get_local_id_present: f[7],
        get_group_id_present: f[8],
        get_global_offset_present: f[9],
        stage_in_grid_origin_present: f[10],
        stage_in_grid_size_present: f[11],
        offset_to_skip_per_thread_data_load: f[12],
        offset_to_skip_set_ffid_gp: f[13],
        pass_inline_data: f[14],
        rt_stack_id_present: f[15],
        generate_local_id: f[16],
        emit_local_mask: f[17],
        walk_order: f[18],
        tile_y: f[19],
    })
}

fn execution_environment(r: &mut Reader<'_>, what: &str) -> Result<ExecutionEnvironment> {
    let f: [u32; 30] = r.u32s(what)?;
    let simd_info = r.u64(what)?;
    let require_disable_eu_fusion = r.u32(what)?;
    Ok(ExecutionEnvironment {
        required_work_group_size: [f[0], f[1], f[2]],
        largest_compiled_simd_size: f[3],
        compiled_sub_groups_number: f[4],
        has_barriers: f[5],
        disable_mid_thread_preemption: f[6],
        compiled_simd8: f[7],
        compiled_simd16: f[8],
        compiled_simd32: f[9],
        has_device_enqueue: f[10],
        may_access_undeclared_resource: f[11],
        uses_fences_for_read_write_images: f[12],
        uses_stateless_spill_fill: f[13],
        uses_multi_scratch_spaces: f[14],
        is_coherent: f[15],
        is_initializer: f[16],
        is_finalizer: f[17],
        subgroup_independent_forward_progress_required: f[18],
        compiled_for_greater_than_4gb_buffers: f[19],
        num_grf_required: f[20],
        workgroup_walk_order_dims: f[21],
        has_global_atomics: f[22],
        has_dpas: f[23],
        has_rt_calls: f[24],
        num_threads_required: f[25],
        stateless_writes_count: f[26],
        indirect_stateless_count: f[27],
        use_bindless_mode: f[28],
        has_stack_calls: f[29],
        simd_info,
        require_disable_eu_fusion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tok(number: u32, body: &[u32]) -> Vec<u8> {
        let mut v = Vec::new();
        v.extend_from_slice(&number.to_le_bytes());
        v.extend_from_slice(&(8 + 4 * body.len() as u32).to_le_bytes());
        for w in body {
            v.extend_from_slice(&w.to_le_bytes());
        }
        v
    }

    #[test]
    fn decodes_binding_table_and_keeps_unknown() {
        let mut list = tok(8, &[0x80, 2, 0]);
        list.extend(tok(1, &[7]));
        let t = parse_patch_list(&list, 0x40, Scope::Kernel).unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(
            t[0].data,
            TokenData::BindingTableState {
                offset: 0x80,
                count: 2,
                surface_state_offset: 0
            }
        );
        assert_eq!(t[1].offset, 0x40 + 20);
        assert!(t[1].is_unknown());
        assert_eq!(t[1].body(), &7u32.to_le_bytes());
    }

    #[test]
    fn short_token_body_is_an_error_with_offset() {
        let list = tok(8, &[0x80, 2]);
        match parse_patch_list(&list, 0x10, Scope::Kernel) {
            Err(LoadError::Truncated { offset, .. }) => assert_eq!(offset, 0x18),
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn size_smaller_than_header_is_rejected() {
        let mut list = tok(8, &[]);
        list[4] = 4;
        assert!(matches!(
            parse_patch_list(&list, 0, Scope::Kernel),
            Err(LoadError::Malformed { offset: 0, .. })
        ));
    }

    #[test]
    fn program_scope_inline_data_follows_the_token() {
        let mut list = tok(42, &[0, 3]);
        list.extend_from_slice(&[9, 8, 7]);
        let t = parse_patch_list(&list, 0, Scope::Program).unwrap();
        assert_eq!(
            t[0].data,
            TokenData::ConstantMemorySurfaceProgramBinaryInfo {
                constant_buffer_index: 0,
                inline_data: vec![9, 8, 7]
            }
        );
        // Without the inline bytes the list is truncated.
        assert!(parse_patch_list(&list[..list.len() - 1], 0, Scope::Program).is_err());
    }
}
