//! A kernel of a patch-token program: header, heaps, tokens and their typed summary.

use super::args::{assemble_args, KernelArg};
use super::checksum::kernel_checksum;
use super::error::{LoadError, Result};
use super::patch::{
    parse_patch_list, DataParameter, ExecutionEnvironment, PatchToken, Scope, StatelessSurface,
    ThreadPayload, TokenData,
};
use super::reader::{c_string, usz, Reader};
use super::state::{
    decode_binding_table, decode_interface_descriptor, decode_sampler_states, BindingTable,
    InterfaceDescriptor, SamplerState,
};

/// The fixed header in front of each kernel (`SKernelBinaryHeaderCommon`, 40 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct KernelHeader {
    pub checksum: u32,
    pub shader_hash_code: u64,
    pub kernel_name_size: u32,
    pub patch_list_size: u32,
    pub kernel_heap_size: u32,
    pub general_state_heap_size: u32,
    pub dynamic_state_heap_size: u32,
    pub surface_state_heap_size: u32,
    /// Bytes of real instructions at the start of the (padded) kernel heap.
    pub kernel_unpadded_size: u32,
}

/// Size of [`KernelHeader`] in the binary.
pub const KERNEL_HEADER_SIZE: usize = 40;

/// Sampler state array (token 5) in the dynamic state heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SamplerStateArray {
    /// Offset of the first SAMPLER_STATE.
    pub offset: u32,
    /// Number of samplers.
    pub count: u32,
    /// Offset of the border colour table.
    pub border_color_offset: u32,
}

/// Stateless private memory (token 38).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateMemory {
    /// Surface and cross-thread slot of the private memory base address.
    pub surface: StatelessSurface,
    /// Private memory per work item (or per hardware thread, see `is_simt_thread`).
    pub per_thread_size: u32,
    /// Whether the size is per SIMT lane (work item) rather than per hardware thread.
    pub is_simt_thread: bool,
}

/// A buffer the runtime allocates implicitly (printf, program-scope data, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImplicitSurface {
    /// What the buffer is for.
    pub purpose: &'static str,
    /// Where its address goes.
    pub surface: StatelessSurface,
}

/// One kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    /// Kernel name.
    pub name: String,
    /// File offset of the kernel header.
    pub offset: usize,
    /// Raw header fields.
    pub header: KernelHeader,
    /// Checksum recomputed over the kernel blob; equals `header.checksum` for intact input.
    pub computed_checksum: u32,
    /// Kernel heap: instructions, padded to `kernel_heap_size`.
    pub kernel_heap: Vec<u8>,
    /// General state heap.
    pub general_state_heap: Vec<u8>,
    /// Dynamic state heap (interface descriptor, sampler states).
    pub dynamic_state_heap: Vec<u8>,
    /// Surface state heap (surface states, binding table).
    pub surface_state_heap: Vec<u8>,
    /// Every patch token in file order, unknown ones included.
    pub tokens: Vec<PatchToken>,
    /// Execution environment (token 23).
    pub execution_environment: Option<ExecutionEnvironment>,
    /// Thread payload layout (token 22).
    pub thread_payload: Option<ThreadPayload>,
    /// Binding table (token 8) with its surface states.
    pub binding_table: Option<BindingTable>,
    /// Interface descriptor template (tokens 19/21 + dynamic state heap).
    pub interface_descriptor: Option<InterfaceDescriptor>,
    /// Sampler state array (token 5).
    pub sampler_state_array: Option<SamplerStateArray>,
    /// The SAMPLER_STATEs of that array, decoded from the dynamic state heap (inline
    /// samplers carry their real configuration here; sampler arguments a template).
    pub sampler_states: Vec<SamplerState>,
    /// Per-thread scratch space of slots 0 and 1 (tokens 18 and 55), in bytes.
    pub per_thread_scratch_size: [u32; 2],
    /// SLM declared inside the kernel (token 15), in bytes.
    pub inline_slm_size: u32,
    /// Stateless private memory (token 38).
    pub private_memory: Option<PrivateMemory>,
    /// Size of cross-thread data (token 25), in bytes.
    pub cross_thread_data_size: u32,
    /// All data parameters (token 17) in file order.
    pub data_parameters: Vec<DataParameter>,
    /// Arguments in index order.
    pub args: Vec<KernelArg>,
    /// Implicitly allocated buffers (printf, program-scope globals/constants, ...).
    pub implicit_surfaces: Vec<ImplicitSurface>,
    /// String table (token 28): index and text, e.g. printf formats.
    pub strings: Vec<(u32, String)>,
    /// Kernel attributes string (token 27), e.g. `intel_reqd_sub_group_size(16)`.
    pub attributes: Option<String>,
}

