//! Patch-token and data-parameter numbers with their names.
//!
//! Facts from IGC `patch_list.h` (tag igc-1.0.12504.6, interface version 1081).
//! This is the single table used by the decoder and by `eusim info`.

/// Interface version (`CURRENT_ICBE_VERSION`) of the supported patch-token format.
pub const SUPPORTED_VERSION: u32 = 1081;
/// Magic number of a patch-token program ('I','N','T','C' as a little-endian u32).
pub const MAGIC_CL: u32 = 0x494e_5443;

/// Patch-token numbers (`PATCH_TOKEN_*`).
#[allow(missing_docs)]
pub mod patch {
    pub const STATE_SIP: u32 = 2;
    pub const SAMPLER_STATE_ARRAY: u32 = 5;
    pub const BINDING_TABLE_STATE: u32 = 8;
    pub const ALLOCATE_SCRATCH_SURFACE: u32 = 9;
    pub const ALLOCATE_SIP_SURFACE: u32 = 10;
    pub const GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT: u32 = 11;
    pub const IMAGE_MEMORY_OBJECT_KERNEL_ARGUMENT: u32 = 12;
    pub const CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT: u32 = 13;
    pub const ALLOCATE_LOCAL_SURFACE: u32 = 15;
    pub const SAMPLER_KERNEL_ARGUMENT: u32 = 16;
    pub const DATA_PARAMETER_BUFFER: u32 = 17;
    pub const MEDIA_VFE_STATE: u32 = 18;
    pub const MEDIA_INTERFACE_DESCRIPTOR_LOAD: u32 = 19;
    pub const INTERFACE_DESCRIPTOR_DATA: u32 = 21;
    pub const THREAD_PAYLOAD: u32 = 22;
    pub const EXECUTION_ENVIRONMENT: u32 = 23;
    pub const ALLOCATE_PRIVATE_MEMORY: u32 = 24;
    pub const DATA_PARAMETER_STREAM: u32 = 25;
    pub const KERNEL_ARGUMENT_INFO: u32 = 26;
    pub const KERNEL_ATTRIBUTES_INFO: u32 = 27;
    pub const STRING: u32 = 28;
    pub const ALLOCATE_PRINTF_SURFACE: u32 = 29;
    pub const STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT: u32 = 30;
    pub const STATELESS_CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT: u32 = 31;
    pub const ALLOCATE_STATELESS_PRINTF_SURFACE: u32 = 33;
    pub const CB_MAPPING: u32 = 34;
    pub const CB2CR_GATHER_TABLE: u32 = 35;
    pub const ALLOCATE_STATELESS_EVENT_POOL_SURFACE: u32 = 36;
    pub const NULL_SURFACE_LOCATION: u32 = 37;
    pub const ALLOCATE_STATELESS_PRIVATE_MEMORY: u32 = 38;
    pub const ALLOCATE_GLOBAL_MEMORY_SURFACE_PROGRAM_BINARY_INFO: u32 = 41;
    pub const ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO: u32 = 42;
    pub const ALLOCATE_STATELESS_GLOBAL_MEMORY_SURFACE_WITH_INITIALIZATION: u32 = 43;
    pub const ALLOCATE_STATELESS_CONSTANT_MEMORY_SURFACE_WITH_INITIALIZATION: u32 = 44;
    pub const ALLOCATE_STATELESS_DEFAULT_DEVICE_QUEUE_SURFACE: u32 = 45;
    pub const STATELESS_DEVICE_QUEUE_KERNEL_ARGUMENT: u32 = 46;
    pub const GLOBAL_POINTER_PROGRAM_BINARY_INFO: u32 = 47;
    pub const CONSTANT_POINTER_PROGRAM_BINARY_INFO: u32 = 48;
    pub const GTPIN_FREE_GRF_INFO: u32 = 51;
    pub const GTPIN_INFO: u32 = 52;
    pub const PROGRAM_SYMBOL_TABLE: u32 = 53;
    pub const PROGRAM_RELOCATION_TABLE: u32 = 54;
    pub const MEDIA_VFE_STATE_SLOT1: u32 = 55;
    pub const ALLOCATE_SYNC_BUFFER: u32 = 56;
    pub const GLOBAL_HOST_ACCESS_TABLE: u32 = 57;
    pub const ALLOCATE_RT_GLOBAL_BUFFER: u32 = 58;
}

