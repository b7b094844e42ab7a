//! `clGetDeviceInfo`: what the configured machine reports.
//!
//! Limits that the machine configuration does not describe take the values Intel's Gen9
//! runtime (NEO, <https://github.com/intel/compute-runtime>) reports for Gen9 GPUs: 256
//! work-items per group, sub-groups of 8, 16 and 32, 16384x16384 images, 128 image arguments.

use super::handle::Obj;
use super::info::*;
use super::platform::{platform, Device, CL_VERSION};
use crate::cl::*;

/// Largest work-group (Gen9: 256 work-items).
pub const MAX_WORK_GROUP_SIZE: usize = 256;
/// Shared local memory a work-group can use on the simulator (64 KiB, Gen9's per-group limit).
pub const MAX_GROUP_SLM: u64 = 65536;
/// Sub-group sizes (the SIMD widths kernels compile to).
pub const SUB_GROUP_SIZES: [usize; 3] = [8, 16, 32];
/// Largest buffer allocation the device accepts unless `EUSIM_MAX_ALLOC` says otherwise
/// (global memory is reported as twice that).
pub const DEFAULT_MAX_ALLOC: u64 = 1 << 30;
/// Bytes of a kernel's arguments: what Intel's runtime reports, which it takes from the
/// compiler (`getMaxParameterSizeFromIGC`), and the total IGC accepts ("Total size of kernel
/// arguments exceeds limit! ... limit: 2048").
pub const MAX_PARAMETER_SIZE: usize = 2048;
/// Largest 2D image side.
pub const IMAGE2D_MAX: usize = 16384;
/// Bytes of the widest texel (RGBA of 32-bit channels), by which Intel's runtime divides the
/// largest allocation for `CL_DEVICE_IMAGE_MAX_BUFFER_SIZE` (`Device::initializeCaps`,
/// `shared/source/device/device_caps.cpp` in github.com/intel/compute-runtime).
const MAX_TEXEL_BYTES: u64 = 16;

/// The device extensions every generation has: exactly the ones whose built-ins run on the
/// simulator ([`Device::extensions`] adds the floating-point ones).
pub const EXTENSIONS: &[&str] = &[
    "cl_khr_byte_addressable_store",
    "cl_khr_global_int32_base_atomics",
    "cl_khr_global_int32_extended_atomics",
    "cl_khr_local_int32_base_atomics",
    "cl_khr_local_int32_extended_atomics",
    "cl_khr_int64_base_atomics",
    "cl_khr_int64_extended_atomics",
    "cl_khr_subgroups",
    "cl_intel_subgroups",
    "cl_intel_required_subgroup_size",
    "cl_intel_media_block_io",
    "cl_khr_icd",
];

/// OpenCL C feature macros (OpenCL 3.0) every generation supports ([`Device::c_features`]
/// adds `__opencl_c_fp64` where double precision runs).
const C_FEATURES: &[&str] = &[
    "__opencl_c_images",
    "__opencl_c_subgroups",
    "__opencl_c_int64",
];

/// The floating-point capabilities Intel's runtime reports for half, and for double where the
/// hardware has it (`defaultFpFlags` in intel/compute-runtime's `cl_device_caps.cpp`): every
/// rounding mode, infinities and NaNs, denormals and fused multiply-add.
const FP_FLAGS: u64 = CL_FP_DENORM
    | CL_FP_INF_NAN
    | CL_FP_ROUND_TO_NEAREST
    | CL_FP_ROUND_TO_ZERO
    | CL_FP_ROUND_TO_INF
    | CL_FP_FMA;

impl Device {
    /// The device name, e.g. `eusim gen9-gt2 (24 EUs, 1150 MHz)`.
    pub fn name(&self) -> String {
        format!(
            "eusim {} ({} EUs, {} MHz)",
            self.config.name,
            self.config.topology.eus(),
            self.config.clock_mhz
        )
    }

