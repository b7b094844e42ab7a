//! Mapping buffers and images for the host, and unmapping (which writes a write mapping
//! back).

use std::ffi::c_void;
use std::sync::Arc;

use super::enqueue::submit;
use super::image::image_rect;
use super::transfer::{done, linear, prologue, transfer, End};
use super::HostPtr;
use crate::cl::*;
use crate::core::event::Event;
use crate::core::handle::Obj;
use crate::core::mem::{region_bytes, Mapping, Mem, Pitched};
use crate::core::queue::{Queue, Work};

/// What a map asks, checked ([`check_map`]): whether it writes, whether the host memory is
/// filled from the object first, and the object's bytes it covers (offsets from its first
/// byte to its last plus one) and holds.
struct MapAsk {
    write: bool,
    fill: bool,
    start: usize,
    end: usize,
    bytes: usize,
}

/// Checks a map of `region` of `m` at byte layout `p` with `flags`: known flags in a valid
/// combination, a region inside the object (no wrapping arithmetic), and host access the
/// object's flags allow (OpenCL 3.0, clEnqueueMapBuffer).
fn check_map(
    m: &Arc<Obj<Mem>>,
    p: &Pitched,
    region: [usize; 3],
    flags: u64,
) -> Result<MapAsk, cl_int> {
    let known = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
    if flags & !known != 0
        || (flags & CL_MAP_WRITE_INVALIDATE_REGION != 0
            && flags & (CL_MAP_READ | CL_MAP_WRITE) != 0)
    {
        return Err(CL_INVALID_VALUE);
    }
    let (end, bytes) = (p.end(region), region_bytes(region));
    let (Some(start), Some(end), Some(bytes)) = (p.at(0, 0), end, bytes) else {
        return Err(CL_INVALID_VALUE);
    };
    if bytes == 0 || end > m.size || bytes > m.size {
        return Err(CL_INVALID_VALUE);
    }
    let write = flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION) != 0;
    // the host-access flags forbid reads, writes or both
    if (flags & CL_MAP_READ != 0 && !m.host_may(false)) || (write && !m.host_may(true)) {
        return Err(CL_INVALID_OPERATION);
    }
    Ok(MapAsk {
        write,
        fill: flags & CL_MAP_WRITE_INVALIDATE_REGION == 0,
        start,
        end,
        bytes,
    })
}

/// A mapping's host memory: its address, the staging allocation behind it (none for the
/// application's own memory) and its layout.
type HostMemory = (usize, Option<Box<[u8]>>, Pitched);

/// The host memory a map of `region` (`bytes` bytes) of `m` hands the application: a
/// `CL_MEM_USE_HOST_PTR` object's own application memory (laid out as `app`), else a staging
/// allocation of the region packed. Returns its address, the staging allocation and its
/// layout.
fn host_memory(
    m: &Arc<Obj<Mem>>,
    app: Pitched,
    region: [usize; 3],
    bytes: usize,
) -> Result<HostMemory, cl_int> {
    if m.flags & CL_MEM_USE_HOST_PTR != 0 {
        // inside the application's memory of the object: its layout covers the object
        let at = app.at(0, 0).ok_or(CL_INVALID_VALUE)?;
        let host = Pitched {
            origin: [0; 3],
            ..app
        };
        return Ok((m.host_ptr + at, None, host));
    }
    let b: Box<[u8]> = vec![0u8; bytes].into_boxed_slice();
    let host = Pitched {
        origin: [0; 3],
        row_pitch: region[0],
        slice_pitch: region[0] * region[1],
    };
    Ok((b.as_ptr() as usize, Some(b), host))
}

