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
use crate::core::mem::{copy_rect, region_bytes, Mem, Pitched};
use crate::core::queue::{Queue, Work};

/// One end of a transfer.
pub(super) enum End {
    /// A memory object, with the layout of the touched bytes inside it.
    Mem(Arc<Obj<Mem>>, Pitched),
    /// Application memory.
    Host(HostPtr, Pitched),
}

/// The most bytes a command may describe in application memory: no allocation (and no Rust
/// slice) is larger.
const HOST_MAX: usize = isize::MAX as usize;

/// Whether a rectangle is one contiguous run of bytes.
pub(super) fn contiguous(p: &Pitched, region: [usize; 3]) -> bool {
    region[1] == 1 && region[2] == 1 && p.origin[1] == 0 && p.origin[2] == 0
}

/// Moves `region` from `src` to `dst`; `Err` (a failed command's status) only when the
/// rectangles were not checked as [`run`] checks them.
///
/// # Safety
/// Each row of a host end's rectangle (`region[0]` bytes at `address + p.at(y, z)`) is
/// valid (and, as a destination, not aliased) until the command completes: the application's
/// promise for the command's host memory (OpenCL 3.0, section 5.2.2), or mapping memory that
/// lives as long as its mapping.
pub(super) unsafe fn transfer(src: End, dst: End, region: [usize; 3]) -> Result<(), cl_int> {
    if region.contains(&0) {
        return Ok(());
    }
    let bytes = region_bytes(region).ok_or(CL_INVALID_VALUE)?;
    let packed = Pitched {
        origin: [0; 3],
        row_pitch: region[0],
        slice_pitch: region[0] * region[1],
    };
    let mut tmp = vec![0u8; bytes];
    let moved = match &src {
        End::Mem(m, p) if contiguous(p, region) => {
            tmp = m.read(p.origin[0], region[0]);
            true
        }
        End::Mem(m, p) => copy_rect(&m.contents(), p, &mut tmp, &packed, region),
        End::Host(h, p) => each_row(*h, p, region, |row, at| {
            // SAFETY: the row lies in the application's rectangle, valid and unchanged until
            // the command completes (this function's contract); bounds were checked at enqueue.
            let s = unsafe { std::slice::from_raw_parts(row as *const u8, region[0]) };
            tmp[at..at + region[0]].copy_from_slice(s);
        }),
    };
    let moved = moved
        && match &dst {
            End::Mem(m, p) if contiguous(p, region) => {
                m.write(p.origin[0], &tmp);
                true
            }
            End::Mem(m, p) => {
                let mut d = m.contents();
                let ok = copy_rect(&tmp, &packed, &mut d, p, region);
                m.write(0, &d);
                ok
            }
            End::Host(h, p) => each_row(*h, p, region, |row, at| {
                // SAFETY: as above; the row is the application's output memory, not aliased by
                // anything of ours.
                let d = unsafe { std::slice::from_raw_parts_mut(row as *mut u8, region[0]) };
                d.copy_from_slice(&tmp[at..at + region[0]]);
            }),
        };
    if moved {
        Ok(())
    } else {
        Err(CL_INVALID_VALUE)
    }
}

