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
    };
    let mut seen = std::collections::BTreeMap::new();
    let mut idd_offset: Option<(u32, usize)> = None;
    for t in &tokens {
        let single = |seen: &mut std::collections::BTreeMap<u32, usize>| -> Result<()> {
            if let Some(prev) = seen.insert(t.number, t.offset) {
                return Err(LoadError::malformed(
                    t.offset,
                    format!(
                        "kernel '{}': patch token {} appears twice (first at {prev:#x})",
                        k.name, t.number
                    ),
                ));
            }
            Ok(())
        };
        match &t.data {
            TokenData::ExecutionEnvironment(e) => {
                single(&mut seen)?;
                k.execution_environment = Some(e.clone());
            }
            TokenData::ThreadPayload(p) => {
                single(&mut seen)?;
                k.thread_payload = Some(p.clone());
            }
            TokenData::BindingTableState {
                offset,
                count,
                surface_state_offset,
            } => {
                single(&mut seen)?;
                k.binding_table = Some(decode_binding_table(
                    &k.surface_state_heap,
                    ssh_at,
                    *offset,
                    *count,
                    *surface_state_offset,
                )?);
            }
            TokenData::InterfaceDescriptorData { offset, .. } => {
                single(&mut seen)?;
                idd_offset = Some((*offset, t.offset));
            }
            TokenData::MediaInterfaceDescriptorLoad { .. } => single(&mut seen)?,
            TokenData::SamplerStateArray {
                offset,
                count,
                border_color_offset,
            } => {
                single(&mut seen)?;
                k.sampler_states =
                    decode_sampler_states(&k.dynamic_state_heap, dsh_at, *offset, *count)?;
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
            } => {
                single(&mut seen)?;
                k.per_thread_scratch_size[usize::from(*slot)] = *per_thread_scratch_space;
            }
            TokenData::AllocateLocalSurface {
                total_inline_local_memory_size,
                ..
            } => {
                single(&mut seen)?;
                k.inline_slm_size = *total_inline_local_memory_size;
            }
            TokenData::StatelessPrivateMemory {
                surface,
                per_thread_private_memory_size,
                is_simt_thread,
            } => {
                single(&mut seen)?;
                k.private_memory = Some(PrivateMemory {
                    surface: surface.clone(),
                    per_thread_size: *per_thread_private_memory_size,
                    is_simt_thread: *is_simt_thread != 0,
                });
            }
            TokenData::DataParameterStream {
                data_parameter_stream_size,
            } => {
                single(&mut seen)?;
                k.cross_thread_data_size = *data_parameter_stream_size;
            }
            TokenData::KernelAttributesInfo { attributes } => {
                single(&mut seen)?;
                k.attributes = Some(attributes.clone());
            }
            TokenData::String { index, value } => k.strings.push((*index, value.clone())),
            TokenData::DataParameter(d) => k.data_parameters.push(d.clone()),
            TokenData::StatelessPrintfSurface(s) => k.implicit_surfaces.push(ImplicitSurface {
                purpose: "printf buffer",
                surface: s.clone(),
            }),
            TokenData::StatelessEventPoolSurface(s) => k.implicit_surfaces.push(ImplicitSurface {
                purpose: "event pool",
                surface: s.clone(),
            }),
            TokenData::StatelessGlobalMemorySurfaceWithInit(s) => {
                k.implicit_surfaces.push(ImplicitSurface {
                    purpose: "program-scope global data",
                    surface: s.clone(),
                })
            }
            TokenData::StatelessConstantMemorySurfaceWithInit(s) => {
                k.implicit_surfaces.push(ImplicitSurface {
                    purpose: "program-scope constant data",
                    surface: s.clone(),
                })
            }
            TokenData::StatelessDefaultDeviceQueueSurface(s) => {
                k.implicit_surfaces.push(ImplicitSurface {
                    purpose: "default device queue",
                    surface: s.clone(),
                })
            }
            TokenData::AllocateSyncBuffer(s) => k.implicit_surfaces.push(ImplicitSurface {
                purpose: "sync buffer",
                surface: s.clone(),
            }),
            TokenData::AllocateRtGlobalBuffer(s) => k.implicit_surfaces.push(ImplicitSurface {
                purpose: "ray-tracing global buffer",
                surface: s.clone(),
            }),
            _ => {}
        }
    }
    if let Some((off, _)) = idd_offset {
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