    /// Hardware threads of the smallest subslice (a work-group runs on one subslice).
    pub fn threads_per_subslice(&self) -> u32 {
        let t = &self.config.topology;
        let eus = (0..t.subslices())
            .map(|s| t.eus_in_subslice(s))
            .min()
            .unwrap_or(0);
        eus * t.resident_threads_per_eu()
    }

    /// The largest work-group of a kernel compiled for `simd` lanes: 256 work-items, or
    /// fewer when a subslice has fewer than 256 / `simd` hardware threads.
    pub fn max_group(&self, simd: u32) -> usize {
        MAX_WORK_GROUP_SIZE.min((simd * self.threads_per_subslice()) as usize)
    }

    /// The largest work-group any kernel can use (its SIMD width at least 8).
    pub fn max_group_any(&self) -> usize {
        self.max_group(SUB_GROUP_SIZES[0] as u32)
    }

    /// `CL_DEVICE_IMAGE_MAX_BUFFER_SIZE`: the texels of widest format the largest allocation
    /// holds, as Intel's runtime reports it, within the 2^27 entries of a buffer surface (the
    /// default 1 GiB gives 2^26; `EUSIM_MAX_ALLOC`'s 1 MiB floor gives the full profile's
    /// minimum, 65536).
    pub fn image_max_buffer(&self) -> usize {
        (self.max_alloc / MAX_TEXEL_BYTES).min(u64::from(sampler::MAX_BUFFER_ENTRIES)) as usize
    }

    /// Whether the device runs `double` (Gen9).
    pub fn has_fp64(&self) -> bool {
        self.config.generation.has_fp64()
    }

    /// The device's extensions: [`EXTENSIONS`], `cl_khr_fp16` (the FPUs run half precision
    /// on every generation here) and `cl_khr_fp64` where double precision runs.
    pub fn extensions(&self) -> Vec<&'static str> {
        let mut v = EXTENSIONS.to_vec();
        v.push("cl_khr_fp16");
        if self.has_fp64() {
            v.push("cl_khr_fp64");
        }
        v
    }

    /// The OpenCL C 3.0 feature macros: [`C_FEATURES`] and `__opencl_c_fp64` with fp64.
    pub fn c_features(&self) -> Vec<&'static str> {
        let mut v = C_FEATURES.to_vec();
        if self.has_fp64() {
            v.push("__opencl_c_fp64");
        }
        v
    }

    /// Shared local memory a work-group may use: the subslice's SLM, at most the 64 KiB a
    /// simulated work-group can address.
    pub fn local_mem(&self) -> u64 {
        u64::from(self.config.slm_bytes_per_subslice).min(MAX_GROUP_SLM)
    }
}

/// The bytes of `param` for `dev`, `None` for an unknown name.
pub fn device_info(dev: &Obj<Device>, param: u32) -> Option<Vec<u8>> {
    if let Some(v) = limits(dev, param) {
        return Some(v);
    }
    if let Some(v) = identity(dev, param) {
        return Some(v);
    }
    capabilities(dev, param)
}

