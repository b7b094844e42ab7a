//! Image shapes (1D, 1D array, 2D, 2D array, 3D; 1D image buffers in `image_buffer`) and transfers: read, write, copy, fill, and
//! copies between images and buffers.

use std::ffi::c_void;

use super::transfer::{done, host_run, prologue, rect, run, triple, End, Way};
use super::HostPtr;
use crate::cl::*;
use crate::core::device_info::IMAGE2D_MAX;
use crate::core::mem::{boxes_meet, Mem, Pitched};
use sampler::{ImageFormat, ImageKind};

/// Largest 3D depth and array size (Gen9's 11-bit Depth field).
const LAYERS_MAX: usize = 2048;

/// An image's shape as `clCreateImage` describes it, checked.
pub(super) struct Shape {
    /// The simulator's image type.
    pub kind: ImageKind,
    /// Width in texels.
    pub width: usize,
    /// Height in rows (1 for the 1D kinds).
    pub height: usize,
    /// 3D depth (0 otherwise).
    pub depth: usize,
    /// Array layers (0 otherwise).
    pub array_size: usize,
    /// Bytes of one row of texels.
    row: usize,
    /// Host row pitch.
    pub pitch: usize,
    /// Host slice pitch (of a layer for arrays).
    pub slice: usize,
}

impl Shape {
    /// Checks a `cl_image_desc` (`ty`, then width, height, depth, array_size, row_pitch,
    /// slice_pitch) for texels of `elem` bytes; pitches are allowed only with a host pointer,
    /// and only when the host memory they describe could exist (`isize::MAX` bytes at most).
    pub fn parse(ty: u32, d: &[usize], elem: usize, host: bool) -> Result<Shape, cl_int> {
        let (kind, height, depth, array_size) = match ty {
            CL_MEM_OBJECT_IMAGE1D => (ImageKind::Image1d, 1, 0, 0),
            CL_MEM_OBJECT_IMAGE1D_ARRAY => (ImageKind::Image1dArray, 1, 0, d[3]),
            CL_MEM_OBJECT_IMAGE2D => (ImageKind::Image2d, d[1], 0, 0),
            CL_MEM_OBJECT_IMAGE2D_ARRAY => (ImageKind::Image2dArray, d[1], 0, d[3]),
            CL_MEM_OBJECT_IMAGE3D => (ImageKind::Image3d, d[1], d[2], 0),
            _ => return Err(CL_INVALID_IMAGE_DESCRIPTOR),
        };
        let width = d[0];
        let layered = kind.layered();
        let slices = depth.max(array_size);
        if width == 0 || width > IMAGE2D_MAX || height == 0 || height > IMAGE2D_MAX {
            return Err(CL_INVALID_IMAGE_SIZE);
        }
        if layered && !(1..=LAYERS_MAX).contains(&slices) {
            return Err(CL_INVALID_IMAGE_SIZE);
        }
        let (row_pitch, slice_pitch) = (d[4], d[5]);
        if !host && (row_pitch != 0 || slice_pitch != 0) {
            return Err(CL_INVALID_IMAGE_DESCRIPTOR);
        }
        let row = width * elem;
        let pitch = if row_pitch == 0 { row } else { row_pitch };
        if pitch < row || pitch % elem != 0 {
            return Err(CL_INVALID_IMAGE_DESCRIPTOR);
        }
        let min_slice = pitch
            .checked_mul(height)
            .ok_or(CL_INVALID_IMAGE_DESCRIPTOR)?;
        let slice = if slice_pitch == 0 {
            min_slice
        } else {
            slice_pitch
        };
        if layered && (slice < min_slice || slice % pitch != 0) {
            return Err(CL_INVALID_IMAGE_DESCRIPTOR);
        }
        // the host memory's bytes: (slices - 1) slice pitches, (height - 1) row pitches and
        // a row, which must fit in `isize` (a larger allocation cannot exist)
        let host_bytes = (slices.max(1) - 1)
            .checked_mul(slice)
            .and_then(|s| s.checked_add((height - 1).checked_mul(pitch)?))
            .and_then(|b| b.checked_add(row));
        if host_bytes.is_none_or(|b| b > isize::MAX as usize) {
            return Err(CL_INVALID_IMAGE_DESCRIPTOR);
        }
        Ok(Shape {
            kind,
            width,
            height,
            depth,
            array_size,
            row,
            pitch,
            slice,
        })
    }

