//! Data movement: read, write, copy and fill of buffers (plain and rectangular), and what
//! image transfers ([`super::image`]) and mappings ([`super::map`]) share. Each command runs on the queue's worker; host memory is touched only
//! there, while the application keeps it valid (until a blocking call returns, or until the
//! command's event completes).

use std::ffi::c_void;
use std::sync::Arc;

use super::enqueue::{queue, submit, wait_list};
use super::{slice, HostPtr};
use crate::cl::*;
use crate::core::event::Event;
use crate::core::handle::Obj;
use crate::core::mem::{copy_rect, Mem, Pitched};
use crate::core::queue::{Queue, Work};

/// One end of a transfer.
pub(super) enum End {
    /// A memory object, with the layout of the touched bytes inside it.
    Mem(Arc<Obj<Mem>>, Pitched),
    /// Application memory.
    Host(HostPtr, Pitched),
}

/// Whether a rectangle is one contiguous run of bytes.
pub(super) fn contiguous(p: &Pitched, region: [usize; 3]) -> bool {
    region[1] == 1 && region[2] == 1 && p.origin[1] == 0 && p.origin[2] == 0
}

/// Moves `region` from `src` to `dst`.
///
/// # Safety
/// A host end's address holds `p.end(region)` bytes, valid (and, as a destination, not
/// aliased) until the command completes: the application's promise for the command's host
/// memory (OpenCL 3.0, section 5.2.2), or mapping memory that lives as long as its mapping.
pub(super) unsafe fn transfer(src: End, dst: End, region: [usize; 3]) {
    let packed = Pitched {
        origin: [0; 3],
        row_pitch: region[0],
        slice_pitch: region[0] * region[1],
    };
    let mut tmp = vec![0u8; region.iter().product()];
    match &src {
        End::Mem(m, p) if contiguous(p, region) => tmp = m.read(p.origin[0], region[0]),
        End::Mem(m, p) => {
            copy_rect(&m.contents(), p, &mut tmp, &packed, region);
        }
        End::Host(h, p) => {
            // SAFETY: the application keeps `p.end(region)` bytes at `h` valid and unchanged
            // until the command completes (OpenCL 3.0, 5.2.2); bounds were checked at enqueue.
            let s = unsafe { std::slice::from_raw_parts(h.0 as *const u8, p.end(region)) };
            copy_rect(s, p, &mut tmp, &packed, region);
        }
    }
    match &dst {
        End::Mem(m, p) if contiguous(p, region) => m.write(p.origin[0], &tmp),
        End::Mem(m, p) => {
            let mut d = m.contents();
            copy_rect(&tmp, &packed, &mut d, p, region);
            m.write(0, &d);
        }
        End::Host(h, p) => {
            // SAFETY: as above; the bytes are the application's output buffer, not aliased by
            // anything of ours.
            let d = unsafe { std::slice::from_raw_parts_mut(h.0 as *mut u8, p.end(region)) };
            copy_rect(&tmp, &packed, d, p, region);
        }
    }
}

/// A command's queue, memory object and wait list.
pub(super) type Prologue = (Arc<Obj<Queue>>, Arc<Obj<Mem>>, Vec<Arc<Obj<Event>>>);

/// The queue, memory object (of the queue's context) and wait list of a command.
///
/// # Safety
/// `list` is NULL or points to `n` handles.
pub(super) unsafe fn prologue(
    q: cl_handle,
    m: cl_handle,
    n: cl_uint,
    list: *const cl_handle,
) -> Result<Prologue, cl_int> {
    let q = queue(q)?;
    let m = super::obj::<Mem>(m).ok_or(CL_INVALID_MEM_OBJECT)?;
    if !Arc::ptr_eq(&m.context, &q.context) {
        return Err(CL_INVALID_CONTEXT);
    }
    // SAFETY: forwarded contract.
    let w = unsafe { wait_list(&q, n, list) }?;
    Ok((q, m, w))
}

pub(super) fn done(r: Result<cl_int, cl_int>) -> cl_int {
    r.unwrap_or_else(|e| e)
}

/// Reads three `size_t` values.
///
/// # Safety
/// `p` is NULL or points to three values.
pub(super) unsafe fn triple(p: *const usize) -> Result<[usize; 3], cl_int> {
    // SAFETY: forwarded contract.
    let s = unsafe { slice(p, 3) }
        .filter(|_| !p.is_null())
        .ok_or(CL_INVALID_VALUE)?;
    Ok([s[0], s[1], s[2]])
}

