//! `CL_MEM_OBJECT_IMAGE1D_BUFFER`: a 1D image whose texels are the first bytes of a buffer
//! (OpenCL 3.0 API specification, section 5.3.1 "Creating Image Objects" and 5.3.1.2 "Image
//! Descriptor",
//! <https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_API.html#_creating_image_objects>):
//! the image and the buffer share one data store, so a write through either is visible
//! through the other.

use std::sync::Arc;

use super::mem::{ACCESS, HOST_ACCESS, HOST_PTR};
use super::obj;
use crate::cl::*;
use crate::core::context::Context;
use crate::core::handle::Obj;
use crate::core::mem::{ImageDesc, Mem, Store};
use sampler::{ImageFormat, ImageKind};

/// The image's flags from the ones given and its buffer's: access and host-access modes not
/// given are the buffer's, host-pointer flags are the buffer's and may not be given, and a
/// mode the buffer forbids is `CL_INVALID_VALUE` (clCreateImage's errors).
pub fn inherit_flags(flags: u64, buffer: u64) -> Result<u64, cl_int> {
    if flags & HOST_PTR != 0 {
        return Err(CL_INVALID_VALUE);
    }
    let access = match flags & ACCESS {
        0 => buffer & ACCESS,
        a => {
            let forbidden = (buffer & CL_MEM_WRITE_ONLY != 0 && a != CL_MEM_WRITE_ONLY)
                || (buffer & CL_MEM_READ_ONLY != 0 && a != CL_MEM_READ_ONLY);
            if forbidden {
                return Err(CL_INVALID_VALUE);
            }
            a
        }
    };
    let host = match flags & HOST_ACCESS {
        0 => buffer & HOST_ACCESS,
        h => {
            let forbidden = (buffer & CL_MEM_HOST_WRITE_ONLY != 0 && h == CL_MEM_HOST_READ_ONLY)
                || (buffer & CL_MEM_HOST_READ_ONLY != 0 && h == CL_MEM_HOST_WRITE_ONLY)
                || (buffer & CL_MEM_HOST_NO_ACCESS != 0 && h != CL_MEM_HOST_NO_ACCESS);
            if forbidden {
                return Err(CL_INVALID_VALUE);
            }
            h
        }
    };
    Ok(access | host | (buffer & HOST_PTR) | (flags & CL_MEM_KERNEL_READ_AND_WRITE))
}

/// A 1D image buffer of `width` texels of `format` over `buffer` (`row_pitch` and
/// `slice_pitch` as the descriptor gives them; `host` whether a host pointer was given).
pub fn create(
    context: Arc<Obj<Context>>,
    flags: u64,
    (format, order, data_type): (ImageFormat, u32, u32),
    (width, row_pitch, slice_pitch): (usize, usize, usize),
    buffer: cl_handle,
    host: bool,
) -> Result<Mem, cl_int> {
    let b = obj::<Mem>(buffer)
        .filter(|b| b.image.is_none() && Arc::ptr_eq(&b.context, &context))
        .ok_or(CL_INVALID_IMAGE_DESCRIPTOR)?;
    let flags = inherit_flags(flags, b.flags)?;
    if host {
        // the host-pointer flags cannot be given, so a host pointer is never expected
        return Err(CL_INVALID_HOST_PTR);
    }
    if row_pitch != 0 || slice_pitch != 0 {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    let max = context.devices.iter().map(|d| d.image_max_buffer()).min();
    if width == 0 || width > max.unwrap_or(0) {
        return Err(CL_INVALID_IMAGE_SIZE);
    }
    let elem = format.texel_bytes() as usize;
    if width * elem > b.size {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    }
    let Store::Buffer(bytes) = &b.store else {
        return Err(CL_INVALID_IMAGE_DESCRIPTOR);
    };
    let sim = crate::backend::ImageDesc {
        kind: ImageKind::Image1dBuffer,
        width: width as u32,
        height: 1,
        depth: 1,
        format,
        tiling: ImageKind::Image1dBuffer.default_tiling(),
    };
    sim.validate().map_err(|_| CL_INVALID_IMAGE_SIZE)?;
    let desc = ImageDesc {
        image_type: CL_MEM_OBJECT_IMAGE1D_BUFFER,
        width,
        height: 1,
        depth: 0,
        array_size: 0,
        order,
        data_type,
        elem,
        format,
        host_row_pitch: width * elem,
        host_slice_pitch: width * elem,
    };
    let store = Store::BufferImage(bytes.clone(), sim);
    let mut m = Mem::new(context, flags, store, b.host_ptr, Some(desc));
    // mappings of the image and of its buffer see each other
    m.maps = b.maps.clone();
    m.parent = Some(b);
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::inherit_flags;
    use crate::cl::*;

    #[test]
    fn flags_inherit_from_the_buffer_and_refuse_what_it_forbids() {
        // nothing given: everything from the buffer, host-pointer flags included
        let buffer = CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS | CL_MEM_USE_HOST_PTR;
        assert_eq!(inherit_flags(0, buffer), Ok(buffer));
        // a read-write buffer allows any access; a write-only one only write-only
        assert_eq!(
            inherit_flags(CL_MEM_READ_ONLY, CL_MEM_READ_WRITE),
            Ok(CL_MEM_READ_ONLY)
        );
        for (given, buf) in [
            (CL_MEM_READ_WRITE, CL_MEM_WRITE_ONLY),
            (CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY),
            (CL_MEM_WRITE_ONLY, CL_MEM_READ_ONLY),
            (CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_WRITE_ONLY),
            (CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_READ_ONLY),
            (CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_NO_ACCESS),
            (CL_MEM_COPY_HOST_PTR, CL_MEM_READ_WRITE),
            (CL_MEM_ALLOC_HOST_PTR, CL_MEM_READ_WRITE),
        ] {
            assert_eq!(
                inherit_flags(given, buf),
                Err(CL_INVALID_VALUE),
                "{given:#x}"
            );
        }
        assert_eq!(
            inherit_flags(
                CL_MEM_HOST_NO_ACCESS,
                CL_MEM_READ_WRITE | CL_MEM_HOST_READ_ONLY
            ),
            Ok(CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS)
        );
    }
}