    /// The packed contents (rows of `width` texels, slices one after another) of host memory
    /// at `raw` laid out with the description's pitches. Only the texels are read, so padding
    /// between rows and slices need not be readable.
    ///
    /// # Safety
    /// Each row of texels the description places in the host memory (`width` texels at
    /// `raw + z * slice + y * pitch`) is readable during the call: the contract of
    /// `clCreateImage` for `CL_MEM_USE_HOST_PTR` and `CL_MEM_COPY_HOST_PTR`.
    pub unsafe fn pack(&self, raw: *const u8) -> Vec<u8> {
        let slices = self.depth.max(self.array_size).max(1);
        let mut out = Vec::with_capacity(self.row * self.height * slices);
        for z in 0..slices {
            for y in 0..self.height {
                // no sum overflows: the last row ends where the host memory does, which
                // `parse` checked fits in `isize`
                let at = z * self.slice + y * self.pitch;
                // SAFETY: the row lies inside the host memory the description covers,
                // readable by this function's contract.
                let row = unsafe { std::slice::from_raw_parts(raw.add(at), self.row) };
                out.extend_from_slice(row);
            }
        }
        out
    }

    /// The simulator's description.
    pub fn sim_desc(&self, format: ImageFormat) -> crate::backend::ImageDesc {
        crate::backend::ImageDesc {
            kind: self.kind,
            width: self.width as u32,
            height: self.height as u32,
            depth: self.depth.max(self.array_size).max(1) as u32,
            format,
            tiling: self.kind.default_tiling(),
        }
    }
}

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
    let fits = |k: usize, n: usize| o[k].checked_add(r[k]).is_some_and(|e| e <= n);
    // 1D arrays address layers in the second coordinate, 2D arrays and 3D in the third
    let ok = match d.image_type {
        CL_MEM_OBJECT_IMAGE1D | CL_MEM_OBJECT_IMAGE1D_BUFFER => {
            o[1] == 0 && r[1] == 1 && o[2] == 0 && r[2] == 1
        }
        CL_MEM_OBJECT_IMAGE1D_ARRAY => fits(1, d.slices()) && o[2] == 0 && r[2] == 1,
        CL_MEM_OBJECT_IMAGE2D => fits(1, d.height) && o[2] == 0 && r[2] == 1,
        _ => fits(1, d.height) && fits(2, d.slices()),
    };
    if !ok || !fits(0, d.width) || r.contains(&0) {
        return Err(CL_INVALID_VALUE);
    }
    let p = Pitched {
        origin: [o[0] * d.elem, o[1], o[2]],
        row_pitch: d.row_pitch(),
        slice_pitch: d.slice_pitch(),
    };
    Ok((p, [r[0] * d.elem, r[1], r[2]]))
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
            // a 1D array's host layers are `slice_pitch` apart (its rows here): the row pitch
            // when 0 (OpenCL 3.0, clEnqueueReadImage)
            let h = match m.image {
                Some(d) if d.is_1d_array() => {
                    let layers = if slice_pitch == 0 {
                        row_pitch
                    } else {
                        slice_pitch
                    };
                    rect([0; 3], layers, 0, r)
                }
                _ => rect([0; 3], row_pitch, slice_pitch, r),
            }?;
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
            // within one image: the two boxes may not meet (OpenCL 3.0, clEnqueueCopyImage)
            let meet = boxes_meet((ps.origin, r), (pd.origin, r));
            if s.id == d.id && meet {
                return Err(CL_MEM_COPY_OVERLAP);
            }
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
            let pd = rect([dst_offset, 0, 0], 0, 0, r)?;
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
            let ps = rect([src_offset, 0, 0], 0, 0, r)?;
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

