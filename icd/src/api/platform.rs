//! Platform and device queries, and the two symbols the ICD loader looks up by name.

use std::ffi::{c_char, c_void};

use super::{c_str, guard, handle, info, obj, put_handle, slice};
use crate::cl::*;
use crate::core::device_info::device_info;
use crate::core::platform::{platform_info, Device, Platform};

/// Fills the platform list (`clGetPlatformIDs`, `clIcdGetPlatformIDsKHR`).
///
/// # Safety
/// `platforms` is NULL or has room for `num_entries` handles; `num_platforms` is NULL or
/// writable.
unsafe fn platform_ids(
    num_entries: cl_uint,
    platforms: *mut cl_handle,
    num_platforms: *mut cl_uint,
) -> cl_int {
    if (num_entries == 0 && !platforms.is_null())
        || (platforms.is_null() && num_platforms.is_null())
    {
        return CL_INVALID_VALUE;
    }
    // SAFETY: forwarded contract (room for at least one entry when non-null).
    unsafe { put_handle(platforms, handle(crate::core::platform::platform())) };
    if !num_platforms.is_null() {
        // SAFETY: non-null and writable by the contract.
        unsafe { *num_platforms = 1 };
    }
    CL_SUCCESS
}

/// The loader's entry point (`cl_khr_icd`).
///
/// # Safety
/// As `clGetPlatformIDs`.
pub unsafe extern "C" fn clIcdGetPlatformIDsKHR(
    num_entries: cl_uint,
    platforms: *mut cl_handle,
    num_platforms: *mut cl_uint,
) -> cl_int {
    // SAFETY: forwarded contract.
    guard(CL_OUT_OF_HOST_MEMORY, || unsafe {
        platform_ids(num_entries, platforms, num_platforms)
    })
}

/// `clGetPlatformIDs`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetPlatformIDs(
    num_entries: cl_uint,
    platforms: *mut cl_handle,
    num_platforms: *mut cl_uint,
) -> cl_int {
    // SAFETY: forwarded contract.
    guard(CL_OUT_OF_HOST_MEMORY, || unsafe {
        platform_ids(num_entries, platforms, num_platforms)
    })
}

fn valid_platform(p: cl_handle) -> bool {
    p.is_null() || obj::<Platform>(p).is_some()
}

/// `clGetPlatformInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetPlatformInfo(
    platform: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    if !valid_platform(platform) {
        return CL_INVALID_PLATFORM;
    }
    // SAFETY: the clGet*Info contract.
    unsafe {
        info(
            platform_info(param_name),
            param_value_size,
            param_value,
            param_value_size_ret,
        )
    }
}

/// `clGetDeviceIDs`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetDeviceIDs(
    platform: cl_handle,
    device_type: u64,
    num_entries: cl_uint,
    devices: *mut cl_handle,
    num_devices: *mut cl_uint,
) -> cl_int {
    if !valid_platform(platform) {
        return CL_INVALID_PLATFORM;
    }
    let known = CL_DEVICE_TYPE_CPU
        | CL_DEVICE_TYPE_GPU
        | CL_DEVICE_TYPE_ACCELERATOR
        | CL_DEVICE_TYPE_CUSTOM
        | CL_DEVICE_TYPE_DEFAULT;
    if device_type != CL_DEVICE_TYPE_ALL && device_type & !known != 0 {
        return CL_INVALID_DEVICE_TYPE;
    }
    if (num_entries == 0 && !devices.is_null()) || (devices.is_null() && num_devices.is_null()) {
        return CL_INVALID_VALUE;
    }
    let wanted = device_type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_DEFAULT) != 0
        || device_type == CL_DEVICE_TYPE_ALL;
    let list = if wanted {
        crate::core::platform::platform().devices.clone()
    } else {
        Vec::new()
    };
    if list.is_empty() {
        return CL_DEVICE_NOT_FOUND;
    }
    for (i, d) in list.iter().take(num_entries as usize).enumerate() {
        if !devices.is_null() {
            // SAFETY: `devices` has room for `num_entries` handles and `i < num_entries`.
            unsafe { *devices.add(i) = handle(d) };
        }
    }
    if !num_devices.is_null() {
        // SAFETY: non-null and writable by the contract.
        unsafe { *num_devices = list.len() as cl_uint };
    }
    CL_SUCCESS
}

/// `clGetDeviceInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetDeviceInfo(
    device: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(dev) = obj::<Device>(device) else {
        return CL_INVALID_DEVICE;
    };
    // SAFETY: the clGet*Info contract.
    unsafe {
        info(
            device_info(&dev, param_name),
            param_value_size,
            param_value,
            param_value_size_ret,
        )
    }
}

/// `clRetainDevice`: root devices are not reference counted.
pub extern "C" fn clRetainDevice(device: cl_handle) -> cl_int {
    if obj::<Device>(device).is_some() {
        CL_SUCCESS
    } else {
        CL_INVALID_DEVICE
    }
}

/// `clReleaseDevice`: root devices are not reference counted.
pub extern "C" fn clReleaseDevice(device: cl_handle) -> cl_int {
    clRetainDevice(device)
}

/// `clUnloadCompiler`: nothing to unload (ocloc runs as a process per build).
pub extern "C" fn clUnloadCompiler() -> cl_int {
    CL_SUCCESS
}

/// `clUnloadPlatformCompiler`.
pub extern "C" fn clUnloadPlatformCompiler(platform: cl_handle) -> cl_int {
    if obj::<Platform>(platform).is_some() {
        CL_SUCCESS
    } else {
        CL_INVALID_PLATFORM
    }
}

/// Extension functions by name: the `KHR` spelling of the sub-group query and the ICD entry.
fn extension_function(name: &str) -> *mut c_void {
    match name {
        "clIcdGetPlatformIDsKHR" => clIcdGetPlatformIDsKHR as *mut c_void,
        "clGetKernelSubGroupInfoKHR" => super::clGetKernelSubGroupInfoKHR as *mut c_void,
        _ => std::ptr::null_mut(),
    }
}

/// `clGetExtensionFunctionAddress`.
///
/// # Safety
/// `func_name` is NULL or a NUL-terminated string.
pub unsafe extern "C" fn clGetExtensionFunctionAddress(func_name: *const c_char) -> *mut c_void {
    // SAFETY: forwarded contract.
    match unsafe { c_str(func_name) } {
        Some(n) => extension_function(&n),
        None => std::ptr::null_mut(),
    }
}

/// `clGetExtensionFunctionAddressForPlatform`.
///
/// # Safety
/// `func_name` is NULL or a NUL-terminated string.
pub unsafe extern "C" fn clGetExtensionFunctionAddressForPlatform(
    platform: cl_handle,
    func_name: *const c_char,
) -> *mut c_void {
    if obj::<Platform>(platform).is_none() {
        return std::ptr::null_mut();
    }
    // SAFETY: forwarded contract.
    unsafe { clGetExtensionFunctionAddress(func_name) }
}

/// The devices of a list, all of the platform's; `None` when the list is invalid.
///
/// # Safety
/// `devices` is NULL or points to `n` handles.
pub unsafe fn device_list(
    n: cl_uint,
    devices: *const cl_handle,
) -> Option<Vec<std::sync::Arc<crate::core::handle::Obj<Device>>>> {
    // SAFETY: forwarded contract.
    let list = unsafe { slice(devices, n as usize) }?;
    list.iter().map(|&d| obj::<Device>(d)).collect()
}