/// Calls `f` with the address of each row of `region` in application memory at `h` (laid out
/// as `p`) and the row's offset in the packed region; `false` (before any call) when an
/// address does not fit in `usize`.
fn each_row(h: HostPtr, p: &Pitched, region: [usize; 3], mut f: impl FnMut(usize, usize)) -> bool {
    if p.end(region).and_then(|e| h.0.checked_add(e)).is_none() {
        return false;
    }
    let mut at = 0;
    for z in 0..region[2] {
        for y in 0..region[1] {
            // no row ends past `last`, which fits
            let Some(row) = p.at(y, z).and_then(|o| h.0.checked_add(o)) else {
                return false;
            };
            f(row, at);
            at += region[0];
        }
    }
    true
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

/// A rectangle in a buffer: the defaults of `clEnqueue*BufferRect` for zero pitches
/// (`region[0]` bytes per row, `region[1]` rows per slice); `CL_INVALID_VALUE` when the
/// default slice pitch does not fit in `usize`.
pub(super) fn rect(
    origin: [usize; 3],
    row_pitch: usize,
    slice_pitch: usize,
    region: [usize; 3],
) -> Result<Pitched, cl_int> {
    let row_pitch = if row_pitch == 0 { region[0] } else { row_pitch };
    let slice_pitch = if slice_pitch == 0 {
        row_pitch.checked_mul(region[1]).ok_or(CL_INVALID_VALUE)?
    } else {
        slice_pitch
    };
    Ok(Pitched {
        origin,
        row_pitch,
        slice_pitch,
    })
}

/// A rectangle of `clEnqueue*BufferRect` ([`rect`]) after the checks of its pitches: a row
/// pitch that is not 0 holds a row of the region, a slice pitch that is not 0 holds its rows.
pub(super) fn buffer_rect(
    origin: [usize; 3],
    row_pitch: usize,
    slice_pitch: usize,
    region: [usize; 3],
) -> Result<Pitched, cl_int> {
    let p = rect(origin, row_pitch, slice_pitch, region)?;
    let rows = p.row_pitch.checked_mul(region[1]);
    if (row_pitch != 0 && row_pitch < region[0])
        || (slice_pitch != 0 && rows.is_none_or(|r| slice_pitch < r))
    {
        return Err(CL_INVALID_VALUE);
    }
    Ok(p)
}

/// Whether the rectangles `region` at `a` and at `b` of one buffer's bytes (their origins'
/// x counted from the buffer's first byte) overlap, as the OpenCL 3.0 specification's
/// appendix D ("Checking for Memory Copy Overlap") decides for rectangles of one pitch; with
/// different pitches, whether their spans from first to last byte overlap. (The rectangles
/// lie inside the buffer: no sum here overflows.)
pub(super) fn rects_overlap(a: &Pitched, b: &Pitched, region: [usize; 3]) -> bool {
    let start = |p: &Pitched| p.origin[2] * p.slice_pitch + p.origin[1] * p.row_pitch + p.origin[0];
    let block =
        |p: &Pitched| (region[2] - 1) * p.slice_pitch + (region[1] - 1) * p.row_pitch + region[0];
    let (a0, b0) = (start(a), start(b));
    if b0 + block(b) <= a0 || a0 + block(a) <= b0 {
        return false;
    }
    if (a.row_pitch, a.slice_pitch) != (b.row_pitch, b.slice_pitch) {
        return true;
    }
    let (row, slice) = (a.row_pitch, a.slice_pitch);
    // one rectangle's rows fit in the gap between the other's, in every row
    let fits = |u: usize, v: usize, len: usize, period: usize| {
        (v >= u + len && v + len <= u + period) || (u >= v + len && u + len <= v + period)
    };
    if fits(a.origin[0] % row, b.origin[0] % row, region[0], row) {
        return false;
    }
    // one rectangle's slices fit in the gap between the other's, in every slice
    let slice_bytes = (region[1] - 1) * row + region[0];
    let in_slice = |p: &Pitched| (p.origin[1] * row + p.origin[0]) % slice;
    !fits(in_slice(a), in_slice(b), slice_bytes, slice)
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

/// Checks that `region` is a rectangle [`transfer`] can move between `src` and `dst`: not
/// empty, no more bytes than an object end holds, rows that do not overlap, a memory object's
/// box inside it, a host box at a non-NULL address whose every byte has an address.
pub(super) fn check_ends(src: &End, dst: &End, region: [usize; 3]) -> Result<(), cl_int> {
    let bytes = region_bytes(region).ok_or(CL_INVALID_VALUE)?;
    if bytes == 0 {
        return Err(CL_INVALID_VALUE);
    }
    for e in [src, dst] {
        let (p, fits) = match e {
            End::Mem(m, p) => (
                p,
                p.end(region).is_some_and(|e| e <= m.size) && bytes <= m.size,
            ),
            End::Host(h, p) => {
                let end = p.end(region);
                let fits =
                    h.0 != 0 && end.is_some_and(|e| e <= HOST_MAX && h.0.checked_add(e).is_some());
                (p, fits)
            }
        };
        if !fits || (region[1] > 1 && p.row_pitch < region[0]) {
            return Err(CL_INVALID_VALUE);
        }
    }
    Ok(())
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
    check_ends(&src, &dst, region)?;
    let work: Work = Box::new(move || {
        // SAFETY: this function's contract: host ends stay valid until the command completes.
        unsafe { transfer(src, dst, region) }?;
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
/// A read from an object the host may not read, or a write to one it may not write
/// (`CL_MEM_HOST_*`), is `CL_INVALID_OPERATION`.
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
    if !m.host_may(matches!(way, Way::Write)) {
        return Err(CL_INVALID_OPERATION);
    }
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
            if size == 0 || !s.contains(src_offset, size) || !d.contains(dst_offset, size) {
                return Err(CL_INVALID_VALUE);
            }
            // both ranges are inside their objects: no sum below wraps
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
            let b = buffer_rect(bo, buffer_row_pitch, buffer_slice_pitch, r)?;
            let h = buffer_rect(ho, host_row_pitch, host_slice_pitch, r)?;
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
            let ps = buffer_rect(so, src_row_pitch, src_slice_pitch, r)?;
            let pd = buffer_rect(dor, dst_row_pitch, dst_slice_pitch, r)?;
            if s.shares_bytes_with(&d) {
                // one buffer object: its two rectangles share pitches (one may differ)
                let pitches = |p: &Pitched| (p.row_pitch, p.slice_pitch);
                let (a, b) = (pitches(&ps), pitches(&pd));
                if s.id == d.id && a.0 != b.0 && a.1 != b.1 {
                    return Err(CL_INVALID_VALUE);
                }
                let at = |m: &Mem, p: &Pitched| {
                    let [x, y, z] = p.origin;
                    Pitched {
                        origin: [m.origin() + x, y, z],
                        ..*p
                    }
                };
                if rects_overlap(&at(&s, &ps), &at(&d, &pd), r) {
                    return Err(CL_MEM_COPY_OVERLAP);
                }
            }
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

#[cfg(test)]
mod tests {
    use super::{buffer_rect, check_ends, rect, rects_overlap, End, HOST_MAX};
    use crate::api::HostPtr;
    use crate::cl::*;
    use crate::core::mem::Pitched;

    #[test]
    fn rect_pitches_default_and_are_checked() {
        let p = rect([1, 2, 3], 0, 0, [16, 4, 2]).unwrap();
        assert_eq!((p.row_pitch, p.slice_pitch), (16, 64));
        assert_eq!(
            rect([0; 3], 1 << 63, 0, [16, 4, 1]).err(),
            Some(CL_INVALID_VALUE)
        );
        // a row pitch below the row, a slice pitch below the rows
        assert_eq!(
            buffer_rect([0; 3], 8, 0, [16, 2, 1]).err(),
            Some(CL_INVALID_VALUE)
        );
        assert_eq!(
            buffer_rect([0; 3], 32, 48, [16, 2, 2]).err(),
            Some(CL_INVALID_VALUE)
        );
        assert_eq!(
            buffer_rect([0; 3], 1 << 63, 1 << 62, [16, 2, 1]).err(),
            Some(CL_INVALID_VALUE)
        );
        let p = buffer_rect([0; 3], 32, 64, [16, 2, 2]).unwrap();
        assert_eq!((p.row_pitch, p.slice_pitch), (32, 64));
    }

    #[test]
    fn copy_rectangles_overlap_where_they_share_a_byte() {
        // rows of 4 bytes, 8 apart; slices of two rows, 16 apart
        let at = |x: usize, y: usize, z: usize| Pitched {
            origin: [x, y, z],
            row_pitch: 8,
            slice_pitch: 16,
        };
        let region = [4, 2, 1];
        let overlap = |a: &Pitched, b: &Pitched| rects_overlap(a, b, region);
        // bytes 0-3 and 8-11 against 4-7 and 12-15: interleaved, apart
        assert!(!overlap(&at(0, 0, 0), &at(4, 0, 0)));
        // 2-5 and 10-13 share 2, 3, 10, 11
        assert!(overlap(&at(0, 0, 0), &at(2, 0, 0)));
        // one row down: 8-11 and 16-19 share 8-11
        assert!(overlap(&at(0, 0, 0), &at(0, 1, 0)));
        // two rows down: 16-19, 24-27, after the first's last byte
        assert!(!overlap(&at(0, 0, 0), &at(0, 2, 0)));
        // the next slice, rows beside the first's: 20-23 and 28-31
        assert!(!overlap(&at(4, 0, 0), &at(0, 0, 1)));
        // two slices, 4 bytes of rows 0-1 each, against x 4: apart in every slice
        let deep = [4, 2, 2];
        assert!(!rects_overlap(&at(0, 0, 0), &at(4, 0, 0), deep));
        assert!(rects_overlap(&at(0, 0, 0), &at(0, 0, 1), deep));
        // other pitches: by the spans (0-11 against 10-..)
        let wide = Pitched {
            origin: [10, 0, 0],
            row_pitch: 32,
            slice_pitch: 64,
        };
        assert!(overlap(&at(0, 0, 0), &wide));
        let far = Pitched {
            origin: [12, 0, 0],
            ..wide
        };
        assert!(!overlap(&at(0, 0, 0), &far));
    }

    #[test]
    fn host_rectangles_must_have_an_address_for_every_byte() {
        let packed = |row_pitch: usize| Pitched {
            origin: [0; 3],
            row_pitch,
            slice_pitch: row_pitch.saturating_mul(2),
        };
        let host = |addr: usize, p: Pitched| End::Host(HostPtr(addr), p);
        let ok = |a: End, b: End, r: [usize; 3]| check_ends(&a, &b, r);
        let region = [16, 2, 1];
        assert_eq!(
            ok(host(4096, packed(16)), host(8192, packed(32)), region),
            Ok(())
        );
        // NULL, a rectangle past isize::MAX, one past the end of the address space
        for (addr, pitch) in [(0, 16), (4096, 1 << 63), (usize::MAX - 31, 16)] {
            assert_eq!(
                ok(host(4096, packed(16)), host(addr, packed(pitch)), region),
                Err(CL_INVALID_VALUE),
                "{addr:#x} {pitch:#x}"
            );
        }
        // overlapping rows, an empty region, a region whose size wraps
        let rows = host(4096, packed(8));
        assert_eq!(
            ok(host(4096, packed(16)), rows, region),
            Err(CL_INVALID_VALUE)
        );
        let a = host(4096, packed(16));
        assert_eq!(
            ok(a, host(4096, packed(16)), [16, 0, 1]),
            Err(CL_INVALID_VALUE)
        );
        let wide = Pitched {
            origin: [0; 3],
            row_pitch: 1 << 40,
            slice_pitch: 1 << 50,
        };
        let r = [1 << 40, 1 << 10, 1 << 20];
        assert_eq!(
            ok(host(4096, wide), host(4096, wide), r),
            Err(CL_INVALID_VALUE)
        );
        // a rectangle of exactly isize::MAX bytes still has an address for each
        let top = Pitched {
            origin: [HOST_MAX - 16, 0, 0],
            row_pitch: 16,
            slice_pitch: 16,
        };
        let (a, b) = (host(4096, packed(16)), host(1, top));
        assert_eq!(ok(a, b, [16, 1, 1]), Ok(()));
        let (a, b) = (
            host(4096, packed(16)),
            host(
                1,
                Pitched {
                    origin: [HOST_MAX - 15, 0, 0],
                    ..top
                },
            ),
        );
        assert_eq!(ok(a, b, [16, 1, 1]), Err(CL_INVALID_VALUE));
    }
}