/// A rectangle in a buffer: the defaults of `clEnqueue*BufferRect` for zero pitches.
pub(super) fn rect(
    origin: [usize; 3],
    row_pitch: usize,
    slice_pitch: usize,
    region: [usize; 3],
) -> Pitched {
    let row_pitch = if row_pitch == 0 { region[0] } else { row_pitch };
    let slice_pitch = if slice_pitch == 0 {
        row_pitch * region[1]
    } else {
        slice_pitch
    };
    Pitched {
        origin,
        row_pitch,
        slice_pitch,
    }
}

pub(super) fn linear(offset: usize, len: usize) -> (Pitched, [usize; 3]) {
    (
        Pitched {
            origin: [offset, 0, 0],
            row_pitch: len,
            slice_pitch: len,
        },
        [len, 1, 1],
    )
}

/// Checks that a rectangle fits a memory object and submits the transfer.
///
/// # Safety
/// `event` is NULL or writable; host ends satisfy [`transfer`]'s contract.
pub(super) unsafe fn run(
    q: &Arc<Obj<Queue>>,
    command: u32,
    src: End,
    dst: End,
    region: [usize; 3],
    wait: Vec<Arc<Obj<Event>>>,
    blocking: bool,
    event: *mut cl_handle,
) -> Result<cl_int, cl_int> {
    if region.contains(&0) {
        return Err(CL_INVALID_VALUE);
    }
    for e in [&src, &dst] {
        if let End::Mem(m, p) = e {
            if p.end(region) > m.size || p.row_pitch < region[0] {
                return Err(CL_INVALID_VALUE);
            }
        }
        if let End::Host(h, _) = e {
            if h.0 == 0 {
                return Err(CL_INVALID_VALUE);
            }
        }
    }
    let work: Work = Box::new(move || {
        // SAFETY: this function's contract: host ends stay valid until the command completes.
        unsafe { transfer(src, dst, region) };
        Ok(None)
    });
    // SAFETY: forwarded contract.
    Ok(unsafe { submit(q, command, wait, work, event, blocking) })
}

/// Which way a transfer between a memory object and application memory goes.
#[derive(Clone, Copy)]
pub(super) enum Way {
    /// From the memory object to the application.
    Read,
    /// From the application to the memory object.
    Write,
}

/// Submits a transfer between `m` (the bytes at `p`) and application memory at `ptr` (laid
/// out as `host`): what every read and write command shares once its rectangles are known.
///
/// # Safety
/// As [`run`]: `ptr` covers `host` until the command completes (API contract).
pub(super) unsafe fn host_run(
    q: &Arc<Obj<Queue>>,
    command: u32,
    way: Way,
    (m, p): (Arc<Obj<Mem>>, Pitched),
    (ptr, host): (HostPtr, Pitched),
    region: [usize; 3],
    wait: Vec<Arc<Obj<Event>>>,
    blocking: cl_bool,
    event: *mut cl_handle,
) -> Result<cl_int, cl_int> {
    let (mem, app) = (End::Mem(m, p), End::Host(ptr, host));
    let (src, dst) = match way {
        Way::Read => (mem, app),
        Way::Write => (app, mem),
    };
    // SAFETY: forwarded contract.
    unsafe { run(q, command, src, dst, region, wait, blocking != 0, event) }
}

/// `clEnqueueReadBuffer` and `clEnqueueWriteBuffer`: `size` bytes at `offset` of `buffer`
/// to or from `ptr`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
unsafe fn buffer_host(
    queue: cl_handle,
    buffer: cl_handle,
    command: u32,
    way: Way,
    blocking: cl_bool,
    (offset, size): (usize, usize),
    ptr: HostPtr,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, buffer, n, list) }.and_then(|(q, m, w)| {
            let (p, region) = linear(offset, size);
            let host = linear(0, size).0;
            // SAFETY: `ptr` has `size` bytes until the command completes (API contract).
            unsafe {
                host_run(
                    &q,
                    command,
                    way,
                    (m, p),
                    (ptr, host),
                    region,
                    w,
                    blocking,
                    event,
                )
            }
        }),
    )
}

/// `clEnqueueReadBuffer`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueReadBuffer(
    queue: cl_handle,
    buffer: cl_handle,
    blocking: cl_bool,
    offset: usize,
    size: usize,
    ptr: *mut c_void,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    let (command, ptr) = (CL_COMMAND_READ_BUFFER, HostPtr(ptr as usize));
    // SAFETY: forwarded contract.
    unsafe {
        buffer_host(
            queue,
            buffer,
            command,
            Way::Read,
            blocking,
            (offset, size),
            ptr,
            n,
            list,
            event,
        )
    }
}

