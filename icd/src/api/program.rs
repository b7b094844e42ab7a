//! Programs: from OpenCL C source (compiled with Intel's ocloc) or from binaries.

use std::ffi::{c_char, c_void};
use std::sync::Arc;

use super::platform::device_list;
use super::{c_str, created, guard, handle, info, obj, set_error, slice};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::handle::{register, release, retain, Obj};
use crate::core::info::{i32b, strb, u32b, usizeb, usizes};
use crate::core::platform::Device;
use crate::core::program::{HeaderDir, Program};

type BuildNotify = Option<unsafe extern "C" fn(cl_handle, *mut c_void)>;

/// `clCreateProgramWithSource`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateProgramWithSource(
    context: cl_handle,
    count: cl_uint,
    strings: *const *const c_char,
    lengths: *const usize,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = (|| {
        let c = obj::<Context>(context).ok_or(CL_INVALID_CONTEXT)?;
        if count == 0 || strings.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: `strings` points to `count` pointers (API contract).
        let ptrs = unsafe { slice(strings, count as usize) }.ok_or(CL_INVALID_VALUE)?;
        let lens = if lengths.is_null() {
            None
        } else {
            // SAFETY: non-null `lengths` has `count` entries (API contract).
            unsafe { slice(lengths, count as usize) }
        };
        let mut source = Vec::new();
        for (i, &p) in ptrs.iter().enumerate() {
            if p.is_null() {
                return Err(CL_INVALID_VALUE);
            }
            match lens.map(|l| l[i]).filter(|&l| l > 0) {
                // SAFETY: a string with a non-zero length has that many bytes (contract).
                Some(l) => source.extend_from_slice(
                    unsafe { slice(p.cast::<u8>(), l) }.ok_or(CL_INVALID_VALUE)?,
                ),
                // SAFETY: otherwise it is NUL-terminated (contract).
                None => {
                    source.extend_from_slice(unsafe { c_str(p) }.unwrap_or_default().as_bytes())
                }
            }
        }
        let text = String::from_utf8_lossy(&source).into_owned();
        Ok(register(Program::from_source(c, text)))
    })();
    // SAFETY: forwarded contract.
    unsafe { created(r, errcode_ret) }
}

/// `clCreateProgramWithBinary`: ocloc binaries (as `CL_PROGRAM_BINARIES` returns them).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateProgramWithBinary(
    context: cl_handle,
    num_devices: cl_uint,
    devices: *const cl_handle,
    lengths: *const usize,
    binaries: *const *const u8,
    binary_status: *mut cl_int,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = (|| {
        let c = obj::<Context>(context).ok_or(CL_INVALID_CONTEXT)?;
        if num_devices != 1 || lengths.is_null() || binaries.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: `devices` has `num_devices` handles (API contract).
        unsafe { device_list(num_devices, devices) }.ok_or(CL_INVALID_DEVICE)?;
        // SAFETY: `lengths` and `binaries` have `num_devices` entries (API contract).
        let (len, bin) = unsafe { (*lengths, *binaries) };
        if len == 0 || bin.is_null() {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: the binary has `len` bytes (API contract).
        let bytes = unsafe { slice(bin, len) }.ok_or(CL_INVALID_VALUE)?.to_vec();
        let p = Program::from_binary(c, bytes);
        let status = if p.is_ok() {
            CL_SUCCESS
        } else {
            CL_INVALID_BINARY
        };
        if !binary_status.is_null() {
            // SAFETY: non-null `binary_status` has `num_devices` entries (API contract).
            unsafe { *binary_status = status };
        }
        p.map(register).map_err(|_| CL_INVALID_BINARY)
    })();
    // SAFETY: forwarded contract.
    unsafe { created(r, errcode_ret) }
}

/// `clRetainProgram`.
pub extern "C" fn clRetainProgram(program: cl_handle) -> cl_int {
    if retain::<Program>(program as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_PROGRAM
    }
}

/// `clReleaseProgram`.
pub extern "C" fn clReleaseProgram(program: cl_handle) -> cl_int {
    if release::<Program>(program as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_PROGRAM
    }
}

