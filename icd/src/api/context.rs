//! Contexts.

use std::ffi::c_void;
use std::sync::Mutex;

use super::platform::device_list;
use super::{created, handle, info, obj, properties};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::handle::{register, release, retain};
use crate::core::info::{u32b, u64s, usizes};
use crate::core::platform::{platform, Platform};

type ContextNotify = Option<unsafe extern "C" fn(*const i8, *const c_void, usize, *mut c_void)>;

fn check_properties(pairs: &[(u64, u64)]) -> Result<(), cl_int> {
    for &(k, v) in pairs {
        match k as u32 {
            CL_CONTEXT_PLATFORM if obj::<Platform>(v as cl_handle).is_some() => {}
            CL_CONTEXT_PLATFORM => return Err(CL_INVALID_PLATFORM),
            CL_CONTEXT_INTEROP_USER_SYNC => {}
            _ => return Err(CL_INVALID_PROPERTY),
        }
    }
    Ok(())
}

/// `clCreateContext`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateContext(
    props: *const u64,
    num_devices: cl_uint,
    devices: *const cl_handle,
    pfn_notify: ContextNotify,
    user_data: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = (|| {
        if num_devices == 0 || devices.is_null() || (pfn_notify.is_none() && !user_data.is_null()) {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: `props` is NULL or a zero-terminated list (API contract).
        let (pairs, raw) = unsafe { properties(props) };
        check_properties(&pairs)?;
        // SAFETY: `devices` points to `num_devices` handles (API contract).
        let devices = unsafe { device_list(num_devices, devices) }.ok_or(CL_INVALID_DEVICE)?;
        Ok(register(Context {
            devices,
            properties: raw,
            destructors: Mutex::new(Vec::new()),
        }))
    })();
    // SAFETY: errcode_ret is NULL or writable (API contract).
    unsafe { created(r, errcode_ret) }
}

/// `clCreateContextFromType`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateContextFromType(
    props: *const u64,
    device_type: u64,
    pfn_notify: ContextNotify,
    user_data: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = (|| {
        if pfn_notify.is_none() && !user_data.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: `props` is NULL or a zero-terminated list (API contract).
        let (pairs, raw) = unsafe { properties(props) };
        check_properties(&pairs)?;
        let gpu = device_type == CL_DEVICE_TYPE_ALL
            || device_type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_DEFAULT) != 0;
        let devices = platform().devices.clone();
        if !gpu || devices.is_empty() {
            return Err(CL_DEVICE_NOT_FOUND);
        }
        Ok(register(Context {
            devices,
            properties: raw,
            destructors: Mutex::new(Vec::new()),
        }))
    })();
    // SAFETY: errcode_ret is NULL or writable (API contract).
    unsafe { created(r, errcode_ret) }
}

/// `clRetainContext`.
pub extern "C" fn clRetainContext(context: cl_handle) -> cl_int {
    if retain::<Context>(context as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_CONTEXT
    }
}

/// `clReleaseContext`.
pub extern "C" fn clReleaseContext(context: cl_handle) -> cl_int {
    if release::<Context>(context as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_CONTEXT
    }
}

/// `clGetContextInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetContextInfo(
    context: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(c) = obj::<Context>(context) else {
        return CL_INVALID_CONTEXT;
    };
    let bytes = match param_name {
        CL_CONTEXT_REFERENCE_COUNT => Some(u32b(c.ref_count())),
        CL_CONTEXT_NUM_DEVICES => Some(u32b(c.devices.len() as u32)),
        CL_CONTEXT_DEVICES => Some(usizes(
            &c.devices
                .iter()
                .map(|d| handle(d) as usize)
                .collect::<Vec<_>>(),
        )),
        CL_CONTEXT_PROPERTIES => Some(u64s(&c.properties)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `clSetContextDestructorCallback`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clSetContextDestructorCallback(
    context: cl_handle,
    pfn_notify: Option<unsafe extern "C" fn(cl_handle, *mut c_void)>,
    user_data: *mut c_void,
) -> cl_int {
    let Some(c) = obj::<Context>(context) else {
        return CL_INVALID_CONTEXT;
    };
    let Some(f) = pfn_notify else {
        return CL_INVALID_VALUE;
    };
    let (h, ud) = (context as usize, user_data as usize);
    c.destructors
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        // SAFETY: the application registered `f` to be called with this context and
        // `user_data` when the context is destroyed (API contract).
        .push(Box::new(move || unsafe {
            f(h as cl_handle, ud as *mut c_void)
        }));
    CL_SUCCESS
}
