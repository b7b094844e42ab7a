//! The symbols the ICD loader finds by name (`dlsym`): `clIcdGetPlatformIDsKHR`,
//! `clGetExtensionFunctionAddress` and `clGetPlatformInfo` (ocl-icd requires the last to read
//! the platform's ICD suffix). Each forwards to the crate's own function. The dispatch table
//! points at those internal functions, never at these exported names: the loader's
//! `libOpenCL.so` defines the same names and, loaded first, would win the dynamic linker's
//! symbol resolution (ELF interposition), turning a dispatched call into a call back into
//! the loader.

use std::ffi::{c_char, c_void};

use crate::cl::*;

/// # Safety
/// As `clIcdGetPlatformIDsKHR`.
#[export_name = "clIcdGetPlatformIDsKHR"]
pub unsafe extern "C" fn export_icd_get_platform_ids(
    num_entries: cl_uint,
    platforms: *mut cl_handle,
    num_platforms: *mut cl_uint,
) -> cl_int {
    // SAFETY: forwarded contract.
    unsafe { super::clIcdGetPlatformIDsKHR(num_entries, platforms, num_platforms) }
}

/// # Safety
/// As `clGetExtensionFunctionAddress`.
#[export_name = "clGetExtensionFunctionAddress"]
pub unsafe extern "C" fn export_get_extension_function_address(name: *const c_char) -> *mut c_void {
    // SAFETY: forwarded contract.
    unsafe { super::clGetExtensionFunctionAddress(name) }
}

/// # Safety
/// As `clGetExtensionFunctionAddressForPlatform`.
#[export_name = "clGetExtensionFunctionAddressForPlatform"]
pub unsafe extern "C" fn export_get_extension_function_address_for_platform(
    platform: cl_handle,
    name: *const c_char,
) -> *mut c_void {
    // SAFETY: forwarded contract.
    unsafe { super::clGetExtensionFunctionAddressForPlatform(platform, name) }
}

/// # Safety
/// As `clGetPlatformInfo`.
#[export_name = "clGetPlatformInfo"]
pub unsafe extern "C" fn export_get_platform_info(
    platform: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    // SAFETY: forwarded contract.
    unsafe {
        super::clGetPlatformInfo(
            platform,
            param_name,
            param_value_size,
            param_value,
            param_value_size_ret,
        )
    }
}
