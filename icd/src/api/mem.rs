//! Memory objects: buffers, sub-buffers and images.

use std::ffi::c_void;
use std::sync::Arc;

use super::{created, handle, info, obj, properties, slice};
use crate::backend::{Buffer, Image};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::handle::{register, release, retain, Obj};
use crate::core::info::{boolb, u32b, u32s, u64b, u64s, usizeb};
use crate::core::mem::{ImageDesc, Mem, Store};
use sampler::{ChannelOrder, ChannelType, ImageFormat};

/// The device-access flags.
pub(super) const ACCESS: u64 = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
/// The host-access flags.
pub(super) const HOST_ACCESS: u64 =
    CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
/// The host-pointer flags.
pub(super) const HOST_PTR: u64 = CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;

/// Checks `CL_MEM_*` flags: known bits, one access mode, one host-access mode, no
/// `USE_HOST_PTR` with `ALLOC`/`COPY_HOST_PTR`.
fn check_flags(flags: u64) -> Result<(), cl_int> {
    let known = ACCESS | HOST_ACCESS | HOST_PTR | CL_MEM_KERNEL_READ_AND_WRITE;
    let ok = flags & !known == 0
        && (flags & ACCESS).count_ones() <= 1
        && (flags & HOST_ACCESS).count_ones() <= 1
        && !(flags & CL_MEM_USE_HOST_PTR != 0
            && flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR) != 0);
    if ok {
        Ok(())
    } else {
        Err(CL_INVALID_VALUE)
    }
}

/// The initial contents of a new object: a copy of `size` host bytes when a host pointer
/// flag asks for one.
///
/// # Safety
/// With `USE_HOST_PTR` or `COPY_HOST_PTR`, `host_ptr` points to `size` readable bytes.
unsafe fn initial(
    flags: u64,
    host_ptr: *mut c_void,
    size: usize,
) -> Result<Option<Vec<u8>>, cl_int> {
    let wants = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR) != 0;
    if wants == host_ptr.is_null() {
        return Err(CL_INVALID_HOST_PTR);
    }
    if !wants {
        return Ok(None);
    }
    // SAFETY: `host_ptr` has `size` readable bytes (API contract for these flags).
    Ok(Some(
        unsafe { slice(host_ptr.cast::<u8>(), size) }
            .ok_or(CL_INVALID_HOST_PTR)?
            .to_vec(),
    ))
}

/// # Safety
/// As `clCreateBuffer`.
unsafe fn create_buffer(
    context: cl_handle,
    flags: u64,
    size: usize,
    host_ptr: *mut c_void,
    props: Vec<u64>,
) -> Result<Arc<Obj<Mem>>, cl_int> {
    let c = obj::<Context>(context).ok_or(CL_INVALID_CONTEXT)?;
    let flags = if flags & ACCESS == 0 {
        flags | CL_MEM_READ_WRITE
    } else {
        flags
    };
    check_flags(flags)?;
    let max = c.devices.iter().map(|d| d.max_alloc).min().unwrap_or(0);
    if size == 0 || size as u64 > max {
        return Err(CL_INVALID_BUFFER_SIZE);
    }
    // SAFETY: forwarded contract.
    let init = unsafe { initial(flags, host_ptr, size) }?;
    let store = match init {
        Some(bytes) => Buffer::from_vec(bytes),
        None => Buffer::new(size).map_err(|_| CL_OUT_OF_HOST_MEMORY)?,
    };
    let mut m = Mem::new(c, flags, Store::Buffer(store), host_ptr as usize, None);
    m.properties = props;
    Ok(register(m))
}

/// `clCreateBuffer`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateBuffer(
    context: cl_handle,
    flags: u64,
    size: usize,
    host_ptr: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // SAFETY: forwarded contract.
    unsafe {
        created(
            create_buffer(context, flags, size, host_ptr, Vec::new()),
            errcode_ret,
        )
    }
}

/// `clCreateBufferWithProperties` (no properties are defined for buffers).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateBufferWithProperties(
    context: cl_handle,
    props: *const u64,
    flags: u64,
    size: usize,
    host_ptr: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // SAFETY: `props` is NULL or zero-terminated (API contract).
    let (pairs, raw) = unsafe { properties(props) };
    let r = if pairs.is_empty() {
        // SAFETY: forwarded contract.
        unsafe { create_buffer(context, flags, size, host_ptr, raw) }
    } else {
        Err(CL_INVALID_PROPERTY)
    };
    // SAFETY: forwarded contract.
    unsafe { created(r, errcode_ret) }
}

