//! The C boundary: every OpenCL entry point, validating its arguments and mapping failures
//! to the specification's error codes (OpenCL 3.0 API specification,
//! <https://registry.khronos.org/OpenCL/specs/3.0-unified/html/OpenCL_API.html>). All of the
//! crate's `unsafe` is here: reading the application's arrays and strings, writing its output
//! parameters and host memory, and calling its callbacks. Each block's `// SAFETY:` comment
//! names the API contract that makes it sound; the objects behind handles are the safe
//! [`crate::core`] types, found through the handle registry so that an invalid handle is an
//! error code, not a dereference.
#![allow(non_snake_case, clippy::too_many_arguments)]

pub mod context;
pub mod dispatch;
pub mod enqueue;
pub mod event;
pub mod exports;
pub mod image;
pub mod image_buffer;
pub mod kernel;
pub mod map;
pub mod mem;
pub mod platform;
pub mod program;
pub mod queue;
pub mod sampler;
pub mod stubs;
pub mod transfer;

pub use context::*;
pub use enqueue::*;
pub use event::*;
pub use image::*;
pub use kernel::*;
pub use map::*;
pub use mem::*;
pub use platform::*;
pub use program::*;
pub use queue::*;
pub use sampler::*;
pub use stubs::*;
pub use transfer::*;

use std::ffi::{c_char, c_void, CStr};
use std::sync::Arc;

use crate::cl::*;
use crate::core::handle::{lookup, Obj};

/// Writes `code` to `errcode_ret` unless it is NULL.
///
/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int` (every API function's contract).
pub unsafe fn set_error(errcode_ret: *mut cl_int, code: cl_int) {
    if !errcode_ret.is_null() {
        // SAFETY: non-null, and writable by the caller's contract.
        unsafe { *errcode_ret = code };
    }
}

/// The object of type `T` behind a handle.
pub fn obj<T: Send + Sync + 'static>(h: *const c_void) -> Option<Arc<Obj<T>>> {
    lookup::<T>(h as usize)
}

/// The handle of an object, as the application sees it.
pub fn handle<T>(o: &Arc<Obj<T>>) -> cl_handle {
    Arc::as_ptr(o) as cl_handle
}

/// Answers a `clGet*Info` query with `bytes` (`None`: unknown name, `CL_INVALID_VALUE`).
///
/// # Safety
/// `value` is NULL or points to `size` writable bytes; `size_ret` is NULL or points to a
/// writable `size_t` (the contract of every `clGet*Info` function).
pub unsafe fn info(
    bytes: Option<Vec<u8>>,
    size: usize,
    value: *mut c_void,
    size_ret: *mut usize,
) -> cl_int {
    let Some(bytes) = bytes else {
        return CL_INVALID_VALUE;
    };
    if !value.is_null() {
        if size < bytes.len() {
            return CL_INVALID_VALUE;
        }
        // SAFETY: `value` has `size >= bytes.len()` writable bytes by the contract; the
        // regions cannot overlap (ours is a fresh vector).
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), value.cast::<u8>(), bytes.len()) };
    }
    if !size_ret.is_null() {
        // SAFETY: non-null and writable by the contract.
        unsafe { *size_ret = bytes.len() };
    }
    CL_SUCCESS
}

/// A slice of `n` items at `p` (empty for `n == 0`); `None` when `p` is NULL and `n > 0`.
///
/// # Safety
/// When non-NULL, `p` points to `n` initialised items that stay valid and unmodified for
/// `'a` (the application's arrays during the call).
pub unsafe fn slice<'a, T>(p: *const T, n: usize) -> Option<&'a [T]> {
    if n == 0 {
        return Some(&[]);
    }
    if p.is_null() {
        return None;
    }
    // SAFETY: non-null, `n` valid items by the function's contract.
    Some(unsafe { std::slice::from_raw_parts(p, n) })
}

/// A zero-terminated property list (`cl_*_properties`): the pairs, and the raw list with its
/// terminator for `CL_*_PROPERTIES` queries (empty when `p` is NULL).
///
/// # Safety
/// `p` is NULL or points to a list of 64-bit values ending in 0 (the API contract).
pub unsafe fn properties(p: *const u64) -> (Vec<(u64, u64)>, Vec<u64>) {
    let mut pairs = Vec::new();
    let mut raw = Vec::new();
    if p.is_null() {
        return (pairs, raw);
    }
    let mut i = 0;
    loop {
        // SAFETY: the list continues until its 0 terminator, which we have not passed.
        let key = unsafe { *p.add(i) };
        raw.push(key);
        if key == 0 || i > 256 {
            break;
        }
        // SAFETY: a non-zero key is followed by its value.
        let value = unsafe { *p.add(i + 1) };
        raw.push(value);
        pairs.push((key, value));
        i += 2;
    }
    (pairs, raw)
}

/// A C string.
///
/// # Safety
/// `p` is NULL or points to a NUL-terminated string.
pub unsafe fn c_str(p: *const c_char) -> Option<String> {
    if p.is_null() {
        return None;
    }
    // SAFETY: non-null and NUL-terminated by the contract.
    Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
}

/// Writes `h` to `out` unless it is NULL.
///
/// # Safety
/// `out` is NULL or points to a writable handle.
pub unsafe fn put_handle(out: *mut cl_handle, h: cl_handle) {
    if !out.is_null() {
        // SAFETY: non-null and writable by the contract.
        unsafe { *out = h };
    }
}

/// Returns a new object's handle, or NULL with the error, through `errcode_ret`.
///
/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe fn created<T>(r: Result<Arc<Obj<T>>, cl_int>, errcode_ret: *mut cl_int) -> cl_handle {
    match r {
        Ok(o) => {
            // SAFETY: forwarded contract.
            unsafe { set_error(errcode_ret, CL_SUCCESS) };
            handle(&o)
        }
        Err(e) => {
            // SAFETY: forwarded contract.
            unsafe { set_error(errcode_ret, e) };
            std::ptr::null_mut()
        }
    }
}

/// Runs an entry point's body, turning a panic (a bug) into `CL_OUT_OF_HOST_MEMORY` instead
/// of unwinding into C.
pub fn guard<R>(fail: R, body: impl FnOnce() -> R) -> R {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)).unwrap_or(fail)
}

/// A host address that a command fills or reads later (`clEnqueueRead*` without blocking):
/// the application keeps it valid until the command completes (OpenCL 3.0, 5.2.2).
#[derive(Clone, Copy)]
pub struct HostPtr(pub usize);
