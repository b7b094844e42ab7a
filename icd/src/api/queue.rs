//! Command queues, flush and finish.

use std::ffi::c_void;

use super::{created, handle, info, obj, properties};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::event::Event;
use crate::core::handle::{register, release, retain};
use crate::core::info::{u32b, u64b, u64s, usizeb};
use crate::core::platform::Device;
use crate::core::queue::Queue;

fn create_queue(
    context: cl_handle,
    device: cl_handle,
    props: u64,
    list: Vec<u64>,
) -> Result<std::sync::Arc<crate::core::handle::Obj<Queue>>, cl_int> {
    let c = obj::<Context>(context).ok_or(CL_INVALID_CONTEXT)?;
    let d = obj::<Device>(device).ok_or(CL_INVALID_DEVICE)?;
    if !c.devices.iter().any(|x| std::sync::Arc::ptr_eq(x, &d)) {
        return Err(CL_INVALID_DEVICE);
    }
    if props & !(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE) != 0 {
        return Err(
            if props & (CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT) != 0 {
                CL_INVALID_QUEUE_PROPERTIES
            } else {
                CL_INVALID_VALUE
            },
        );
    }
    Ok(register(Queue::new(c, d, props, list)?))
}

/// `clCreateCommandQueue`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateCommandQueue(
    context: cl_handle,
    device: cl_handle,
    props: u64,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // SAFETY: errcode_ret is NULL or writable (API contract).
    unsafe {
        created(
            create_queue(context, device, props, Vec::new()),
            errcode_ret,
        )
    }
}

/// `clCreateCommandQueueWithProperties`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateCommandQueueWithProperties(
    context: cl_handle,
    device: cl_handle,
    props: *const u64,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // SAFETY: `props` is NULL or a zero-terminated list (API contract).
    let (pairs, raw) = unsafe { properties(props) };
    let mut bits = 0;
    let mut r = Ok(());
    for (k, v) in pairs {
        match k as u32 {
            CL_QUEUE_PROPERTIES => bits = v,
            CL_QUEUE_SIZE => r = Err(CL_INVALID_QUEUE_PROPERTIES),
            _ => r = Err(CL_INVALID_VALUE),
        }
    }
    let q = r.and_then(|_| create_queue(context, device, bits, raw));
    // SAFETY: errcode_ret is NULL or writable (API contract).
    unsafe { created(q, errcode_ret) }
}

/// `clRetainCommandQueue`.
pub extern "C" fn clRetainCommandQueue(queue: cl_handle) -> cl_int {
    if retain::<Queue>(queue as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_COMMAND_QUEUE
    }
}

/// `clReleaseCommandQueue`: at the last reference, an implicit flush. It returns at once:
/// the commands still queued run as their events allow (a command may wait for a user event
/// the application sets later), and the queue's worker ends after the last of them.
pub extern "C" fn clReleaseCommandQueue(queue: cl_handle) -> cl_int {
    let Some(q) = obj::<Queue>(queue) else {
        return CL_INVALID_COMMAND_QUEUE;
    };
    if !release::<Queue>(queue as usize) {
        return CL_INVALID_COMMAND_QUEUE;
    }
    if q.ref_count() == 0 {
        q.close();
    }
    CL_SUCCESS
}

/// `clGetCommandQueueInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetCommandQueueInfo(
    queue: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(q) = obj::<Queue>(queue) else {
        return CL_INVALID_COMMAND_QUEUE;
    };
    let bytes = match param_name {
        CL_QUEUE_CONTEXT => Some(usizeb(handle(&q.context) as usize)),
        CL_QUEUE_DEVICE => Some(usizeb(handle(&q.device) as usize)),
        CL_QUEUE_REFERENCE_COUNT => Some(u32b(q.ref_count())),
        CL_QUEUE_PROPERTIES => Some(u64b(q.properties)),
        CL_QUEUE_PROPERTIES_ARRAY => Some(u64s(&q.property_list)),
        CL_QUEUE_SIZE => return CL_INVALID_COMMAND_QUEUE,
        CL_QUEUE_DEVICE_DEFAULT => Some(usizeb(0)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `clSetCommandQueueProperty` (OpenCL 1.0, removed later): properties are fixed at creation.
pub extern "C" fn clSetCommandQueueProperty(
    queue: cl_handle,
    _properties: u64,
    _enable: cl_bool,
    _old: *mut u64,
) -> cl_int {
    if obj::<Queue>(queue).is_none() {
        return CL_INVALID_COMMAND_QUEUE;
    }
    CL_INVALID_OPERATION
}

/// `clFlush`: commands start as soon as they are queued.
pub extern "C" fn clFlush(queue: cl_handle) -> cl_int {
    if obj::<Queue>(queue).is_none() {
        return CL_INVALID_COMMAND_QUEUE;
    }
    CL_SUCCESS
}

/// `clFinish`.
pub extern "C" fn clFinish(queue: cl_handle) -> cl_int {
    let Some(q) = obj::<Queue>(queue) else {
        return CL_INVALID_COMMAND_QUEUE;
    };
    q.finish();
    CL_SUCCESS
}

/// Whether `e` belongs to `c`.
pub fn same_context(e: &Event, c: &std::sync::Arc<crate::core::handle::Obj<Context>>) -> bool {
    std::sync::Arc::ptr_eq(&e.context, c)
}