/// `clCreateSubBuffer` (`CL_BUFFER_CREATE_TYPE_REGION`).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateSubBuffer(
    buffer: cl_handle,
    flags: u64,
    create_type: cl_uint,
    create_info: *const c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = (|| {
        let parent = obj::<Mem>(buffer).ok_or(CL_INVALID_MEM_OBJECT)?;
        if parent.image.is_some() || parent.parent.is_some() {
            return Err(CL_INVALID_MEM_OBJECT);
        }
        if create_type != CL_BUFFER_CREATE_TYPE_REGION || create_info.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        if flags & (HOST_PTR | !(ACCESS | HOST_ACCESS)) != 0 {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: `create_info` points to a cl_buffer_region { size_t origin, size } for
        // CL_BUFFER_CREATE_TYPE_REGION (API contract).
        let region = unsafe { slice(create_info.cast::<usize>(), 2) }.ok_or(CL_INVALID_VALUE)?;
        let (origin, size) = (region[0], region[1]);
        if size == 0 {
            return Err(CL_INVALID_BUFFER_SIZE);
        }
        if !parent.contains(origin, size) {
            return Err(CL_INVALID_VALUE);
        }
        if origin % 128 != 0 {
            return Err(CL_MISALIGNED_SUB_BUFFER_OFFSET);
        }
        let access = if flags & ACCESS == 0 {
            parent.flags & ACCESS
        } else {
            flags & ACCESS
        };
        let host = if flags & HOST_ACCESS == 0 {
            parent.flags & HOST_ACCESS
        } else {
            flags & HOST_ACCESS
        };
        let flags = access | host | (parent.flags & HOST_PTR);
        let sub = Mem::sub(&parent, flags, origin, size).ok_or(CL_INVALID_VALUE)?;
        Ok(register(sub))
    })();
    // SAFETY: forwarded contract.
    unsafe { created(r, errcode_ret) }
}

/// The simulator's format for an OpenCL image format, when the sampler supports it.
pub fn image_format(order: u32, data_type: u32) -> Option<ImageFormat> {
    let order = match order {
        CL_R => ChannelOrder::R,
        CL_RG => ChannelOrder::RG,
        CL_RGBA => ChannelOrder::RGBA,
        CL_BGRA => ChannelOrder::BGRA,
        _ => return None,
    };
    let data_type = match data_type {
        CL_UNSIGNED_INT8 => ChannelType::UnsignedInt8,
        CL_UNSIGNED_INT16 => ChannelType::UnsignedInt16,
        CL_UNSIGNED_INT32 => ChannelType::UnsignedInt32,
        CL_SIGNED_INT8 => ChannelType::SignedInt8,
        CL_SIGNED_INT16 => ChannelType::SignedInt16,
        CL_SIGNED_INT32 => ChannelType::SignedInt32,
        CL_UNORM_INT8 => ChannelType::UnormInt8,
        CL_UNORM_INT16 => ChannelType::UnormInt16,
        CL_SNORM_INT8 => ChannelType::SnormInt8,
        CL_SNORM_INT16 => ChannelType::SnormInt16,
        CL_HALF_FLOAT => ChannelType::HalfFloat,
        CL_FLOAT => ChannelType::Float,
        _ => return None,
    };
    let f = ImageFormat::new(order, data_type);
    f.surface_format().map(|_| f)
}

/// Whether `order` and `data_type` are values the OpenCL specification defines for
/// `cl_image_format` (`CL_R` to `CL_ABGR`, `CL_SNORM_INT8` to `CL_UNORM_INT_101010_2`), so
/// that a format made of them is at most unsupported, not invalid.
pub fn valid_format(order: u32, data_type: u32) -> bool {
    (CL_R..=CL_ABGR).contains(&order)
        && (CL_SNORM_INT8..=CL_UNORM_INT_101010_2).contains(&data_type)
}

const ORDERS: [u32; 4] = [CL_R, CL_RG, CL_RGBA, CL_BGRA];
const TYPES: [u32; 12] = [
    CL_UNSIGNED_INT8,
    CL_UNSIGNED_INT16,
    CL_UNSIGNED_INT32,
    CL_SIGNED_INT8,
    CL_SIGNED_INT16,
    CL_SIGNED_INT32,
    CL_UNORM_INT8,
    CL_UNORM_INT16,
    CL_SNORM_INT8,
    CL_SNORM_INT16,
    CL_HALF_FLOAT,
    CL_FLOAT,
];