impl Kernel {
    /// The instructions: the first `KernelUnpaddedSize` bytes of the kernel heap.
    pub fn isa(&self) -> &[u8] {
        &self.kernel_heap[..usz(self.header.kernel_unpadded_size)]
    }

    /// Whether the stored checksum matches the kernel's contents.
    pub fn checksum_ok(&self) -> bool {
        self.computed_checksum == self.header.checksum
    }

    /// SIMD width the kernel was compiled for (`LargestCompiledSIMDSize`).
    pub fn simd_width(&self) -> Option<u32> {
        self.execution_environment
            .as_ref()
            .map(|e| e.largest_compiled_simd_size)
    }

    /// Sub-group size required by `intel_reqd_sub_group_size(N)`, if any.
    pub fn required_sub_group_size(&self) -> Option<u32> {
        let attrs = self.attributes.as_deref()?;
        let key = "intel_reqd_sub_group_size(";
        let start = attrs.find(key)? + key.len();
        let end = attrs[start..].find(')')? + start;
        attrs[start..end].trim().parse().ok()
    }

    /// Required work-group size from `reqd_work_group_size`, if any.
    pub fn required_work_group_size(&self) -> Option<[u32; 3]> {
        let e = self.execution_environment.as_ref()?;
        (e.required_work_group_size != [0, 0, 0]).then_some(e.required_work_group_size)
    }

    /// GRF registers per thread (`NumGRFRequired`; 128 on Gen9).
    pub fn grf_count(&self) -> Option<u32> {
        self.execution_environment
            .as_ref()
            .map(|e| e.num_grf_required)
    }

    /// Whether the kernel asks for the large (256) GRF mode.
    pub fn large_grf(&self) -> bool {
        self.grf_count().is_some_and(|n| n > 128)
    }

    /// Number of barriers the kernel uses (0 = none).
    pub fn barrier_count(&self) -> u32 {
        self.execution_environment
            .as_ref()
            .map_or(0, |e| e.has_barriers)
    }

    /// Data parameters of one `DATA_PARAMETER_*` type, in file order.
    pub fn data_parameters_of(&self, kind: u32) -> impl Iterator<Item = &DataParameter> {
        self.data_parameters.iter().filter(move |d| d.kind == kind)
    }

    /// Tokens the decoder does not know.
    pub fn unknown_tokens(&self) -> impl Iterator<Item = &PatchToken> {
        self.tokens.iter().filter(|t| t.is_unknown())
    }

    /// The argument with the given name (from argument info).
    pub fn arg_by_name(&self, name: &str) -> Option<&KernelArg> {
        self.args
            .iter()
            .find(|a| a.info.as_ref().is_some_and(|i| i.name == name))
    }
}