/// `clEnqueueWriteBuffer`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueWriteBuffer(
    queue: cl_handle,
    buffer: cl_handle,
    blocking: cl_bool,
    offset: usize,
    size: usize,
    ptr: *const c_void,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    let (command, ptr) = (CL_COMMAND_WRITE_BUFFER, HostPtr(ptr as usize));
    // SAFETY: forwarded contract.
    unsafe {
        buffer_host(
            queue,
            buffer,
            command,
            Way::Write,
            blocking,
            (offset, size),
            ptr,
            n,
            list,
            event,
        )
    }
}

/// `clEnqueueCopyBuffer`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueCopyBuffer(
    queue: cl_handle,
    src: cl_handle,
    dst: cl_handle,
    src_offset: usize,
    dst_offset: usize,
    size: usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, src, n, list) }.and_then(|(q, s, w)| {
            let d = super::obj::<Mem>(dst).ok_or(CL_INVALID_MEM_OBJECT)?;
            let (ps, region) = linear(src_offset, size);
            let pd = linear(dst_offset, size).0;
            let (so, dst_o) = (s.origin() + src_offset, d.origin() + dst_offset);
            let overlap = s.shares_bytes_with(&d) && so < dst_o + size && dst_o < so + size;
            if overlap {
                return Err(CL_MEM_COPY_OVERLAP);
            }
            // SAFETY: no host memory involved; forwarded contract for `event`.
            unsafe {
                run(
                    &q,
                    CL_COMMAND_COPY_BUFFER,
                    End::Mem(s, ps),
                    End::Mem(d, pd),
                    region,
                    w,
                    false,
                    event,
                )
            }
        }),
    )
}

/// `clEnqueueReadBufferRect` and `clEnqueueWriteBufferRect`: a rectangle of `buffer` (its
/// origin, row and slice pitches) to or from one of `ptr` (the same for the host side).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
unsafe fn buffer_rect_host(
    queue: cl_handle,
    buffer: cl_handle,
    command: u32,
    way: Way,
    blocking: cl_bool,
    (buffer_origin, buffer_row_pitch, buffer_slice_pitch): (*const usize, usize, usize),
    (host_origin, host_row_pitch, host_slice_pitch): (*const usize, usize, usize),
    region: *const usize,
    ptr: HostPtr,
    (n, list, event): (cl_uint, *const cl_handle, *mut cl_handle),
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, buffer, n, list) }.and_then(|(q, m, w)| {
            // SAFETY: the three arrays hold three size_t each (API contract).
            let (bo, ho, r) = unsafe {
                (
                    triple(buffer_origin)?,
                    triple(host_origin)?,
                    triple(region)?,
                )
            };
            let b = rect(bo, buffer_row_pitch, buffer_slice_pitch, r);
            let h = rect(ho, host_row_pitch, host_slice_pitch, r);
            // SAFETY: `ptr` covers the host rectangle until the command completes (API contract).
            unsafe { host_run(&q, command, way, (m, b), (ptr, h), r, w, blocking, event) }
        }),
    )
}

/// `clEnqueueReadBufferRect`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueReadBufferRect(
    queue: cl_handle,
    buffer: cl_handle,
    blocking: cl_bool,
    buffer_origin: *const usize,
    host_origin: *const usize,
    region: *const usize,
    buffer_row_pitch: usize,
    buffer_slice_pitch: usize,
    host_row_pitch: usize,
    host_slice_pitch: usize,
    ptr: *mut c_void,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    unsafe {
        buffer_rect_host(
            queue,
            buffer,
            CL_COMMAND_READ_BUFFER_RECT,
            Way::Read,
            blocking,
            (buffer_origin, buffer_row_pitch, buffer_slice_pitch),
            (host_origin, host_row_pitch, host_slice_pitch),
            region,
            HostPtr(ptr as usize),
            (n, list, event),
        )
    }
}