/// The description of an image of type `ty`, channel order and type `f` (and their
/// format), of `shape`: a `CL_MEM_USE_HOST_PTR` image's host layout is the application's
/// own, any other's is packed.
fn image_desc(
    ty: u32,
    (order, data_type, format): (u32, u32, ImageFormat),
    shape: &super::image::Shape,
    use_host: bool,
) -> ImageDesc {
    let elem = format.texel_bytes() as usize;
    let packed_row = shape.width * elem;
    ImageDesc {
        image_type: ty,
        width: shape.width,
        height: shape.height,
        depth: shape.depth,
        array_size: shape.array_size,
        order,
        data_type,
        elem,
        format,
        host_row_pitch: if use_host { shape.pitch } else { packed_row },
        host_slice_pitch: if use_host {
            shape.slice
        } else {
            packed_row * shape.height
        },
    }
}

/// # Safety
/// As `clCreateImage`: `format` and `desc` point to a `cl_image_format` and `cl_image_desc`.
unsafe fn create_image(
    context: cl_handle,
    flags: u64,
    format: *const u32,
    desc: *const c_void,
    host_ptr: *mut c_void,
) -> Result<Arc<Obj<Mem>>, cl_int> {
    let c = obj::<Context>(context).ok_or(CL_INVALID_CONTEXT)?;
    check_flags(flags)?;
    // SAFETY: `format` points to a cl_image_format (two cl_uint) by the API contract.
    let f = unsafe { slice(format, 2) }
        .filter(|_| !format.is_null())
        .ok_or(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)?;
    if desc.is_null() {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    // SAFETY: `desc` points to a cl_image_desc: cl_mem_object_type (u32, padded to 8), then
    // size_t width, height, depth, array_size, row_pitch, slice_pitch, two cl_uint
    // (num_mip_levels, num_samples) and a cl_mem (API contract).
    let (ty, all) = unsafe {
        (
            *desc.cast::<u32>(),
            slice(desc.cast::<usize>().add(1), 8).ok_or(CL_INVALID_IMAGE_DESCRIPTOR)?,
        )
    };
    let (d, mips_samples, buffer) = (&all[..6], all[6], all[7]);
    if mips_samples != 0 {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    if !valid_format(f[0], f[1]) {
        return Err(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
    }
    let fmt = image_format(f[0], f[1]).ok_or(CL_IMAGE_FORMAT_NOT_SUPPORTED)?;
    if ty == CL_MEM_OBJECT_IMAGE1D_BUFFER {
        let (fmts, shape) = ((fmt, f[0], f[1]), (d[0], d[4], d[5]));
        let host = !host_ptr.is_null();
        let m = super::image_buffer::create(c, flags, fmts, shape, buffer as cl_handle, host)?;
        return Ok(register(m));
    }
    if buffer != 0 {
        // images from buffers or other images are the 1D image buffers only
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    let flags = if flags & ACCESS == 0 {
        flags | CL_MEM_READ_WRITE
    } else {
        flags
    };
    let elem = fmt.texel_bytes() as usize;
    let shape = super::image::Shape::parse(ty, d, elem, !host_ptr.is_null())?;
    let wants = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR) != 0;
    if wants == host_ptr.is_null() {
        return Err(CL_INVALID_HOST_PTR);
    }
    // SAFETY: with a host-pointer flag, `host_ptr` (not NULL) covers the described layout
    // during the call (clCreateImage's contract).
    let init = wants.then(|| unsafe { shape.pack(host_ptr.cast::<u8>()) });
    let use_host = flags & CL_MEM_USE_HOST_PTR != 0;
    let desc = image_desc(ty, (f[0], f[1], fmt), &shape, use_host);
    let sim_desc = shape.sim_desc(fmt);
    let store = match init {
        Some(bytes) => Image::from_vec(sim_desc, bytes),
        None => Image::new(sim_desc),
    }
    .map_err(|_| CL_INVALID_IMAGE_SIZE)?;
    Ok(register(Mem::new(
        c,
        flags,
        Store::Image(store),
        host_ptr as usize,
        Some(desc),
    )))
}

/// `clCreateImage`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateImage(
    context: cl_handle,
    flags: u64,
    format: *const u32,
    desc: *const c_void,
    host_ptr: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // SAFETY: forwarded contract.
    unsafe {
        created(
            create_image(context, flags, format, desc, host_ptr),
            errcode_ret,
        )
    }
}

/// `clCreateImageWithProperties` (no properties are defined for images).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateImageWithProperties(
    context: cl_handle,
    props: *const u64,
    flags: u64,
    format: *const u32,
    desc: *const c_void,
    host_ptr: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // SAFETY: `props` is NULL or zero-terminated (API contract).
    let (pairs, _) = unsafe { properties(props) };
    let r = if pairs.is_empty() {
        // SAFETY: forwarded contract.
        unsafe { create_image(context, flags, format, desc, host_ptr) }
    } else {
        Err(CL_INVALID_PROPERTY)
    };
    // SAFETY: forwarded contract.
    unsafe { created(r, errcode_ret) }
}

/// `clCreateImage2D` (OpenCL 1.1).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateImage2D(
    context: cl_handle,
    flags: u64,
    format: *const u32,
    width: usize,
    height: usize,
    row_pitch: usize,
    host_ptr: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // cl_image_desc: type (padded), width, height, depth, array_size, row_pitch, slice_pitch,
    // num_mip_levels, num_samples, buffer
    let desc: [usize; 10] = [
        CL_MEM_OBJECT_IMAGE2D as usize,
        width,
        height,
        1,
        1,
        row_pitch,
        0,
        0,
        0,
        0,
    ];
    // SAFETY: `desc` is a complete cl_image_desc; the rest is forwarded.
    unsafe {
        clCreateImage(
            context,
            flags,
            format,
            desc.as_ptr().cast(),
            host_ptr,
            errcode_ret,
        )
    }
}