/// Names of all patch tokens of interface version 1081, indexed by number.
const PATCH_TOKEN_NAMES: [&str; 59] = [
    "UNKNOWN",
    "MEDIA_STATE_POINTERS",
    "STATE_SIP",
    "CS_URB_STATE",
    "CONSTANT_BUFFER",
    "SAMPLER_STATE_ARRAY",
    "INTERFACE_DESCRIPTOR",
    "VFE_STATE",
    "BINDING_TABLE_STATE",
    "ALLOCATE_SCRATCH_SURFACE",
    "ALLOCATE_SIP_SURFACE",
    "GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT",
    "IMAGE_MEMORY_OBJECT_KERNEL_ARGUMENT",
    "CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT",
    "ALLOCATE_SURFACE_WITH_INITIALIZATION",
    "ALLOCATE_LOCAL_SURFACE",
    "SAMPLER_KERNEL_ARGUMENT",
    "DATA_PARAMETER_BUFFER",
    "MEDIA_VFE_STATE",
    "MEDIA_INTERFACE_DESCRIPTOR_LOAD",
    "MEDIA_CURBE_LOAD",
    "INTERFACE_DESCRIPTOR_DATA",
    "THREAD_PAYLOAD",
    "EXECUTION_ENVIRONMENT",
    "ALLOCATE_PRIVATE_MEMORY",
    "DATA_PARAMETER_STREAM",
    "KERNEL_ARGUMENT_INFO",
    "KERNEL_ATTRIBUTES_INFO",
    "STRING",
    "ALLOCATE_PRINTF_SURFACE",
    "STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT",
    "STATELESS_CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT",
    "ALLOCATE_STATELESS_SURFACE_WITH_INITIALIZATION",
    "ALLOCATE_STATELESS_PRINTF_SURFACE",
    "CB_MAPPING",
    "CB2CR_GATHER_TABLE",
    "ALLOCATE_STATELESS_EVENT_POOL_SURFACE",
    "NULL_SURFACE_LOCATION",
    "ALLOCATE_STATELESS_PRIVATE_MEMORY",
    "ALLOCATE_CONSTANT_MEMORY_SURFACE_WITH_INITIALIZATION",
    "ALLOCATE_GLOBAL_MEMORY_SURFACE_WITH_INITIALIZATION",
    "ALLOCATE_GLOBAL_MEMORY_SURFACE_PROGRAM_BINARY_INFO",
    "ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO",
    "ALLOCATE_STATELESS_GLOBAL_MEMORY_SURFACE_WITH_INITIALIZATION",
    "ALLOCATE_STATELESS_CONSTANT_MEMORY_SURFACE_WITH_INITIALIZATION",
    "ALLOCATE_STATELESS_DEFAULT_DEVICE_QUEUE_SURFACE",
    "STATELESS_DEVICE_QUEUE_KERNEL_ARGUMENT",
    "GLOBAL_POINTER_PROGRAM_BINARY_INFO",
    "CONSTANT_POINTER_PROGRAM_BINARY_INFO",
    "CONSTRUCTOR_DESTRUCTOR_KERNEL_PROGRAM_BINARY_INFO",
    "INLINE_VME_SAMPLER_INFO",
    "GTPIN_FREE_GRF_INFO",
    "GTPIN_INFO",
    "PROGRAM_SYMBOL_TABLE",
    "PROGRAM_RELOCATION_TABLE",
    "MEDIA_VFE_STATE_SLOT1",
    "ALLOCATE_SYNC_BUFFER",
    "GLOBAL_HOST_ACCESS_TABLE",
    "ALLOCATE_RT_GLOBAL_BUFFER",
];

/// Name of a patch token (`PATCH_TOKEN_` prefix dropped), if the number is defined.
pub fn patch_token_name(number: u32) -> Option<&'static str> {
    PATCH_TOKEN_NAMES.get(number as usize).copied()
}