/// Maps `region` of `m` at byte layout `p`: returns the host pointer and the layout of the
/// host memory from it. A `CL_MEM_USE_HOST_PTR` object's mapping is its application memory,
/// laid out as `app` (the box of `p` in that memory).
///
/// # Safety
/// `event` is NULL or writable.
unsafe fn map(
    q: &Arc<Obj<Queue>>,
    m: Arc<Obj<Mem>>,
    (p, app): (Pitched, Pitched),
    region: [usize; 3],
    flags: u64,
    command: u32,
    wait: Vec<Arc<Obj<Event>>>,
    blocking: bool,
    event: *mut cl_handle,
) -> Result<(*mut c_void, Pitched), cl_int> {
    let MapAsk {
        write,
        fill,
        start,
        end,
        bytes,
    } = check_map(&m, &p, region, flags)?;
    let (ptr, staging, host) = host_memory(&m, app, region, bytes)?;
    let base = m.origin();
    let mapping = Mapping {
        owner: m.id,
        ptr,
        obj: p,
        host,
        region,
        span: (base + start, base + end),
        write,
        staging,
    };
    {
        let mut maps = m.maps.lock().unwrap_or_else(|e| e.into_inner());
        // overlapping mappings are all for reading (OpenCL 3.0, section 5.5.4)
        let clash = maps
            .iter()
            .any(|o| (write || o.write) && o.overlaps(&mapping));
        if clash {
            return Err(CL_INVALID_OPERATION);
        }
        maps.push(mapping);
    }
    let (maps, id) = (m.maps.clone(), m.id);
    let work: Work = Box::new(move || {
        if fill {
            // SAFETY: the mapping's memory is our staging allocation, kept in `m.maps` until
            // the unmap (a later command: the application may not unmap before the map's
            // event completes), or the application's USE_HOST_PTR memory of the object,
            // valid while the object lives (OpenCL 3.0, clCreateBuffer).
            unsafe { transfer(End::Mem(m, p), End::Host(HostPtr(ptr), host), region) }?;
        }
        Ok(None)
    });
    // SAFETY: forwarded contract.
    let r = unsafe { submit(q, command, wait, work, event, blocking) };
    if r != CL_SUCCESS {
        // the map failed (its command has completed): no mapping to unmap
        let mut maps = maps.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(at) = maps.iter().rposition(|o| o.owner == id && o.ptr == ptr) {
            maps.remove(at);
        }
        return Err(r);
    }
    Ok((ptr as *mut c_void, host))
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
    let r = unsafe { prologue(queue, buffer, n, list) }
        .and_then(|(q, m, w)| {
            if m.image.is_some() {
                return Err(CL_INVALID_MEM_OBJECT);
            }
            let (p, region) = linear(offset, size);
            // SAFETY: forwarded contract.
            unsafe {
                map(
                    &q,
                    m,
                    (p, p),
                    region,
                    flags,
                    CL_COMMAND_MAP_BUFFER,
                    w,
                    blocking != 0,
                    event,
                )
            }
        })
        .map(|(ptr, _)| (ptr, 0, 0));
    mapped(r, errcode_ret, std::ptr::null_mut(), std::ptr::null_mut())
}

fn mapped(
    r: Result<(*mut c_void, usize, usize), cl_int>,
    errcode_ret: *mut cl_int,
    pitch: *mut usize,
    slice_pitch: *mut usize,
) -> *mut c_void {
    let (ptr, code) = match r {
        Ok((p, rp, sp)) => {
            if !pitch.is_null() {
                // SAFETY: non-null and writable (API contract of clEnqueueMapImage).
                unsafe { *pitch = rp };
            }
            if !slice_pitch.is_null() {
                // SAFETY: non-null and writable (API contract of clEnqueueMapImage).
                unsafe { *slice_pitch = sp };
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
        let d = m.image.ok_or(CL_INVALID_MEM_OBJECT)?;
        let use_host = m.flags & CL_MEM_USE_HOST_PTR != 0;
        let app = d.host_layout(p.origin);
        // SAFETY: forwarded contract.
        let (ptr, host) = unsafe {
            map(
                &q,
                m,
                (p, app),
                r,
                flags,
                CL_COMMAND_MAP_IMAGE,
                w,
                blocking != 0,
                event,
            )
        }?;
        // the slice pitch is 0 for 1D and 2D images, and for a 1D image array the size of
        // each 1D image: its layers are the mapping's rows (OpenCL 3.0, clEnqueueMapImage);
        // the application's own row pitch for its USE_HOST_PTR memory
        Ok(match d.image_type {
            CL_MEM_OBJECT_IMAGE1D_ARRAY if use_host => (ptr, d.host_row_pitch, host.row_pitch),
            CL_MEM_OBJECT_IMAGE1D_ARRAY => (ptr, host.row_pitch, host.row_pitch),
            CL_MEM_OBJECT_IMAGE1D | CL_MEM_OBJECT_IMAGE1D_BUFFER | CL_MEM_OBJECT_IMAGE2D => {
                (ptr, host.row_pitch, 0)
            }
            _ => (ptr, host.row_pitch, host.slice_pitch),
        })
    });
    mapped(r, errcode_ret, image_row_pitch, image_slice_pitch)
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
            let mapping = {
                let mut maps = m.maps.lock().unwrap_or_else(|e| e.into_inner());
                let at = maps
                    .iter()
                    .position(|o| o.owner == m.id && o.ptr == key)
                    .ok_or(CL_INVALID_VALUE)?;
                maps.remove(at)
            };
            let work: Work = Box::new(move || {
                if mapping.write {
                    let region = mapping.region;
                    let (host, obj) = (mapping.host, mapping.obj);
                    // SAFETY: the source is the staging allocation, owned by `mapping` until
                    // this closure ends, or the object's USE_HOST_PTR memory (valid while the
                    // object lives); the application wrote it before unmapping.
                    unsafe { transfer(End::Host(HostPtr(key), host), End::Mem(m, obj), region) }?;
                }
                drop(mapping);
                Ok(None)
            });
            // SAFETY: forwarded contract.
            Ok(unsafe { submit(&q, CL_COMMAND_UNMAP_MEM_OBJECT, w, work, event, false) })
        }),
    )
}