fn limits(dev: &Obj<Device>, param: u32) -> Option<Vec<u8>> {
    let eus = dev.config.topology.eus();
    Some(match param {
        CL_DEVICE_MAX_COMPUTE_UNITS => u32b(eus),
        CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS => u32b(3),
        CL_DEVICE_MAX_WORK_ITEM_SIZES => usizes(&[dev.max_group_any(); 3]),
        CL_DEVICE_MAX_WORK_GROUP_SIZE => usizeb(dev.max_group_any()),
        CL_DEVICE_MAX_CLOCK_FREQUENCY => u32b(dev.config.clock_mhz),
        CL_DEVICE_ADDRESS_BITS => u32b(64),
        CL_DEVICE_MAX_MEM_ALLOC_SIZE => u64b(dev.max_alloc),
        CL_DEVICE_GLOBAL_MEM_SIZE => u64b(2 * dev.max_alloc),
        CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE => u64b(dev.max_alloc),
        CL_DEVICE_MAX_CONSTANT_ARGS => u32b(8),
        CL_DEVICE_LOCAL_MEM_TYPE => u32b(CL_LOCAL),
        CL_DEVICE_LOCAL_MEM_SIZE => u64b(dev.local_mem()),
        CL_DEVICE_GLOBAL_MEM_CACHE_TYPE => u32b(CL_READ_WRITE_CACHE),
        CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE => u32b(dev.config.memory.line_bytes),
        CL_DEVICE_GLOBAL_MEM_CACHE_SIZE => u64b(
            u64::from(dev.config.topology.slices) * u64::from(dev.config.memory.l3_bytes_per_slice),
        ),
        CL_DEVICE_MAX_PARAMETER_SIZE => usizeb(MAX_PARAMETER_SIZE),
        CL_DEVICE_MEM_BASE_ADDR_ALIGN => u32b(1024),
        CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE => u32b(128),
        CL_DEVICE_IMAGE_SUPPORT => boolb(true),
        CL_DEVICE_MAX_READ_IMAGE_ARGS
        | CL_DEVICE_MAX_WRITE_IMAGE_ARGS
        | CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS => u32b(128),
        CL_DEVICE_IMAGE2D_MAX_WIDTH | CL_DEVICE_IMAGE2D_MAX_HEIGHT => usizeb(IMAGE2D_MAX),
        CL_DEVICE_IMAGE3D_MAX_WIDTH | CL_DEVICE_IMAGE3D_MAX_HEIGHT => usizeb(IMAGE2D_MAX),
        CL_DEVICE_IMAGE3D_MAX_DEPTH => usizeb(2048),
        CL_DEVICE_IMAGE_MAX_BUFFER_SIZE => usizeb(dev.image_max_buffer()),
        CL_DEVICE_IMAGE_MAX_ARRAY_SIZE => usizeb(2048),
        CL_DEVICE_IMAGE_PITCH_ALIGNMENT | CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT => u32b(4),
        CL_DEVICE_MAX_SAMPLERS => u32b(16),
        CL_DEVICE_PRINTF_BUFFER_SIZE => usizeb(eusim::sim::PRINTF_BUFFER_BYTES),
        CL_DEVICE_PROFILING_TIMER_RESOLUTION => usizeb(1),
        CL_DEVICE_MAX_NUM_SUB_GROUPS => u32b((dev.max_group_any() / SUB_GROUP_SIZES[0]) as u32),
        CL_DEVICE_SUB_GROUP_SIZES_INTEL => usizes(&SUB_GROUP_SIZES),
        CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE => usizeb(SUB_GROUP_SIZES[1]),
        CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE => usizeb(65536),
        CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE => usizeb(65536),
        _ => return None,
    })
}

fn identity(dev: &Obj<Device>, param: u32) -> Option<Vec<u8>> {
    let extensions = dev.extensions();
    Some(match param {
        CL_DEVICE_TYPE => u64b(CL_DEVICE_TYPE_GPU),
        CL_DEVICE_VENDOR_ID => u32b(0x8086),
        CL_DEVICE_NAME => strb(&dev.name()),
        CL_DEVICE_VENDOR => strb("eusim (simulated Intel Gen9)"),
        CL_DRIVER_VERSION => strb(env!("CARGO_PKG_VERSION")),
        CL_DEVICE_PROFILE => strb("FULL_PROFILE"),
        CL_DEVICE_VERSION => strb(&format!("{CL_VERSION} eusim")),
        CL_DEVICE_NUMERIC_VERSION => u32b(make_version(3, 0, 0)),
        CL_DEVICE_OPENCL_C_VERSION => strb("OpenCL C 1.2 "),
        CL_DEVICE_OPENCL_C_ALL_VERSIONS => {
            let mut v = Vec::new();
            // every -cl-std the compiler accepts (CL_DEVICE_OPENCL_C_VERSION stays 1.2, the
            // latest version whose optional features this device all has)
            for (ma, mi) in [(1, 0), (1, 1), (1, 2), (2, 0), (3, 0)] {
                v.extend(name_versions(&["OpenCL C"], make_version(ma, mi, 0)));
            }
            v
        }
        CL_DEVICE_OPENCL_C_FEATURES => name_versions(&dev.c_features(), make_version(3, 0, 0)),
        CL_DEVICE_EXTENSIONS => strb(&extensions.join(" ")),
        CL_DEVICE_EXTENSIONS_WITH_VERSION => name_versions(&extensions, make_version(1, 0, 0)),
        CL_DEVICE_PLATFORM => usizeb(platform().handle()),
        CL_DEVICE_REFERENCE_COUNT => u32b(1),
        CL_DEVICE_PARENT_DEVICE => usizeb(0),
        CL_DEVICE_BUILT_IN_KERNELS | CL_DEVICE_IL_VERSION => strb(""),
        CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED => strb("v0000-01-01-00"),
        _ => return None,
    })
}