/// Parses one kernel starting at the reader's position; advances past it.
pub(crate) fn parse_kernel(r: &mut Reader<'_>, index: u32) -> Result<Kernel> {
    let offset = r.offset();
    let header = parse_kernel_header(r, index)?;
    let blob_len = [
        header.kernel_name_size,
        header.kernel_heap_size,
        header.general_state_heap_size,
        header.dynamic_state_heap_size,
        header.surface_state_heap_size,
        header.patch_list_size,
    ]
    .iter()
    .try_fold(0usize, |acc, &n| acc.checked_add(usz(n)))
    .ok_or_else(|| LoadError::malformed(offset, format!("kernel #{index}: sizes overflow")))?;
    let computed_checksum = kernel_checksum(r.clone().bytes(
        blob_len,
        &format!("kernel #{index} (name, heaps and patch list)"),
    )?);
    let name = c_string(r.bytes(
        usz(header.kernel_name_size),
        &format!("kernel #{index} name"),
    )?);
    let heap = |r: &mut Reader<'_>, n: u32, which: &str| -> Result<(usize, Vec<u8>)> {
        let at = r.offset();
        let b = r.bytes(usz(n), &format!("kernel '{name}' {which}"))?;
        Ok((at, b.to_vec()))
    };
    let (_, kernel_heap) = heap(r, header.kernel_heap_size, "kernel heap")?;
    let (_, general_state_heap) = heap(r, header.general_state_heap_size, "general state heap")?;
    let (dsh_at, dynamic_state_heap) =
        heap(r, header.dynamic_state_heap_size, "dynamic state heap")?;
    let (ssh_at, surface_state_heap) =
        heap(r, header.surface_state_heap_size, "surface state heap")?;
    let list_at = r.offset();
    let list = r.bytes(
        usz(header.patch_list_size),
        &format!("kernel '{name}' patch list"),
    )?;
    let tokens = parse_patch_list(list, list_at, Scope::Kernel)?;

    let mut k = Kernel {
        name,
        offset,
        header,
        computed_checksum,
        kernel_heap,
        general_state_heap,
        dynamic_state_heap,
        surface_state_heap,
        ..Kernel::without_tokens()
    };
    let at = HeapOffsets { dsh_at, ssh_at };
    let mut seen = std::collections::BTreeMap::new();
    let mut idd_offset: Option<u32> = None;
    for t in &tokens {
        apply_token(&mut k, t, at, &mut seen, &mut idd_offset)?;
    }
    if let Some(off) = idd_offset {
        k.interface_descriptor = Some(decode_interface_descriptor(
            &k.dynamic_state_heap,
            dsh_at,
            off,
        )?);
    }
    k.args = assemble_args(&tokens, k.binding_table.as_ref()).map_err(|e| match e {
        LoadError::Malformed { reason, .. } => {
            LoadError::malformed(list_at, format!("kernel '{}': {reason}", k.name))
        }
        other => other,
    })?;
    k.tokens = tokens;
    Ok(k)
}

/// Reads and checks the 40-byte kernel header at the reader's position.
fn parse_kernel_header(r: &mut Reader<'_>, index: u32) -> Result<KernelHeader> {
    let offset = r.offset();
    let what = format!("kernel #{index} header");
    let mut h = r.sub(KERNEL_HEADER_SIZE, &what)?;
    let checksum = h.u32(&what)?;
    let shader_hash_code = h.u64(&what)?;
    let f: [u32; 7] = h.u32s(&what)?;
    let header = KernelHeader {
        checksum,
        shader_hash_code,
        kernel_name_size: f[0],
        patch_list_size: f[1],
        kernel_heap_size: f[2],
        general_state_heap_size: f[3],
        dynamic_state_heap_size: f[4],
        surface_state_heap_size: f[5],
        kernel_unpadded_size: f[6],
    };
    if header.kernel_unpadded_size > header.kernel_heap_size {
        return Err(LoadError::malformed(
            offset + 36,
            format!(
                "kernel #{index}: KernelUnpaddedSize {} exceeds KernelHeapSize {}",
                header.kernel_unpadded_size, header.kernel_heap_size
            ),
        ));
    }
    Ok(header)
}

impl Kernel {
    /// A kernel with empty name, header and heaps and no token summary; the
    /// loader fills in the fields.
    fn without_tokens() -> Self {
        Kernel {
            name: String::new(),
            offset: 0,
            header: KernelHeader {
                checksum: 0,
                shader_hash_code: 0,
                kernel_name_size: 0,
                patch_list_size: 0,
                kernel_heap_size: 0,
                general_state_heap_size: 0,
                dynamic_state_heap_size: 0,
                surface_state_heap_size: 0,
                kernel_unpadded_size: 0,
            },
            computed_checksum: 0,
            kernel_heap: Vec::new(),
            general_state_heap: Vec::new(),
            dynamic_state_heap: Vec::new(),
            surface_state_heap: Vec::new(),
            tokens: Vec::new(),
            execution_environment: None,
            thread_payload: None,
            binding_table: None,
            interface_descriptor: None,
            sampler_state_array: None,
            sampler_states: Vec::new(),
            per_thread_scratch_size: [0, 0],
            inline_slm_size: 0,
            private_memory: None,
            cross_thread_data_size: 0,
            data_parameters: Vec::new(),
            args: Vec::new(),
            implicit_surfaces: Vec::new(),
            strings: Vec::new(),
            attributes: None,
        }
    }
}

/// File offsets of the dynamic and surface state heaps, for error messages.
#[derive(Clone, Copy)]
struct HeapOffsets {
    dsh_at: usize,
    ssh_at: usize,
}

