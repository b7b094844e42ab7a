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
use crate::core::mem::{Mapping, Mem, Pitched};
use crate::core::queue::{Queue, Work};

/// Maps `region` of `m` at byte layout `p`: returns the host pointer and its row and slice
/// pitches.
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
) -> Result<(*mut c_void, usize, usize), cl_int> {
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
    let (ptr, staging, row_pitch, slice_pitch) = if use_host {
        (m.host_ptr + p.at(0, 0), None, p.row_pitch, p.slice_pitch)
    } else {
        let b: Box<[u8]> = vec![0u8; region[0] * region[1] * region[2]].into_boxed_slice();
        (
            b.as_ptr() as usize,
            Some(b),
            region[0],
            region[0] * region[1],
        )
    };
    let host = Pitched {
        origin: [0; 3],
        row_pitch,
        slice_pitch,
    };
    m.maps.lock().unwrap_or_else(|e| e.into_inner()).insert(
        ptr,
        Mapping {
            offset: p.at(0, 0),
            row_pitch,
            row_bytes: region[0],
            rows: region[1],
            slices: region[2],
            slice_pitch,
            obj_slice_pitch: p.slice_pitch,
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
    Ok((ptr as *mut c_void, row_pitch, slice_pitch))
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
    // the slice pitch is 0 for 1D and 2D images, and for a 1D image array the size of each
    // 1D image: its layers are the mapping's rows (OpenCL 3.0, clEnqueueMapImage)
    let ty = super::obj::<Mem>(image).and_then(|m| m.image.map(|d| d.image_type));
    let r = r.map(|(p, rp, sp)| match ty {
        Some(CL_MEM_OBJECT_IMAGE1D_ARRAY) => (p, rp, rp),
        Some(CL_MEM_OBJECT_IMAGE1D | CL_MEM_OBJECT_IMAGE1D_BUFFER | CL_MEM_OBJECT_IMAGE2D) => {
            (p, rp, 0)
        }
        _ => (p, rp, sp),
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
                        slice_pitch: mapping.obj_slice_pitch,
                    };
                    let host = Pitched {
                        origin: [0; 3],
                        row_pitch: mapping.row_pitch,
                        slice_pitch: mapping.slice_pitch,
                    };
                    let region = [mapping.row_bytes, mapping.rows, mapping.slices];
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