fn capabilities(dev: &Obj<Device>, param: u32) -> Option<Vec<u8>> {
    let fp64 = dev.has_fp64();
    Some(match param {
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR | CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR => u32b(16),
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT | CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT => u32b(8),
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT | CL_DEVICE_NATIVE_VECTOR_WIDTH_INT => u32b(4),
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG
        | CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG
        | CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT
        | CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT => u32b(1),
        // Intel's runtime on Gen9: half as wide as short, double one (none without fp64)
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF | CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF => u32b(8),
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE | CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE => {
            u32b(u32::from(fp64))
        }
        CL_DEVICE_SINGLE_FP_CONFIG | CL_DEVICE_HALF_FP_CONFIG => u64b(FP_FLAGS),
        CL_DEVICE_DOUBLE_FP_CONFIG => u64b(if fp64 { FP_FLAGS } else { 0 }),
        CL_DEVICE_ERROR_CORRECTION_SUPPORT => boolb(false),
        CL_DEVICE_HOST_UNIFIED_MEMORY => boolb(true),
        CL_DEVICE_ENDIAN_LITTLE
        | CL_DEVICE_AVAILABLE
        | CL_DEVICE_COMPILER_AVAILABLE
        | CL_DEVICE_LINKER_AVAILABLE
        | CL_DEVICE_PREFERRED_INTEROP_USER_SYNC
        | CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS
        // programs built with -cl-std=CL2.0 or later may leave the last group smaller
        | CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT => boolb(true),
        CL_DEVICE_EXECUTION_CAPABILITIES => u64b(CL_EXEC_KERNEL),
        CL_DEVICE_QUEUE_PROPERTIES => {
            u64b(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE)
        }
        CL_DEVICE_PARTITION_MAX_SUB_DEVICES
        | CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE
        | CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE
        | CL_DEVICE_MAX_ON_DEVICE_QUEUES
        | CL_DEVICE_MAX_ON_DEVICE_EVENTS
        | CL_DEVICE_MAX_PIPE_ARGS
        | CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS
        | CL_DEVICE_PIPE_MAX_PACKET_SIZE
        | CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT
        | CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT
        | CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT => u32b(0),
        CL_DEVICE_PARTITION_PROPERTIES | CL_DEVICE_PARTITION_TYPE => Vec::new(),
        CL_DEVICE_PARTITION_AFFINITY_DOMAIN
        | CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES
        | CL_DEVICE_SVM_CAPABILITIES
        | CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES => u64b(0),
        CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES | CL_DEVICE_ATOMIC_FENCE_CAPABILITIES => u64b(
            CL_DEVICE_ATOMIC_ORDER_RELAXED
                | CL_DEVICE_ATOMIC_ORDER_ACQ_REL
                | CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP,
        ),
        CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT
        | CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT
        | CL_DEVICE_PIPE_SUPPORT => boolb(false),
        CL_DEVICE_ILS_WITH_VERSION | CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION => Vec::new(),
        _ => return None,
    })
}