/// Checks a build's program, device list and callback.
///
/// # Safety
/// `devices` is NULL or has `n` handles.
unsafe fn build_target(
    program: cl_handle,
    n: cl_uint,
    devices: *const cl_handle,
    notify: BuildNotify,
    user_data: *mut c_void,
) -> Result<Arc<Obj<Program>>, cl_int> {
    let p = obj::<Program>(program).ok_or(CL_INVALID_PROGRAM)?;
    if (n == 0) != devices.is_null() || (notify.is_none() && !user_data.is_null()) {
        return Err(CL_INVALID_VALUE);
    }
    // SAFETY: forwarded contract.
    let devs = unsafe { device_list(n, devices) }.ok_or(CL_INVALID_DEVICE)?;
    if devs
        .iter()
        .any(|d| !p.context.devices.iter().any(|x| Arc::ptr_eq(x, d)))
    {
        return Err(CL_INVALID_DEVICE);
    }
    if p.kernel_count.load(std::sync::atomic::Ordering::Acquire) > 0 {
        return Err(CL_INVALID_OPERATION);
    }
    Ok(p)
}

/// `clBuildProgram` (synchronous; the callback, if any, runs before it returns).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clBuildProgram(
    program: cl_handle,
    n: cl_uint,
    devices: *const cl_handle,
    options: *const c_char,
    notify: BuildNotify,
    user_data: *mut c_void,
) -> cl_int {
    guard(CL_OUT_OF_HOST_MEMORY, || {
        // SAFETY: forwarded contract.
        let p = match unsafe { build_target(program, n, devices, notify, user_data) } {
            Ok(p) => p,
            Err(e) => return e,
        };
        // SAFETY: `options` is NULL or NUL-terminated (API contract).
        let opts = unsafe { c_str(options) }.unwrap_or_default();
        let r = match p.build(&opts) {
            Ok(()) => CL_SUCCESS,
            Err(e) => e,
        };
        if let Some(f) = notify {
            // SAFETY: the application's callback for this program and user data.
            unsafe { f(program, user_data) };
        }
        r
    })
}

/// `clCompileProgram`: compiles (ocloc compiles and links in one step, so the program is
/// executable afterwards). Input headers are written, under their include names, to a
/// directory of their own that the compile searches (`-I`), removed afterwards.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCompileProgram(
    program: cl_handle,
    n: cl_uint,
    devices: *const cl_handle,
    options: *const c_char,
    num_input_headers: cl_uint,
    input_headers: *const cl_handle,
    header_include_names: *const *const c_char,
    notify: BuildNotify,
    user_data: *mut c_void,
) -> cl_int {
    guard(CL_OUT_OF_HOST_MEMORY, || {
        // SAFETY: forwarded contract.
        let p = match unsafe { build_target(program, n, devices, notify, user_data) } {
            Ok(p) => p,
            Err(e) => return e,
        };
        // SAFETY: forwarded contract.
        let headers =
            match unsafe { headers(num_input_headers, input_headers, header_include_names) } {
                Ok(h) => h,
                Err(e) => return e,
            };
        let dir = if headers.is_empty() {
            None
        } else {
            match HeaderDir::write(&headers) {
                Ok(d) => Some(d),
                Err(e) => return e,
            }
        };
        // SAFETY: `options` is NULL or NUL-terminated (API contract).
        let opts = unsafe { c_str(options) }.unwrap_or_default();
        let r = match p.build_with_includes(&opts, dir.as_ref().map(|d| d.path.as_path())) {
            Ok(()) => CL_SUCCESS,
            Err(_) => CL_COMPILE_PROGRAM_FAILURE,
        };
        drop(dir);
        if let Some(f) = notify {
            // SAFETY: the application's callback for this program and user data.
            unsafe { f(program, user_data) };
        }
        r
    })
}