/// Whether a kernel may carry at most one token of this kind.
fn is_single_token(data: &TokenData) -> bool {
    matches!(
        data,
        TokenData::ExecutionEnvironment(_)
            | TokenData::ThreadPayload(_)
            | TokenData::BindingTableState { .. }
            | TokenData::InterfaceDescriptorData { .. }
            | TokenData::MediaInterfaceDescriptorLoad { .. }
            | TokenData::SamplerStateArray { .. }
            | TokenData::MediaVfeState { .. }
            | TokenData::AllocateLocalSurface { .. }
            | TokenData::StatelessPrivateMemory { .. }
            | TokenData::DataParameterStream { .. }
            | TokenData::KernelAttributesInfo { .. }
    )
}

/// The implicit buffer a token asks the runtime for, if it is one.
fn implicit_surface(data: &TokenData) -> Option<ImplicitSurface> {
    let (purpose, s) = match data {
        TokenData::StatelessPrintfSurface(s) => ("printf buffer", s),
        TokenData::StatelessEventPoolSurface(s) => ("event pool", s),
        TokenData::StatelessGlobalMemorySurfaceWithInit(s) => ("program-scope global data", s),
        TokenData::StatelessConstantMemorySurfaceWithInit(s) => ("program-scope constant data", s),
        TokenData::StatelessDefaultDeviceQueueSurface(s) => ("default device queue", s),
        TokenData::AllocateSyncBuffer(s) => ("sync buffer", s),
        TokenData::AllocateRtGlobalBuffer(s) => ("ray-tracing global buffer", s),
        _ => return None,
    };
    Some(ImplicitSurface {
        purpose,
        surface: s.clone(),
    })
}

/// Folds one patch token into the kernel's typed summary. `seen` maps each
/// single-instance token number to its first offset; the interface descriptor
/// offset is only recorded here and decoded after all tokens.
fn apply_token(
    k: &mut Kernel,
    t: &PatchToken,
    at: HeapOffsets,
    seen: &mut std::collections::BTreeMap<u32, usize>,
    idd_offset: &mut Option<u32>,
) -> Result<()> {
    if is_single_token(&t.data) {
        if let Some(prev) = seen.insert(t.number, t.offset) {
            return Err(LoadError::malformed(
                t.offset,
                format!(
                    "kernel '{}': patch token {} appears twice (first at {prev:#x})",
                    k.name, t.number
                ),
            ));
        }
    }
    match &t.data {
        TokenData::ExecutionEnvironment(e) => k.execution_environment = Some(e.clone()),
        TokenData::ThreadPayload(p) => k.thread_payload = Some(p.clone()),
        TokenData::BindingTableState {
            offset,
            count,
            surface_state_offset,
        } => {
            k.binding_table = Some(decode_binding_table(
                &k.surface_state_heap,
                at.ssh_at,
                *offset,
                *count,
                *surface_state_offset,
            )?);
        }
        TokenData::InterfaceDescriptorData { offset, .. } => *idd_offset = Some(*offset),
        TokenData::SamplerStateArray {
            offset,
            count,
            border_color_offset,
        } => {
            k.sampler_states =
                decode_sampler_states(&k.dynamic_state_heap, at.dsh_at, *offset, *count)?;
            k.sampler_state_array = Some(SamplerStateArray {
                offset: *offset,
                count: *count,
                border_color_offset: *border_color_offset,
            });
        }
        TokenData::MediaVfeState {
            slot,
            per_thread_scratch_space,
            ..
        } => k.per_thread_scratch_size[usize::from(*slot)] = *per_thread_scratch_space,
        TokenData::AllocateLocalSurface {
            total_inline_local_memory_size,
            ..
        } => k.inline_slm_size = *total_inline_local_memory_size,
        TokenData::StatelessPrivateMemory {
            surface,
            per_thread_private_memory_size,
            is_simt_thread,
        } => {
            k.private_memory = Some(PrivateMemory {
                surface: surface.clone(),
                per_thread_size: *per_thread_private_memory_size,
                is_simt_thread: *is_simt_thread != 0,
            });
        }
        TokenData::DataParameterStream {
            data_parameter_stream_size,
        } => k.cross_thread_data_size = *data_parameter_stream_size,
        TokenData::KernelAttributesInfo { attributes } => {
            k.attributes = Some(attributes.clone());
        }
        TokenData::String { index, value } => k.strings.push((*index, value.clone())),
        TokenData::DataParameter(d) => k.data_parameters.push(d.clone()),
        data => k.implicit_surfaces.extend(implicit_surface(data)),
    }
    Ok(())
}
