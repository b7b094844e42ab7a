//! Data movement: read, write, copy and fill of buffers (plain and rectangular) and 2D
//! images, and mapping. Each command runs on the queue's worker; host memory is touched only
//! there, while the application keeps it valid (until a blocking call returns, or until the
//! command's event completes).

use std::ffi::c_void;
use std::sync::Arc;

use super::enqueue::{queue, submit, wait_list};
use super::{slice, HostPtr};
use crate::cl::*;
use crate::core::event::Event;
use crate::core::handle::Obj;
use crate::core::mem::{copy_rect, Mapping, Mem, Pitched};
use crate::core::queue::{Queue, Work};

/// One end of a transfer.
enum End {
    /// A memory object, with the layout of the touched bytes inside it.
    Mem(Arc<Obj<Mem>>, Pitched),
    /// Application memory.
    Host(HostPtr, Pitched),
}

/// Whether a rectangle is one contiguous run of bytes.
fn contiguous(p: &Pitched, region: [usize; 3]) -> bool {
    region[1] == 1 && region[2] == 1 && p.origin[1] == 0 && p.origin[2] == 0
}

/// Moves `region` from `src` to `dst`.
///
/// # Safety
/// A host end's address holds `p.end(region)` bytes, valid (and, as a destination, not
/// aliased) until the command completes: the application's promise for the command's host
/// memory (OpenCL 3.0, section 5.2.2), or mapping memory that lives as long as its mapping.
unsafe fn transfer(src: End, dst: End, region: [usize; 3]) {
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
type Prologue = (Arc<Obj<Queue>>, Arc<Obj<Mem>>, Vec<Arc<Obj<Event>>>);

/// The queue, memory object (of the queue's context) and wait list of a command.
///
/// # Safety
/// `list` is NULL or points to `n` handles.
unsafe fn prologue(
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

fn done(r: Result<cl_int, cl_int>) -> cl_int {
    r.unwrap_or_else(|e| e)
}

/// Reads three `size_t` values.
///
/// # Safety
/// `p` is NULL or points to three values.
unsafe fn triple(p: *const usize) -> Result<[usize; 3], cl_int> {
    // SAFETY: forwarded contract.
    let s = unsafe { slice(p, 3) }
        .filter(|_| !p.is_null())
        .ok_or(CL_INVALID_VALUE)?;
    Ok([s[0], s[1], s[2]])
}

/// A rectangle in a buffer: the defaults of `clEnqueue*BufferRect` for zero pitches.
fn rect(origin: [usize; 3], row_pitch: usize, slice_pitch: usize, region: [usize; 3]) -> Pitched {
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

fn linear(offset: usize, len: usize) -> (Pitched, [usize; 3]) {
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
unsafe fn run(
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
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, buffer, n, list) }.and_then(|(q, m, w)| {
            let (p, region) = linear(offset, size);
            let host = linear(0, size).0;
            // SAFETY: `ptr` has `size` writable bytes until the read completes (API contract).
            unsafe {
                run(
                    &q,
                    CL_COMMAND_READ_BUFFER,
                    End::Mem(m, p),
                    End::Host(HostPtr(ptr as usize), host),
                    region,
                    w,
                    blocking != 0,
                    event,
                )
            }
        }),
    )
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
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, buffer, n, list) }.and_then(|(q, m, w)| {
            let (p, region) = linear(offset, size);
            let host = linear(0, size).0;
            // SAFETY: `ptr` has `size` readable bytes until the write completes (API contract).
            unsafe {
                run(
                    &q,
                    CL_COMMAND_WRITE_BUFFER,
                    End::Host(HostPtr(ptr as usize), host),
                    End::Mem(m, p),
                    region,
                    w,
                    blocking != 0,
                    event,
                )
            }
        }),
    )
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
            // SAFETY: `ptr` covers the host rectangle until the read completes (API contract).
            unsafe {
                run(
                    &q,
                    CL_COMMAND_READ_BUFFER_RECT,
                    End::Mem(m, b),
                    End::Host(HostPtr(ptr as usize), h),
                    r,
                    w,
                    blocking != 0,
                    event,
                )
            }
        }),
    )
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
            // SAFETY: `ptr` covers the host rectangle until the write completes (API contract).
            unsafe {
                run(
                    &q,
                    CL_COMMAND_WRITE_BUFFER_RECT,
                    End::Host(HostPtr(ptr as usize), h),
                    End::Mem(m, b),
                    r,
                    w,
                    blocking != 0,
                    event,
                )
            }
        }),
    )
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