/// The `(include name, source)` of `clCompileProgram`'s input headers.
///
/// # Safety
/// `programs` and `names` are NULL or have `n` entries, each name NUL-terminated.
unsafe fn headers(
    n: cl_uint,
    programs: *const cl_handle,
    names: *const *const c_char,
) -> Result<Vec<(String, String)>, cl_int> {
    if (n == 0) != programs.is_null() || (n == 0) != names.is_null() {
        return Err(CL_INVALID_VALUE);
    }
    // SAFETY: forwarded contract.
    let (hs, ns) = unsafe { (slice(programs, n as usize), slice(names, n as usize)) };
    let (hs, ns) = (hs.unwrap_or(&[]), ns.unwrap_or(&[]));
    let mut out = Vec::with_capacity(hs.len());
    for (&h, &name) in hs.iter().zip(ns) {
        let p = obj::<Program>(h).ok_or(CL_INVALID_PROGRAM)?;
        // SAFETY: each name is NULL or NUL-terminated (API contract).
        let name = unsafe { c_str(name) }.ok_or(CL_INVALID_VALUE)?;
        let source = p.source.clone().ok_or(CL_INVALID_PROGRAM)?;
        out.push((name, source));
    }
    Ok(out)
}

/// `clLinkProgram`: linking one compiled program gives a program with its binary. The
/// compiler here builds each program whole, so there is nothing to resolve between
/// programs: a link of two or more fails with `CL_LINK_PROGRAM_FAILURE`, returning a program
/// whose build log says why (the link began: its inputs were valid).
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clLinkProgram(
    context: cl_handle,
    n: cl_uint,
    devices: *const cl_handle,
    options: *const c_char,
    num_input_programs: cl_uint,
    input_programs: *const cl_handle,
    notify: BuildNotify,
    user_data: *mut c_void,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = (|| {
        let c = obj::<Context>(context).ok_or(CL_INVALID_CONTEXT)?;
        if num_input_programs == 0
            || input_programs.is_null()
            || (n == 0) != devices.is_null()
            || (notify.is_none() && !user_data.is_null())
        {
            return Err(CL_INVALID_VALUE);
        }
        // SAFETY: `devices` has `n` handles when non-NULL (API contract).
        let devs = unsafe { device_list(n, devices) }.ok_or(CL_INVALID_DEVICE)?;
        if devs
            .iter()
            .any(|d| !c.devices.iter().any(|x| Arc::ptr_eq(x, d)))
        {
            return Err(CL_INVALID_DEVICE);
        }
        // SAFETY: `input_programs` has `num_input_programs` handles (API contract).
        let hs = unsafe { slice(input_programs, num_input_programs as usize) }
            .ok_or(CL_INVALID_VALUE)?;
        let inputs = hs
            .iter()
            .map(|&h| obj::<Program>(h).ok_or(CL_INVALID_PROGRAM))
            .collect::<Result<Vec<_>, _>>()?;
        let mut bins = Vec::with_capacity(inputs.len());
        for p in &inputs {
            if !Arc::ptr_eq(&p.context, &c) {
                return Err(CL_INVALID_CONTEXT);
            }
            bins.push(p.build_state().binary.clone().ok_or(CL_INVALID_OPERATION)?);
        }
        // SAFETY: `options` is NULL or NUL-terminated (API contract).
        let opts = unsafe { c_str(options) }.unwrap_or_default();
        let [bin] = bins.as_slice() else {
            let log = format!(
                "eusim: cannot link {} programs: each program is compiled and linked whole \
                 (by ocloc); link one compiled program, or build one program from all the \
                 sources\n",
                bins.len()
            );
            return Ok((register(Program::link_failure(c, &opts, log)), false));
        };
        let linked =
            Program::from_binary(c, bin.bytes.to_vec()).map_err(|_| CL_LINK_PROGRAM_FAILURE)?;
        linked.build(&opts).map_err(|_| CL_LINK_PROGRAM_FAILURE)?;
        Ok((register(linked), true))
    })();
    let (r, linked) = match r {
        Ok((p, ok)) => (Ok(p), ok),
        Err(e) => (Err(e), false),
    };
    // SAFETY: forwarded contract.
    let h = unsafe { created(r, errcode_ret) };
    if !h.is_null() && !linked {
        // SAFETY: forwarded contract (errcode_ret NULL or writable).
        unsafe { set_error(errcode_ret, CL_LINK_PROGRAM_FAILURE) };
    }
    if let (Some(f), false) = (notify, h.is_null()) {
        // SAFETY: the application's callback for the new program and user data.
        unsafe { f(h, user_data) };
    }
    h
}

