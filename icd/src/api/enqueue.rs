//! What every `clEnqueue*` shares: the wait list, the command's event, blocking; markers,
//! barriers and kernel launches.

use std::sync::Arc;

use super::queue::same_context;
use super::{guard, handle, obj, put_handle, slice};
use crate::backend::Range;
use crate::cl::*;
use crate::core::event::Event;
use crate::core::handle::{register, release, Obj};
use crate::core::kernel::Kernel;
use crate::core::launch::{default_local, Launch};
use crate::core::queue::{Queue, Work};

/// The queue behind a handle.
pub fn queue(q: cl_handle) -> Result<Arc<Obj<Queue>>, cl_int> {
    obj::<Queue>(q).ok_or(CL_INVALID_COMMAND_QUEUE)
}

/// The events of a wait list, checked: all valid and of the queue's context.
///
/// # Safety
/// `list` is NULL or points to `n` handles.
pub unsafe fn wait_list(
    q: &Queue,
    n: cl_uint,
    list: *const cl_handle,
) -> Result<Vec<Arc<Obj<Event>>>, cl_int> {
    if (n == 0) != list.is_null() {
        return Err(CL_INVALID_EVENT_WAIT_LIST);
    }
    // SAFETY: forwarded contract.
    let hs = unsafe { slice(list, n as usize) }.ok_or(CL_INVALID_EVENT_WAIT_LIST)?;
    let mut out = Vec::with_capacity(hs.len());
    for &h in hs {
        let e = obj::<Event>(h).ok_or(CL_INVALID_EVENT_WAIT_LIST)?;
        if !same_context(&e, &q.context) {
            return Err(CL_INVALID_CONTEXT);
        }
        out.push(e);
    }
    Ok(out)
}

/// Queues `work` with its event; gives the event to the application when `event` is
/// non-NULL; waits when `blocking`. A blocking command that failed returns
/// `CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST`.
///
/// # Safety
/// `event` is NULL or points to a writable handle.
pub unsafe fn submit(
    q: &Arc<Obj<Queue>>,
    command_type: u32,
    wait: Vec<Arc<Obj<Event>>>,
    work: Work,
    event: *mut cl_handle,
    blocking: bool,
) -> cl_int {
    let ev = register(Event::command(q.context.clone(), q.clone(), command_type));
    q.submit(ev.clone(), wait, work);
    if event.is_null() {
        release::<Event>(handle(&ev) as usize);
    } else {
        // SAFETY: forwarded contract.
        unsafe { put_handle(event, handle(&ev)) };
    }
    if blocking && ev.wait() < 0 {
        return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    }
    CL_SUCCESS
}

/// A marker or barrier: completes when its wait list (or every earlier command) has.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
unsafe fn marker(
    queue: cl_handle,
    command_type: u32,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    let q = match super::enqueue::queue(queue) {
        Ok(q) => q,
        Err(e) => return e,
    };
    // SAFETY: forwarded contract.
    let wait = match unsafe { wait_list(&q, n, list) } {
        Ok(w) => w,
        Err(e) => return e,
    };
    // SAFETY: forwarded contract.
    unsafe { submit(&q, command_type, wait, Box::new(|| Ok(None)), event, false) }
}

/// `clEnqueueMarkerWithWaitList`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueMarkerWithWaitList(
    queue: cl_handle,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    unsafe { marker(queue, CL_COMMAND_MARKER, n, list, event) }
}

/// `clEnqueueBarrierWithWaitList`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueBarrierWithWaitList(
    queue: cl_handle,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    unsafe { marker(queue, CL_COMMAND_BARRIER, n, list, event) }
}

/// `clEnqueueMarker` (OpenCL 1.1).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueMarker(queue: cl_handle, event: *mut cl_handle) -> cl_int {
    if event.is_null() {
        return CL_INVALID_VALUE;
    }
    // SAFETY: forwarded contract.
    unsafe { marker(queue, CL_COMMAND_MARKER, 0, std::ptr::null(), event) }
}

/// `clEnqueueBarrier` (OpenCL 1.1).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueBarrier(queue: cl_handle) -> cl_int {
    // SAFETY: no list, no event.
    unsafe {
        marker(
            queue,
            CL_COMMAND_BARRIER,
            0,
            std::ptr::null(),
            std::ptr::null_mut(),
        )
    }
}

/// `clEnqueueWaitForEvents` (OpenCL 1.1).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueWaitForEvents(
    queue: cl_handle,
    n: cl_uint,
    list: *const cl_handle,
) -> cl_int {
    if n == 0 || list.is_null() {
        return CL_INVALID_VALUE;
    }
    // SAFETY: forwarded contract.
    match unsafe { marker(queue, CL_COMMAND_BARRIER, n, list, std::ptr::null_mut()) } {
        CL_INVALID_EVENT_WAIT_LIST => CL_INVALID_EVENT,
        r => r,
    }
}

/// Reads up to three `size_t` values of a work size (`None` for NULL).
///
/// # Safety
/// `p` is NULL or points to `dims` values.
unsafe fn sizes(p: *const usize, dims: usize) -> Option<[u64; 3]> {
    // SAFETY: forwarded contract.
    let s = unsafe { slice(p, dims) }.filter(|_| !p.is_null())?;
    let mut out = [1u64; 3];
    for (o, &v) in out.iter_mut().zip(s) {
        *o = v as u64;
    }
    Some(out)
}