/// `clGetSupportedImageFormats`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetSupportedImageFormats(
    context: cl_handle,
    flags: u64,
    image_type: cl_uint,
    num_entries: cl_uint,
    formats: *mut u32,
    num_formats: *mut cl_uint,
) -> cl_int {
    if obj::<Context>(context).is_none() {
        return CL_INVALID_CONTEXT;
    }
    if check_flags(flags).is_err() || (num_entries == 0 && !formats.is_null()) {
        return CL_INVALID_VALUE;
    }
    let kinds = [
        CL_MEM_OBJECT_IMAGE1D,
        CL_MEM_OBJECT_IMAGE1D_BUFFER,
        CL_MEM_OBJECT_IMAGE1D_ARRAY,
        CL_MEM_OBJECT_IMAGE2D,
        CL_MEM_OBJECT_IMAGE2D_ARRAY,
        CL_MEM_OBJECT_IMAGE3D,
    ];
    let list: Vec<(u32, u32)> = if kinds.contains(&image_type) {
        ORDERS
            .iter()
            .flat_map(|&o| TYPES.iter().map(move |&t| (o, t)))
            .filter(|&(o, t)| image_format(o, t).is_some())
            .collect()
    } else {
        Vec::new()
    };
    for (i, (o, t)) in list.iter().take(num_entries as usize).enumerate() {
        if !formats.is_null() {
            // SAFETY: `formats` has room for `num_entries` cl_image_format and i < that.
            unsafe {
                *formats.add(2 * i) = *o;
                *formats.add(2 * i + 1) = *t;
            }
        }
    }
    if !num_formats.is_null() {
        // SAFETY: non-null and writable (API contract).
        unsafe { *num_formats = list.len() as cl_uint };
    }
    CL_SUCCESS
}

/// `clRetainMemObject`.
pub extern "C" fn clRetainMemObject(mem: cl_handle) -> cl_int {
    if retain::<Mem>(mem as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_MEM_OBJECT
    }
}

/// `clReleaseMemObject`.
pub extern "C" fn clReleaseMemObject(mem: cl_handle) -> cl_int {
    if release::<Mem>(mem as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_MEM_OBJECT
    }
}