/// `clGetProgramInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetProgramInfo(
    program: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(p) = obj::<Program>(program) else {
        return CL_INVALID_PROGRAM;
    };
    let b = p.build_state();
    let built = b.binary.is_some();
    let names: Vec<&str> = b.kernels.iter().map(|k| k.name.as_str()).collect();
    let bytes = match param_name {
        CL_PROGRAM_REFERENCE_COUNT => Some(u32b(p.ref_count())),
        CL_PROGRAM_CONTEXT => Some(usizeb(handle(&p.context) as usize)),
        CL_PROGRAM_NUM_DEVICES => Some(u32b(p.context.devices.len() as u32)),
        CL_PROGRAM_DEVICES => Some(usizes(
            &p.context
                .devices
                .iter()
                .map(|d| handle(d) as usize)
                .collect::<Vec<_>>(),
        )),
        CL_PROGRAM_SOURCE => Some(strb(p.source.as_deref().unwrap_or(""))),
        CL_PROGRAM_IL => Some(Vec::new()),
        CL_PROGRAM_BINARY_SIZES => Some(usizes(&[b.binary.as_ref().map_or(0, |x| x.bytes.len())])),
        CL_PROGRAM_BINARIES => {
            drop(b);
            // SAFETY: the clGetProgramInfo contract for CL_PROGRAM_BINARIES.
            return unsafe { binaries(&p, param_value_size, param_value, param_value_size_ret) };
        }
        CL_PROGRAM_NUM_KERNELS if built => Some(usizeb(names.len())),
        CL_PROGRAM_KERNEL_NAMES if built => Some(strb(&names.join(";"))),
        CL_PROGRAM_NUM_KERNELS | CL_PROGRAM_KERNEL_NAMES => return CL_INVALID_PROGRAM_EXECUTABLE,
        CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT | CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT => {
            Some(u32b(0))
        }
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `CL_PROGRAM_BINARIES`: an array of one pointer, to memory the application sized with
/// `CL_PROGRAM_BINARY_SIZES`, that receives the binary.
///
/// # Safety
/// `value` is NULL or an array of `size / 8` pointers, each NULL or to enough bytes.
unsafe fn binaries(p: &Program, size: usize, value: *mut c_void, size_ret: *mut usize) -> cl_int {
    let n = std::mem::size_of::<*mut u8>();
    if !value.is_null() {
        if size < n {
            return CL_INVALID_VALUE;
        }
        // SAFETY: `value` holds at least one pointer (checked size).
        let dst = unsafe { *value.cast::<*mut u8>() };
        if let (false, Some(b)) = (dst.is_null(), p.build_state().binary.clone()) {
            // SAFETY: the application allocated CL_PROGRAM_BINARY_SIZES bytes at `dst`.
            unsafe { std::ptr::copy_nonoverlapping(b.bytes.as_ptr(), dst, b.bytes.len()) };
        }
    }
    if !size_ret.is_null() {
        // SAFETY: non-null and writable (contract).
        unsafe { *size_ret = n };
    }
    CL_SUCCESS
}

/// `clGetProgramBuildInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetProgramBuildInfo(
    program: cl_handle,
    device: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(p) = obj::<Program>(program) else {
        return CL_INVALID_PROGRAM;
    };
    if obj::<Device>(device).is_none() {
        return CL_INVALID_DEVICE;
    }
    let b = p.build_state();
    let bytes = match param_name {
        CL_PROGRAM_BUILD_STATUS => Some(i32b(b.status)),
        CL_PROGRAM_BUILD_OPTIONS => Some(strb(&b.options)),
        CL_PROGRAM_BUILD_LOG => Some(strb(&b.log)),
        CL_PROGRAM_BINARY_TYPE => Some(u32b(if b.binary.is_some() {
            CL_PROGRAM_BINARY_TYPE_EXECUTABLE
        } else {
            CL_PROGRAM_BINARY_TYPE_NONE
        })),
        CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE => Some(usizeb(0)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}