/// Data-parameter types (`DATA_PARAMETER_*`) carried by patch token 17.
#[allow(missing_docs)]
pub mod param {
    pub const KERNEL_ARGUMENT: u32 = 1;
    pub const LOCAL_WORK_SIZE: u32 = 2;
    pub const GLOBAL_WORK_SIZE: u32 = 3;
    pub const NUM_WORK_GROUPS: u32 = 4;
    pub const WORK_DIMENSIONS: u32 = 5;
    pub const LOCAL_ID: u32 = 6;
    pub const EXECUTION_MASK: u32 = 7;
    pub const SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES: u32 = 8;
    pub const IMAGE_WIDTH: u32 = 9;
    pub const IMAGE_HEIGHT: u32 = 10;
    pub const IMAGE_DEPTH: u32 = 11;
    pub const IMAGE_CHANNEL_DATA_TYPE: u32 = 12;
    pub const IMAGE_CHANNEL_ORDER: u32 = 13;
    pub const SAMPLER_ADDRESS_MODE: u32 = 14;
    pub const SAMPLER_NORMALIZED_COORDS: u32 = 15;
    pub const GLOBAL_WORK_OFFSET: u32 = 16;
    pub const NUM_HARDWARE_THREADS: u32 = 17;
    pub const IMAGE_ARRAY_SIZE: u32 = 18;
    pub const PRINTF_SURFACE_SIZE: u32 = 19;
    pub const IMAGE_NUM_SAMPLES: u32 = 20;
    pub const SAMPLER_COORDINATE_SNAP_WA_REQUIRED: u32 = 21;
    pub const PARENT_EVENT: u32 = 22;
    pub const VME_MB_BLOCK_TYPE: u32 = 23;
    pub const VME_SUBPIXEL_MODE: u32 = 24;
    pub const VME_SAD_ADJUST_MODE: u32 = 25;
    pub const VME_SEARCH_PATH_TYPE: u32 = 26;
    pub const IMAGE_NUM_MIP_LEVELS: u32 = 27;
    pub const ENQUEUED_LOCAL_WORK_SIZE: u32 = 28;
    pub const MAX_WORKGROUP_SIZE: u32 = 29;
    pub const PREFERRED_WORKGROUP_MULTIPLE: u32 = 30;
    pub const LOCAL_MEMORY_STATELESS_WINDOW_START_ADDRESS: u32 = 31;
    pub const LOCAL_MEMORY_STATELESS_WINDOW_SIZE: u32 = 32;
    pub const PRIVATE_MEMORY_STATELESS_SIZE: u32 = 33;
    pub const SIMD_SIZE: u32 = 34;
    pub const OBJECT_ID: u32 = 35;
    pub const VME_IMAGE_TYPE: u32 = 36;
    pub const VME_MB_SKIP_BLOCK_TYPE: u32 = 37;
    pub const CHILD_BLOCK_SIMD_SIZE: u32 = 38;
    pub const IMAGE_SRGB_CHANNEL_ORDER: u32 = 39;
    pub const STAGE_IN_GRID_ORIGIN: u32 = 40;
    pub const STAGE_IN_GRID_SIZE: u32 = 41;
    pub const BUFFER_OFFSET: u32 = 42;
    pub const BUFFER_STATEFUL: u32 = 43;
    pub const FLAT_IMAGE_BASEOFFSET: u32 = 44;
    pub const FLAT_IMAGE_WIDTH: u32 = 45;
    pub const FLAT_IMAGE_HEIGHT: u32 = 46;
    pub const FLAT_IMAGE_PITCH: u32 = 47;
    pub const RT_STACK_ID: u32 = 48;
    pub const IMPL_ARG_BUFFER: u32 = 49;
    pub const LOCAL_ID_BUFFER: u32 = 50;
}