/// `clGetMemObjectInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetMemObjectInfo(
    mem: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(m) = obj::<Mem>(mem) else {
        return CL_INVALID_MEM_OBJECT;
    };
    let bytes = match param_name {
        CL_MEM_TYPE => Some(u32b(m.image.map_or(CL_MEM_OBJECT_BUFFER, |d| d.image_type))),
        CL_MEM_FLAGS => Some(u64b(m.flags)),
        CL_MEM_SIZE => Some(usizeb(m.size)),
        CL_MEM_HOST_PTR => Some(usizeb(if m.flags & CL_MEM_USE_HOST_PTR != 0 {
            m.host_ptr
        } else {
            0
        })),
        CL_MEM_MAP_COUNT => Some(u32b(m.map_count() as u32)),
        CL_MEM_REFERENCE_COUNT => Some(u32b(m.ref_count())),
        CL_MEM_CONTEXT => Some(usizeb(handle(&m.context) as usize)),
        CL_MEM_ASSOCIATED_MEMOBJECT => {
            Some(usizeb(m.parent.as_ref().map_or(0, |p| handle(p) as usize)))
        }
        CL_MEM_OFFSET => Some(usizeb(
            m.parent.as_ref().map_or(0, |p| m.origin() - p.origin()),
        )),
        CL_MEM_USES_SVM_POINTER => Some(boolb(false)),
        CL_MEM_PROPERTIES => Some(u64s(&m.properties)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `clGetImageInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetImageInfo(
    image: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some((m, d)) = obj::<Mem>(image).and_then(|m| m.image.map(|d| (m, d))) else {
        return CL_INVALID_MEM_OBJECT;
    };
    let bytes = match param_name {
        CL_IMAGE_FORMAT => Some(u32s(&[d.order, d.data_type])),
        CL_IMAGE_ELEMENT_SIZE => Some(usizeb(d.elem)),
        // a USE_HOST_PTR image's pitches are those of the application's memory
        CL_IMAGE_ROW_PITCH => Some(usizeb(d.host_row_pitch)),
        CL_IMAGE_SLICE_PITCH => Some(usizeb(if d.slices() > 1 || d.depth > 0 {
            d.host_slice_pitch
        } else {
            0
        })),
        CL_IMAGE_DEPTH => Some(usizeb(d.depth)),
        CL_IMAGE_ARRAY_SIZE => Some(usizeb(d.array_size)),
        CL_IMAGE_WIDTH => Some(usizeb(d.width)),
        CL_IMAGE_HEIGHT => Some(usizeb(match d.image_type {
            CL_MEM_OBJECT_IMAGE1D | CL_MEM_OBJECT_IMAGE1D_ARRAY | CL_MEM_OBJECT_IMAGE1D_BUFFER => 0,
            _ => d.height,
        })),
        CL_IMAGE_BUFFER => Some(usizeb(m.parent.as_ref().map_or(0, |p| handle(p) as usize))),
        CL_IMAGE_NUM_MIP_LEVELS | CL_IMAGE_NUM_SAMPLES => Some(u32b(0)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `clSetMemObjectDestructorCallback`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clSetMemObjectDestructorCallback(
    mem: cl_handle,
    pfn_notify: Option<unsafe extern "C" fn(cl_handle, *mut c_void)>,
    user_data: *mut c_void,
) -> cl_int {
    let Some(m) = obj::<Mem>(mem) else {
        return CL_INVALID_MEM_OBJECT;
    };
    let Some(f) = pfn_notify else {
        return CL_INVALID_VALUE;
    };
    let (h, ud) = (mem as usize, user_data as usize);
    m.destructors
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        // SAFETY: the application registered `f` to be called with this object and
        // `user_data` when it is destroyed (API contract).
        .push(Box::new(move || unsafe {
            f(h as cl_handle, ud as *mut c_void)
        }));
    CL_SUCCESS
}

#[cfg(test)]
mod tests {
    use super::{image_format, valid_format};
    use crate::cl::*;

    #[test]
    fn formats_are_invalid_unsupported_or_supported() {
        // values no cl_image_format may hold
        for (order, ty) in [(CL_RGBA, 0x10c0), (CL_RGBA, 0), (0x10af, CL_FLOAT), (0, 0)] {
            assert!(!valid_format(order, ty), "{order:#x} {ty:#x}");
        }
        // valid but unsupported, and supported
        assert!(
            valid_format(CL_RGB, CL_UNORM_SHORT_565)
                && image_format(CL_RGB, CL_UNORM_SHORT_565).is_none()
        );
        assert!(valid_format(CL_ABGR, CL_UNORM_INT_101010_2));
        assert!(
            valid_format(CL_RGBA, CL_UNORM_INT8) && image_format(CL_RGBA, CL_UNORM_INT8).is_some()
        );
    }
}