/// `clEnqueueWriteBufferRect`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueWriteBufferRect(
    queue: cl_handle,
    buffer: cl_handle,
    blocking: cl_bool,
    buffer_origin: *const usize,
    host_origin: *const usize,
    region: *const usize,
    buffer_row_pitch: usize,
    buffer_slice_pitch: usize,
    host_row_pitch: usize,
    host_slice_pitch: usize,
    ptr: *const c_void,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    unsafe {
        buffer_rect_host(
            queue,
            buffer,
            CL_COMMAND_WRITE_BUFFER_RECT,
            Way::Write,
            blocking,
            (buffer_origin, buffer_row_pitch, buffer_slice_pitch),
            (host_origin, host_row_pitch, host_slice_pitch),
            region,
            HostPtr(ptr as usize),
            (n, list, event),
        )
    }
}

/// `clEnqueueCopyBufferRect`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueCopyBufferRect(
    queue: cl_handle,
    src: cl_handle,
    dst: cl_handle,
    src_origin: *const usize,
    dst_origin: *const usize,
    region: *const usize,
    src_row_pitch: usize,
    src_slice_pitch: usize,
    dst_row_pitch: usize,
    dst_slice_pitch: usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, src, n, list) }.and_then(|(q, s, w)| {
            let d = super::obj::<Mem>(dst).ok_or(CL_INVALID_MEM_OBJECT)?;
            // SAFETY: the three arrays hold three size_t each (API contract).
            let (so, dor, r) =
                unsafe { (triple(src_origin)?, triple(dst_origin)?, triple(region)?) };
            let ps = rect(so, src_row_pitch, src_slice_pitch, r);
            let pd = rect(dor, dst_row_pitch, dst_slice_pitch, r);
            // SAFETY: no host memory; forwarded contract for `event`.
            unsafe {
                run(
                    &q,
                    CL_COMMAND_COPY_BUFFER_RECT,
                    End::Mem(s, ps),
                    End::Mem(d, pd),
                    r,
                    w,
                    false,
                    event,
                )
            }
        }),
    )
}

/// `clEnqueueFillBuffer`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueFillBuffer(
    queue: cl_handle,
    buffer: cl_handle,
    pattern: *const c_void,
    pattern_size: usize,
    offset: usize,
    size: usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, buffer, n, list) }.and_then(|(q, m, w)| {
            let sizes_ok = [1, 2, 4, 8, 16, 32, 64, 128].contains(&pattern_size);
            if pattern.is_null()
                || !sizes_ok
                || !offset.is_multiple_of(pattern_size)
                || !size.is_multiple_of(pattern_size)
            {
                return Err(CL_INVALID_VALUE);
            }
            if !m.contains(offset, size) {
                return Err(CL_INVALID_VALUE);
            }
            // SAFETY: `pattern` has `pattern_size` bytes during the call (API contract).
            let pat = unsafe { slice(pattern.cast::<u8>(), pattern_size) }
                .ok_or(CL_INVALID_VALUE)?
                .to_vec();
            let work: Work = Box::new(move || {
                let bytes: Vec<u8> = pat.iter().copied().cycle().take(size).collect();
                m.write(offset, &bytes);
                Ok(None)
            });
            // SAFETY: forwarded contract.
            Ok(unsafe { submit(&q, CL_COMMAND_FILL_BUFFER, w, work, event, false) })
        }),
    )
}

/// `clEnqueueMigrateMemObjects`: memory is already where the simulator reads it.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueMigrateMemObjects(
    queue: cl_handle,
    num_mem_objects: cl_uint,
    mem_objects: *const cl_handle,
    flags: u64,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    let q = match super::enqueue::queue(queue) {
        Ok(q) => q,
        Err(e) => return e,
    };
    if num_mem_objects == 0
        || mem_objects.is_null()
        || flags & !(CL_MIGRATE_MEM_OBJECT_HOST | CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED) != 0
    {
        return CL_INVALID_VALUE;
    }
    // SAFETY: `mem_objects` points to `num_mem_objects` handles (API contract).
    let Some(ms) = (unsafe { slice(mem_objects, num_mem_objects as usize) }) else {
        return CL_INVALID_VALUE;
    };
    if ms.iter().any(|&h| super::obj::<Mem>(h).is_none()) {
        return CL_INVALID_MEM_OBJECT;
    }
    // SAFETY: forwarded contract.
    let w = match unsafe { wait_list(&q, n, list) } {
        Ok(w) => w,
        Err(e) => return e,
    };
    // SAFETY: forwarded contract.
    unsafe {
        submit(
            &q,
            CL_COMMAND_MIGRATE_MEM_OBJECTS,
            w,
            Box::new(|| Ok(None)),
            event,
            false,
        )
    }
}