/// Names of all data-parameter types of interface version 1081, indexed by number.
const DATA_PARAMETER_NAMES: [&str; 51] = [
    "TOKEN_UNKNOWN",
    "KERNEL_ARGUMENT",
    "LOCAL_WORK_SIZE",
    "GLOBAL_WORK_SIZE",
    "NUM_WORK_GROUPS",
    "WORK_DIMENSIONS",
    "LOCAL_ID",
    "EXECUTION_MASK",
    "SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES",
    "IMAGE_WIDTH",
    "IMAGE_HEIGHT",
    "IMAGE_DEPTH",
    "IMAGE_CHANNEL_DATA_TYPE",
    "IMAGE_CHANNEL_ORDER",
    "SAMPLER_ADDRESS_MODE",
    "SAMPLER_NORMALIZED_COORDS",
    "GLOBAL_WORK_OFFSET",
    "NUM_HARDWARE_THREADS",
    "IMAGE_ARRAY_SIZE",
    "PRINTF_SURFACE_SIZE",
    "IMAGE_NUM_SAMPLES",
    "SAMPLER_COORDINATE_SNAP_WA_REQUIRED",
    "PARENT_EVENT",
    "VME_MB_BLOCK_TYPE",
    "VME_SUBPIXEL_MODE",
    "VME_SAD_ADJUST_MODE",
    "VME_SEARCH_PATH_TYPE",
    "IMAGE_NUM_MIP_LEVELS",
    "ENQUEUED_LOCAL_WORK_SIZE",
    "MAX_WORKGROUP_SIZE",
    "PREFERRED_WORKGROUP_MULTIPLE",
    "LOCAL_MEMORY_STATELESS_WINDOW_START_ADDRESS",
    "LOCAL_MEMORY_STATELESS_WINDOW_SIZE",
    "PRIVATE_MEMORY_STATELESS_SIZE",
    "SIMD_SIZE",
    "OBJECT_ID",
    "VME_IMAGE_TYPE",
    "VME_MB_SKIP_BLOCK_TYPE",
    "CHILD_BLOCK_SIMD_SIZE",
    "IMAGE_SRGB_CHANNEL_ORDER",
    "STAGE_IN_GRID_ORIGIN",
    "STAGE_IN_GRID_SIZE",
    "BUFFER_OFFSET",
    "BUFFER_STATEFUL",
    "FLAT_IMAGE_BASEOFFSET",
    "FLAT_IMAGE_WIDTH",
    "FLAT_IMAGE_HEIGHT",
    "FLAT_IMAGE_PITCH",
    "RT_STACK_ID",
    "IMPL_ARG_BUFFER",
    "LOCAL_ID_BUFFER",
];

/// Name of a data-parameter type (`DATA_PARAMETER_` prefix dropped), if defined.
pub fn data_parameter_name(kind: u32) -> Option<&'static str> {
    DATA_PARAMETER_NAMES.get(kind as usize).copied()
}

/// Names of `IMAGE_MEMORY_OBJECT_TYPE` values.
const IMAGE_TYPE_NAMES: [&str; 17] = [
    "invalid",
    "buffer",
    "1d",
    "1d_array",
    "2d",
    "2d_array",
    "3d",
    "cube",
    "cube_array",
    "2d_depth",
    "2d_array_depth",
    "2d_msaa",
    "2d_msaa_depth",
    "2d_array_msaa",
    "2d_array_msaa_depth",
    "2d_media",
    "2d_media_block",
];

/// Name of an image memory object type (token 12 `Type`).
pub fn image_type_name(kind: u32) -> Option<&'static str> {
    IMAGE_TYPE_NAMES.get(kind as usize).copied()
}

/// Names of `SAMPLER_OBJECT_TYPE` values.
const SAMPLER_TYPE_NAMES: [&str; 14] = [
    "invalid",
    "texture",
    "sample_8x8",
    "sample_8x8_2dconvolve",
    "sample_8x8_erode",
    "sample_8x8_dilate",
    "sample_8x8_minmaxfilter",
    "vme",
    "sample_8x8_minmax",
    "sample_8x8_centroid",
    "sample_8x8_bool_centroid",
    "sample_8x8_bool_sum",
    "ve",
    "vd",
];

/// Name of a sampler object type (token 16 `Type`).
pub fn sampler_type_name(kind: u32) -> Option<&'static str> {
    SAMPLER_TYPE_NAMES.get(kind as usize).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_match_the_numbered_constants() {
        assert_eq!(
            patch_token_name(patch::BINDING_TABLE_STATE),
            Some("BINDING_TABLE_STATE")
        );
        assert_eq!(
            patch_token_name(patch::ALLOCATE_RT_GLOBAL_BUFFER),
            Some("ALLOCATE_RT_GLOBAL_BUFFER")
        );
        assert_eq!(patch_token_name(59), None);
        assert_eq!(
            data_parameter_name(param::ENQUEUED_LOCAL_WORK_SIZE),
            Some("ENQUEUED_LOCAL_WORK_SIZE")
        );
        assert_eq!(
            data_parameter_name(param::BUFFER_STATEFUL),
            Some("BUFFER_STATEFUL")
        );
        assert_eq!(
            data_parameter_name(param::LOCAL_ID_BUFFER),
            Some("LOCAL_ID_BUFFER")
        );
        assert_eq!(image_type_name(16), Some("2d_media_block"));
        assert_eq!(sampler_type_name(1), Some("texture"));
    }
}
