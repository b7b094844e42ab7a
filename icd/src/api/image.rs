//! 2D image transfers: read, write, copy, and copies between images and buffers.

use std::ffi::c_void;

use super::transfer::{done, host_run, prologue, rect, run, triple, End, Way};
use super::HostPtr;
use crate::cl::*;
use crate::core::mem::{Mem, Pitched};

/// An image rectangle: origin and region in texels to bytes.
///
/// # Safety
/// `origin` and `region` point to three size_t each.
pub(super) unsafe fn image_rect(
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

/// `clEnqueueReadImage` and `clEnqueueWriteImage`: a rectangle of `image` to or from `ptr`
/// (laid out with `row_pitch` and `slice_pitch`).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
unsafe fn image_host(
    queue: cl_handle,
    image: cl_handle,
    command: u32,
    way: Way,
    blocking: cl_bool,
    (origin, region): (*const usize, *const usize),
    (ptr, row_pitch, slice_pitch): (HostPtr, usize, usize),
    (n, list, event): (cl_uint, *const cl_handle, *mut cl_handle),
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, image, n, list) }.and_then(|(q, m, w)| {
            // SAFETY: forwarded contract.
            let (p, r) = unsafe { image_rect(&m, origin, region) }?;
            let h = rect([0; 3], row_pitch, slice_pitch, r);
            // SAFETY: `ptr` covers the host rectangle until the command completes (API contract).
            unsafe { host_run(&q, command, way, (m, p), (ptr, h), r, w, blocking, event) }
        }),
    )
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
    let host = (HostPtr(ptr as usize), row_pitch, slice_pitch);
    let (command, way, rest) = (CL_COMMAND_READ_IMAGE, Way::Read, (n, list, event));
    // SAFETY: forwarded contract.
    unsafe {
        image_host(
            queue,
            image,
            command,
            way,
            blocking,
            (origin, region),
            host,
            rest,
        )
    }
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
    let host = (HostPtr(ptr as usize), row_pitch, slice_pitch);
    let (command, way, rest) = (CL_COMMAND_WRITE_IMAGE, Way::Write, (n, list, event));
    // SAFETY: forwarded contract.
    unsafe {
        image_host(
            queue,
            image,
            command,
            way,
            blocking,
            (origin, region),
            host,
            rest,
        )
    }
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