/// Whether build options allow non-uniform work-groups (OpenCL 2.0 section 5.10: OpenCL C
/// 2.0 or later and no `-cl-uniform-work-group-size`).
fn non_uniform_allowed(options: &str) -> bool {
    let mut std2 = false;
    for o in options.split_whitespace() {
        if o == "-cl-uniform-work-group-size" {
            return false;
        }
        if let Some(v) = o.strip_prefix("-cl-std=CL") {
            std2 = v.split('.').next().and_then(|m| m.parse::<u32>().ok()) >= Some(2);
        }
    }
    std2
}

/// Checks an NDRange against the kernel and device and fills in the local size.
fn range(
    k: &Kernel,
    dims: usize,
    global: [u64; 3],
    local: Option<[u64; 3]>,
    offset: Option<[u64; 3]>,
) -> Result<Range, cl_int> {
    // OpenCL 2.0: a program built with -cl-std=CL2.0 or later, without
    // -cl-uniform-work-group-size, may leave the last group of a dimension smaller
    let non_uniform = non_uniform_allowed(&k.program.build_state().options);
    if global[..dims]
        .iter()
        .any(|&g| g == 0 || g > u64::from(u32::MAX))
    {
        return Err(CL_INVALID_GLOBAL_WORK_SIZE);
    }
    let local = match local {
        Some(l) => {
            if l[..dims].contains(&0) {
                return Err(CL_INVALID_WORK_GROUP_SIZE);
            }
            if let Some(r) = k.meta.required_work_group {
                if (0..3).any(|d| l[d] != u64::from(r[d])) {
                    return Err(CL_INVALID_WORK_GROUP_SIZE);
                }
            }
            if !non_uniform && (0..dims).any(|d| !global[d].is_multiple_of(l[d])) {
                return Err(CL_INVALID_WORK_GROUP_SIZE);
            }
            if l.iter().product::<u64>() > k.max_group() as u64 {
                return Err(CL_INVALID_WORK_GROUP_SIZE);
            }
            l
        }
        None => default_local(global, dims, k.meta.required_work_group, k.max_group()),
    };
    if !non_uniform && (0..dims).any(|d| !global[d].is_multiple_of(local[d])) {
        return Err(CL_INVALID_WORK_GROUP_SIZE);
    }
    Ok(Range {
        dims,
        global,
        local,
        offset: offset.map_or([0; 3], |o| {
            let mut o = o;
            o[dims..].fill(0);
            o
        }),
    })
}

/// `clEnqueueNDRangeKernel`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueNDRangeKernel(
    queue: cl_handle,
    kernel: cl_handle,
    work_dim: cl_uint,
    global_work_offset: *const usize,
    global_work_size: *const usize,
    local_work_size: *const usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    guard(CL_OUT_OF_HOST_MEMORY, || {
        let q = match self::queue(queue) {
            Ok(q) => q,
            Err(e) => return e,
        };
        let Some(k) = obj::<Kernel>(kernel) else {
            return CL_INVALID_KERNEL;
        };
        if !Arc::ptr_eq(&k.program.context, &q.context) {
            return CL_INVALID_CONTEXT;
        }
        if !(1..=3).contains(&work_dim) {
            return CL_INVALID_WORK_DIMENSION;
        }
        let dims = work_dim as usize;
        // SAFETY: each pointer is NULL or points to `work_dim` values (API contract).
        let (global, local, offset) = unsafe {
            (
                sizes(global_work_size, dims),
                sizes(local_work_size, dims),
                sizes(global_work_offset, dims),
            )
        };
        let Some(global) = global else {
            return CL_INVALID_GLOBAL_WORK_SIZE;
        };
        let args = match k.args() {
            Ok(a) => a,
            Err(e) => return e,
        };
        // the kernel's SLM and its __local arguments must fit a work-group's
        if k.local_mem_size() > q.device.local_mem() {
            return CL_OUT_OF_RESOURCES;
        }
        let range = match range(&k, dims, global, local, offset) {
            Ok(r) => r,
            Err(e) => return e,
        };
        // SAFETY: forwarded contract.
        let wait = match unsafe { wait_list(&q, n, list) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        let launch = Launch::new(q.device.clone(), k.clone(), args, range);
        let work: Work = Box::new(move || {
            launch.run().map_err(|msg| {
                eprintln!("eusim: {msg}");
                CL_OUT_OF_RESOURCES
            })
        });
        // SAFETY: forwarded contract.
        unsafe { submit(&q, CL_COMMAND_NDRANGE_KERNEL, wait, work, event, false) }
    })
}

/// `clEnqueueTask`: an NDRange of one work-item.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueTask(
    queue: cl_handle,
    kernel: cl_handle,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    let one = [1usize];
    // SAFETY: `one` is one size_t; the rest is forwarded.
    unsafe {
        clEnqueueNDRangeKernel(
            queue,
            kernel,
            1,
            std::ptr::null(),
            one.as_ptr(),
            one.as_ptr(),
            n,
            list,
            event,
        )
    }
}