/// An image rectangle: origin and region in texels to bytes.
///
/// # Safety
/// `origin` and `region` point to three size_t each.
unsafe fn image_rect(
    m: &Mem,
    origin: *const usize,
    region: *const usize,
) -> Result<(Pitched, [usize; 3]), cl_int> {
    let d = m.image.ok_or(CL_INVALID_MEM_OBJECT)?;
    // SAFETY: forwarded contract.
    let (o, r) = unsafe { (triple(origin)?, triple(region)?) };
    if o[2] != 0 || r[2] != 1 || o[0] + r[0] > d.width || o[1] + r[1] > d.height {
        return Err(CL_INVALID_VALUE);
    }
    let p = Pitched {
        origin: [o[0] * d.elem, o[1], 0],
        row_pitch: d.row_pitch(),
        slice_pitch: 0,
    };
    Ok((p, [r[0] * d.elem, r[1], 1]))
}

/// `clEnqueueReadImage`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueReadImage(
    queue: cl_handle,
    image: cl_handle,
    blocking: cl_bool,
    origin: *const usize,
    region: *const usize,
    row_pitch: usize,
    slice_pitch: usize,
    ptr: *mut c_void,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, image, n, list) }.and_then(|(q, m, w)| {
            // SAFETY: forwarded contract.
            let (p, r) = unsafe { image_rect(&m, origin, region) }?;
            let h = rect([0; 3], row_pitch, slice_pitch, r);
            // SAFETY: `ptr` covers the host rectangle until the read completes (API contract).
            unsafe {
                run(
                    &q,
                    CL_COMMAND_READ_IMAGE,
                    End::Mem(m, p),
                    End::Host(HostPtr(ptr as usize), h),
                    r,
                    w,
                    blocking != 0,
                    event,
                )
            }
        }),
    )
}

/// `clEnqueueWriteImage`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueWriteImage(
    queue: cl_handle,
    image: cl_handle,
    blocking: cl_bool,
    origin: *const usize,
    region: *const usize,
    row_pitch: usize,
    slice_pitch: usize,
    ptr: *const c_void,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, image, n, list) }.and_then(|(q, m, w)| {
            // SAFETY: forwarded contract.
            let (p, r) = unsafe { image_rect(&m, origin, region) }?;
            let h = rect([0; 3], row_pitch, slice_pitch, r);
            // SAFETY: `ptr` covers the host rectangle until the write completes (API contract).
            unsafe {
                run(
                    &q,
                    CL_COMMAND_WRITE_IMAGE,
                    End::Host(HostPtr(ptr as usize), h),
                    End::Mem(m, p),
                    r,
                    w,
                    blocking != 0,
                    event,
                )
            }
        }),
    )
}

