//! Events: waiting, status, profiling, callbacks and user events.

use std::ffi::c_void;

use super::{created, handle, info, obj, slice};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::event::Event;
use crate::core::handle::{register, release, retain};
use crate::core::info::{i32b, u32b, u64b, usizeb};

/// `clWaitForEvents`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clWaitForEvents(n: cl_uint, list: *const cl_handle) -> cl_int {
    if n == 0 || list.is_null() {
        return CL_INVALID_VALUE;
    }
    // SAFETY: `list` points to `n` handles (API contract).
    let Some(hs) = (unsafe { slice(list, n as usize) }) else {
        return CL_INVALID_VALUE;
    };
    let Some(events) = hs
        .iter()
        .map(|&h| obj::<Event>(h))
        .collect::<Option<Vec<_>>>()
    else {
        return CL_INVALID_EVENT;
    };
    if events
        .iter()
        .any(|e| !std::sync::Arc::ptr_eq(&e.context, &events[0].context))
    {
        return CL_INVALID_CONTEXT;
    }
    let mut r = CL_SUCCESS;
    for e in events {
        if e.wait() < 0 {
            r = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
        }
    }
    r
}

/// `clGetEventInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetEventInfo(
    event: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(e) = obj::<Event>(event) else {
        return CL_INVALID_EVENT;
    };
    let bytes = match param_name {
        CL_EVENT_COMMAND_QUEUE => Some(usizeb(e.queue.as_ref().map_or(0, |q| handle(q) as usize))),
        CL_EVENT_CONTEXT => Some(usizeb(handle(&e.context) as usize)),
        CL_EVENT_COMMAND_TYPE => Some(u32b(e.command_type)),
        CL_EVENT_COMMAND_EXECUTION_STATUS => Some(i32b(e.status())),
        CL_EVENT_REFERENCE_COUNT => Some(u32b(e.ref_count())),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `clRetainEvent`.
pub extern "C" fn clRetainEvent(event: cl_handle) -> cl_int {
    if retain::<Event>(event as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_EVENT
    }
}

/// `clReleaseEvent`.
pub extern "C" fn clReleaseEvent(event: cl_handle) -> cl_int {
    if release::<Event>(event as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_EVENT
    }
}

/// `clGetEventProfilingInfo`: host-clock timestamps in ns, except that a kernel's end is its
/// start plus the simulated kernel time at the configured clock.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetEventProfilingInfo(
    event: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(e) = obj::<Event>(event) else {
        return CL_INVALID_EVENT;
    };
    let Some(q) = &e.queue else {
        return CL_PROFILING_INFO_NOT_AVAILABLE;
    };
    if !q.profiling() || e.status() != CL_COMPLETE {
        return CL_PROFILING_INFO_NOT_AVAILABLE;
    }
    // SAFETY: the clGet*Info contract.
    unsafe {
        info(
            e.time(param_name).map(u64b),
            param_value_size,
            param_value,
            param_value_size_ret,
        )
    }
}

/// `clCreateUserEvent`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateUserEvent(
    context: cl_handle,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = obj::<Context>(context)
        .ok_or(CL_INVALID_CONTEXT)
        .map(|c| register(Event::user(c)));
    // SAFETY: errcode_ret is NULL or writable (API contract).
    unsafe { created(r, errcode_ret) }
}

/// `clSetUserEventStatus`.
pub extern "C" fn clSetUserEventStatus(event: cl_handle, status: cl_int) -> cl_int {
    let Some(e) = obj::<Event>(event) else {
        return CL_INVALID_EVENT;
    };
    if e.command_type != CL_COMMAND_USER {
        return CL_INVALID_EVENT;
    }
    if status > CL_COMPLETE {
        return CL_INVALID_VALUE;
    }
    if e.status() <= CL_COMPLETE {
        return CL_INVALID_OPERATION;
    }
    e.set_status(status, None);
    CL_SUCCESS
}

type EventNotify = Option<unsafe extern "C" fn(cl_handle, cl_int, *mut c_void)>;

/// `clSetEventCallback`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clSetEventCallback(
    event: cl_handle,
    command_exec_callback_type: cl_int,
    pfn_notify: EventNotify,
    user_data: *mut c_void,
) -> cl_int {
    let Some(e) = obj::<Event>(event) else {
        return CL_INVALID_EVENT;
    };
    let Some(f) = pfn_notify else {
        return CL_INVALID_VALUE;
    };
    if ![CL_SUBMITTED, CL_RUNNING, CL_COMPLETE].contains(&command_exec_callback_type) {
        return CL_INVALID_VALUE;
    }
    let (h, ud) = (event as usize, user_data as usize);
    e.on_status(
        command_exec_callback_type,
        // SAFETY: the application registered `f` for this event and `user_data`; the event
        // is alive while its callbacks run (they run from its own status change).
        Box::new(move |status| unsafe { f(h as cl_handle, status, ud as *mut c_void) }),
    );
    CL_SUCCESS
}