/// `clEnqueueFillImage`: `fill_color` (four floats, or four 32-bit integers for integer
/// formats) converted to the image's format as `write_image*` converts it.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clEnqueueFillImage(
    queue: cl_handle,
    image: cl_handle,
    fill_color: *const c_void,
    origin: *const usize,
    region: *const usize,
    n: cl_uint,
    list: *const cl_handle,
    event: *mut cl_handle,
) -> cl_int {
    // SAFETY: forwarded contract.
    done(
        unsafe { prologue(queue, image, n, list) }.and_then(|(q, m, w)| {
            let d = m.image.ok_or(CL_INVALID_MEM_OBJECT)?;
            // SAFETY: forwarded contract.
            let (p, r) = unsafe { image_rect(&m, origin, region) }?;
            // SAFETY: `fill_color` points to four 32-bit values (API contract).
            let c = unsafe { super::slice(fill_color.cast::<u32>(), 4) }
                .filter(|_| !fill_color.is_null())
                .ok_or(CL_INVALID_VALUE)?;
            let mut texel = vec![0u8; d.elem];
            sampler::encode_texel_into(d.format, [c[0], c[1], c[2], c[3]], &mut texel);
            let work: crate::core::queue::Work = Box::new(move || {
                let packed = Pitched {
                    origin: [0; 3],
                    row_pitch: r[0],
                    slice_pitch: r[0] * r[1],
                };
                let src: Vec<u8> = texel
                    .iter()
                    .copied()
                    .cycle()
                    .take(r.iter().product())
                    .collect();
                let mut bytes = m.contents();
                if !crate::core::mem::copy_rect(&src, &packed, &mut bytes, &p, r) {
                    return Err(CL_INVALID_VALUE);
                }
                m.write(0, &bytes);
                Ok(None)
            });
            // SAFETY: forwarded contract.
            Ok(unsafe { super::enqueue::submit(&q, CL_COMMAND_FILL_IMAGE, w, work, event, false) })
        }),
    )
}

/// `clCreateImage3D` (OpenCL 1.1).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn clCreateImage3D(
    context: cl_handle,
    flags: u64,
    format: *const u32,
    width: usize,
    height: usize,
    depth: usize,
    row_pitch: usize,
    slice_pitch: usize,
    host_ptr: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // cl_image_desc: type (padded), width, height, depth, array_size, row_pitch, slice_pitch,
    // num_mip_levels, num_samples, buffer
    let desc: [usize; 10] = [
        CL_MEM_OBJECT_IMAGE3D as usize,
        width,
        height,
        depth,
        1,
        row_pitch,
        slice_pitch,
        0,
        0,
        0,
    ];
    // SAFETY: `desc` is a complete cl_image_desc; the rest is forwarded.
    unsafe {
        super::clCreateImage(
            context,
            flags,
            format,
            desc.as_ptr().cast(),
            host_ptr,
            errcode_ret,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Shape;
    use crate::cl::*;

    #[test]
    fn host_layouts_that_cannot_exist_are_invalid_descriptors() {
        // width, height, depth, array_size, row_pitch, slice_pitch
        let parse = |ty, d: [usize; 6]| Shape::parse(ty, &d, 4, true).map(|s| (s.pitch, s.slice));
        assert_eq!(
            parse(CL_MEM_OBJECT_IMAGE2D, [10, 6, 0, 0, 64, 0]),
            Ok((64, 384))
        );
        let bad = Err(CL_INVALID_IMAGE_DESCRIPTOR);
        // a row pitch whose slice wraps, a slice pitch whose image wraps, more than isize::MAX
        assert_eq!(parse(CL_MEM_OBJECT_IMAGE2D, [10, 6, 0, 0, 1 << 62, 0]), bad);
        assert_eq!(parse(CL_MEM_OBJECT_IMAGE2D, [10, 2, 0, 0, 1 << 63, 0]), bad);
        let huge = 1 << 62;
        assert_eq!(parse(CL_MEM_OBJECT_IMAGE3D, [10, 2, 4, 0, 64, huge]), bad);
        assert_eq!(
            parse(CL_MEM_OBJECT_IMAGE2D_ARRAY, [10, 2, 0, 2, 64, huge]),
            Ok((64, huge))
        );
    }

    #[test]
    fn packing_reads_the_texels_of_each_row_only() {
        // 2x3 texels of 4 bytes in rows 12 bytes apart
        let shape = Shape::parse(CL_MEM_OBJECT_IMAGE2D, &[2, 3, 0, 0, 12, 0], 4, true).unwrap();
        let raw: Vec<u8> = (0..32).collect();
        // SAFETY: `raw` holds the 2 * 12 + 8 bytes the description covers.
        let packed = unsafe { shape.pack(raw.as_ptr()) };
        let want: Vec<u8> = [0..8, 12..20, 24..32].into_iter().flatten().collect();
        assert_eq!(packed, want);
    }
}