/// `clEnqueueCopyImage`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueCopyImage(
    queue: cl_handle,
    src: cl_handle,
    dst: cl_handle,
    src_origin: *const usize,
    dst_origin: *const usize,
    region: *const usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, src, n, list) }.and_then(|(q, s, w)| {
            let d = super::obj::<Mem>(dst).ok_or(CL_INVALID_MEM_OBJECT)?;
            let (sf, df) = (
                s.image.ok_or(CL_INVALID_MEM_OBJECT)?,
                d.image.ok_or(CL_INVALID_MEM_OBJECT)?,
            );
            if (sf.order, sf.data_type) != (df.order, df.data_type) {
                return Err(CL_IMAGE_FORMAT_MISMATCH);
            }
            // SAFETY: forwarded contract.
            let (ps, r) = unsafe { image_rect(&s, src_origin, region) }?;
            // SAFETY: forwarded contract.
            let (pd, _) = unsafe { image_rect(&d, dst_origin, region) }?;
            // SAFETY: no host memory; forwarded contract for `event`.
            unsafe {
                run(
                    &q,
                    CL_COMMAND_COPY_IMAGE,
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

/// `clEnqueueCopyImageToBuffer`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueCopyImageToBuffer(
    queue: cl_handle,
    src: cl_handle,
    dst: cl_handle,
    src_origin: *const usize,
    region: *const usize,
    dst_offset: usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, src, n, list) }.and_then(|(q, s, w)| {
            let d = super::obj::<Mem>(dst).ok_or(CL_INVALID_MEM_OBJECT)?;
            // SAFETY: forwarded contract.
            let (ps, r) = unsafe { image_rect(&s, src_origin, region) }?;
            let pd = rect([dst_offset, 0, 0], 0, 0, r);
            // SAFETY: no host memory; forwarded contract for `event`.
            unsafe {
                run(
                    &q,
                    CL_COMMAND_COPY_IMAGE_TO_BUFFER,
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

/// `clEnqueueCopyBufferToImage`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueCopyBufferToImage(
    queue: cl_handle,
    src: cl_handle,
    dst: cl_handle,
    src_offset: usize,
    dst_origin: *const usize,
    region: *const usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, src, n, list) }.and_then(|(q, s, w)| {
            let d = super::obj::<Mem>(dst).ok_or(CL_INVALID_MEM_OBJECT)?;
            // SAFETY: forwarded contract.
            let (pd, r) = unsafe { image_rect(&d, dst_origin, region) }?;
            let ps = rect([src_offset, 0, 0], 0, 0, r);
            // SAFETY: no host memory; forwarded contract for `event`.
            unsafe {
                run(
                    &q,
                    CL_COMMAND_COPY_BUFFER_TO_IMAGE,
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

/// `clEnqueueFillImage`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueFillImage(
    queue: cl_handle,
    image: cl_handle,
    _fill_color: *const c_void,
    _origin: *const usize,
    _region: *const usize,
    n: cl_uint,
    list: *const cl_handle,
    _event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(unsafe { prologue(queue, image, n, list) }.and(Err(CL_INVALID_OPERATION)))
}

/// Maps `region` of `m` at byte layout `p`: returns the host pointer and its row pitch.
///
/// # Safety
/// `event` is NULL or writable.
unsafe fn map(
    q: &Arc<Obj<Queue>>,
    m: Arc<Obj<Mem>>,
    p: Pitched,
    region: [usize; 3],
    flags: u64,
    command: u32,
    wait: Vec<Arc<Obj<Event>>>,
    blocking: bool,
    event: *mut cl_handle,
) -> Result<(*mut c_void, usize), cl_int> {
    let known = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
    if flags & !known != 0
        || (flags & CL_MAP_WRITE_INVALIDATE_REGION != 0
            && flags & (CL_MAP_READ | CL_MAP_WRITE) != 0)
    {
        return Err(CL_INVALID_VALUE);
    }
    if region.contains(&0) || p.end(region) > m.size {
        return Err(CL_INVALID_VALUE);
    }
    let write = flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION) != 0;
    let fill = flags & CL_MAP_WRITE_INVALIDATE_REGION == 0;
    let use_host = m.flags & CL_MEM_USE_HOST_PTR != 0;
    let (ptr, staging, row_pitch) = if use_host {
        (m.host_ptr + p.at(0, 0), None, p.row_pitch)
    } else {
        let b: Box<[u8]> = vec![0u8; region[0] * region[1]].into_boxed_slice();
        (b.as_ptr() as usize, Some(b), region[0])
    };
    let host = Pitched {
        origin: [0; 3],
        row_pitch,
        slice_pitch: 0,
    };
    m.maps.lock().unwrap_or_else(|e| e.into_inner()).insert(
        ptr,
        Mapping {
            offset: p.at(0, 0),
            row_pitch,
            row_bytes: region[0],
            rows: region[1],
            write,
            staging,
        },
    );
    let work: Work = Box::new(move || {
        if fill {
            // SAFETY: the mapping's memory is our staging allocation, kept in `m.maps` until
            // the unmap (a later command: the application may not unmap before the map's
            // event completes), or the application's USE_HOST_PTR memory of the object,
            // valid while the object lives (OpenCL 3.0, clCreateBuffer).
            unsafe { transfer(End::Mem(m, p), End::Host(HostPtr(ptr), host), region) };
        }
        Ok(None)
    });
    // SAFETY: forwarded contract.
    let r = unsafe { submit(q, command, wait, work, event, blocking) };
    if r != CL_SUCCESS {
        return Err(r);
    }
    Ok((ptr as *mut c_void, row_pitch))
}

/// `clEnqueueMapBuffer`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueMapBuffer(
    queue: cl_handle,
    buffer: cl_handle,
    blocking: cl_bool,
    flags: u64,
    offset: usize,
    size: usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
    errcode_ret: *mut cl_int,
) -> *mut c_void {
    // SAFETY: forwarded contract.
    let r = unsafe { prologue(queue, buffer, n, list) }.and_then(|(q, m, w)| {
        if m.image.is_some() {
            return Err(CL_INVALID_MEM_OBJECT);
        }
        let (p, region) = linear(offset, size);
        // SAFETY: forwarded contract.
        unsafe {
            map(
                &q,
                m,
                p,
                region,
                flags,
                CL_COMMAND_MAP_BUFFER,
                w,
                blocking != 0,
                event,
            )
        }
    });
    mapped(r, errcode_ret, std::ptr::null_mut())
}

fn mapped(
    r: Result<(*mut c_void, usize), cl_int>,
    errcode_ret: *mut cl_int,
    pitch: *mut usize,
) -> *mut c_void {
    let (ptr, code) = match r {
        Ok((p, rp)) => {
            if !pitch.is_null() {
                // SAFETY: non-null and writable (API contract of clEnqueueMapImage).
                unsafe { *pitch = rp };
            }
            (p, CL_SUCCESS)
        }
        Err(e) => (std::ptr::null_mut(), e),
    };
    // SAFETY: errcode_ret is NULL or writable (API contract).
    unsafe { super::set_error(errcode_ret, code) };
    ptr
}

/// `clEnqueueMapImage`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueMapImage(
    queue: cl_handle,
    image: cl_handle,
    blocking: cl_bool,
    flags: u64,
    origin: *const usize,
    region: *const usize,
    image_row_pitch: *mut usize,
    image_slice_pitch: *mut usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
    errcode_ret: *mut cl_int,
) -> *mut c_void {
    // SAFETY: forwarded contract.
    let r = unsafe { prologue(queue, image, n, list) }.and_then(|(q, m, w)| {
        if image_row_pitch.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: forwarded contract.
        let (p, r) = unsafe { image_rect(&m, origin, region) }?;
        if !image_slice_pitch.is_null() {
            // SAFETY: non-null and writable (API contract).
            unsafe { *image_slice_pitch = 0 };
        }
        // SAFETY: forwarded contract.
        unsafe {
            map(
                &q,
                m,
                p,
                r,
                flags,
                CL_COMMAND_MAP_IMAGE,
                w,
                blocking != 0,
                event,
            )
        }
    });
    mapped(r, errcode_ret, image_row_pitch)
}

/// `clEnqueueUnmapMemObject`: writes a write mapping back.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueUnmapMemObject(
    queue: cl_handle,
    mem: cl_handle,
    mapped_ptr: *mut c_void,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, mem, n, list) }.and_then(|(q, m, w)| {
            let key = mapped_ptr as usize;
            let mapping = m
                .maps
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(&key)
                .ok_or(CL_INVALID_VALUE)?;
            let obj_pitch = m.image.map_or(mapping.row_bytes, |d| d.row_pitch());
            let work: Work = Box::new(move || {
                if mapping.write {
                    let p = Pitched {
                        origin: [mapping.offset, 0, 0],
                        row_pitch: obj_pitch,
                        slice_pitch: 0,
                    };
                    let host = Pitched {
                        origin: [0; 3],
                        row_pitch: mapping.row_pitch,
                        slice_pitch: 0,
                    };
                    let region = [mapping.row_bytes, mapping.rows, 1];
                    // SAFETY: the source is the staging allocation, owned by `mapping` until
                    // this closure ends, or the object's USE_HOST_PTR memory (valid while the
                    // object lives); the application wrote it before unmapping.
                    unsafe { transfer(End::Host(HostPtr(key), host), End::Mem(m, p), region) };
                }
                drop(mapping);
                Ok(None)
            });
            // SAFETY: forwarded contract.
            Ok(unsafe { submit(&q, CL_COMMAND_UNMAP_MEM_OBJECT, w, work, event, false) })
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
