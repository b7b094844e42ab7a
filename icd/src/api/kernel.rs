//! Kernels: creation, arguments and the work-group and sub-group queries.

use std::ffi::{c_char, c_void};
use std::sync::Arc;

use super::{c_str, created, handle, info, obj, slice};
use crate::backend::ArgClass;
use crate::cl::*;
use crate::core::handle::{register, release, retain, Obj};
use crate::core::info::{strb, u32b, u64b, usizeb, usizes};
use crate::core::kernel::{ArgValue, Kernel};
use crate::core::mem::{Mem, Sampler};
use crate::core::platform::Device;
use crate::core::program::Program;

/// `clCreateKernel`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateKernel(
    program: cl_handle,
    kernel_name: *const c_char,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = (|| {
        let p = obj::<Program>(program).ok_or(CL_INVALID_PROGRAM)?;
        // SAFETY: `kernel_name` is NULL or NUL-terminated (API contract).
        let name = unsafe { c_str(kernel_name) }.ok_or(CL_INVALID_VALUE)?;
        if p.build_state().binary.is_none() {
            return Err(CL_INVALID_PROGRAM_EXECUTABLE);
        }
        let (binary, meta) = p.kernel(&name).ok_or(CL_INVALID_KERNEL_NAME)?;
        Ok(register(Kernel::new(p, binary, meta)))
    })();
    // SAFETY: forwarded contract.
    unsafe { created(r, errcode_ret) }
}

/// `clCreateKernelsInProgram`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateKernelsInProgram(
    program: cl_handle,
    num_kernels: cl_uint,
    kernels: *mut cl_handle,
    num_kernels_ret: *mut cl_uint,
) -> cl_int {
    let Some(p) = obj::<Program>(program) else {
        return CL_INVALID_PROGRAM;
    };
    let names: Vec<String> = {
        let b = p.build_state();
        if b.binary.is_none() {
            return CL_INVALID_PROGRAM_EXECUTABLE;
        }
        b.kernels.iter().map(|k| k.name.clone()).collect()
    };
    if !kernels.is_null() && (num_kernels as usize) < names.len() {
        return CL_INVALID_VALUE;
    }
    if !kernels.is_null() {
        for (i, n) in names.iter().enumerate() {
            let Some((binary, meta)) = p.kernel(n) else {
                return CL_INVALID_PROGRAM_EXECUTABLE;
            };
            let k = register(Kernel::new(p.clone(), binary, meta));
            // SAFETY: `kernels` has room for `num_kernels >= names.len()` handles.
            unsafe { *kernels.add(i) = handle(&k) };
        }
    }
    if !num_kernels_ret.is_null() {
        // SAFETY: non-null and writable (API contract).
        unsafe { *num_kernels_ret = names.len() as cl_uint };
    }
    CL_SUCCESS
}

/// `clCloneKernel`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCloneKernel(kernel: cl_handle, errcode_ret: *mut cl_int) -> cl_handle {
    let r = obj::<Kernel>(kernel)
        .ok_or(CL_INVALID_KERNEL)
        .map(|k| register(k.duplicate()));
    // SAFETY: forwarded contract.
    unsafe { created(r, errcode_ret) }
}

/// `clRetainKernel`.
pub extern "C" fn clRetainKernel(kernel: cl_handle) -> cl_int {
    if retain::<Kernel>(kernel as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_KERNEL
    }
}

/// `clReleaseKernel`.
pub extern "C" fn clReleaseKernel(kernel: cl_handle) -> cl_int {
    if release::<Kernel>(kernel as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_KERNEL
    }
}

/// `clSetKernelArg`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clSetKernelArg(
    kernel: cl_handle,
    arg_index: cl_uint,
    arg_size: usize,
    arg_value: *const c_void,
) -> cl_int {
    let Some(k) = obj::<Kernel>(kernel) else {
        return CL_INVALID_KERNEL;
    };
    let Some(meta) = k.meta.args.get(arg_index as usize) else {
        return CL_INVALID_ARG_INDEX;
    };
    let handle_arg = || -> Result<cl_handle, cl_int> {
        if arg_size != std::mem::size_of::<cl_handle>() {
            return Err(CL_INVALID_ARG_SIZE);
        }
        if arg_value.is_null() {
            return Ok(std::ptr::null_mut());
        }
        // SAFETY: `arg_value` points to `arg_size` (= one handle's) bytes (API contract).
        Ok(unsafe { *arg_value.cast::<cl_handle>() })
    };
    let value = match meta.class {
        ArgClass::Local => {
            if !arg_value.is_null() {
                return CL_INVALID_ARG_VALUE;
            }
            if arg_size == 0 {
                return CL_INVALID_ARG_SIZE;
            }
            Ok(ArgValue::Local(arg_size))
        }
        ArgClass::Buffer => handle_arg().and_then(|h| {
            if h.is_null() {
                Ok(ArgValue::Mem(None))
            } else {
                obj::<Mem>(h)
                    .map(|m| ArgValue::Mem(Some(m)))
                    .ok_or(CL_INVALID_MEM_OBJECT)
            }
        }),
        ArgClass::Image => handle_arg().and_then(|h| {
            obj::<Mem>(h)
                .map(|m| ArgValue::Mem(Some(m)))
                .ok_or(CL_INVALID_MEM_OBJECT)
        }),
        ArgClass::Sampler => handle_arg().and_then(|h| {
            obj::<Sampler>(h)
                .map(ArgValue::Sampler)
                .ok_or(CL_INVALID_SAMPLER)
        }),
        ArgClass::Value => {
            if arg_value.is_null() {
                return CL_INVALID_ARG_VALUE;
            }
            if meta.size != 0 && arg_size != meta.size {
                return CL_INVALID_ARG_SIZE;
            }
            // SAFETY: `arg_value` points to `arg_size` bytes (API contract).
            unsafe { slice(arg_value.cast::<u8>(), arg_size) }
                .map(|b| ArgValue::Bytes(b.to_vec()))
                .ok_or(CL_INVALID_ARG_VALUE)
        }
    };
    match value.and_then(|v| k.set_arg(arg_index as usize, v)) {
        Ok(()) => CL_SUCCESS,
        Err(e) => e,
    }
}

/// `clGetKernelInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetKernelInfo(
    kernel: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(k) = obj::<Kernel>(kernel) else {
        return CL_INVALID_KERNEL;
    };
    let bytes = match param_name {
        CL_KERNEL_FUNCTION_NAME => Some(strb(&k.meta.name)),
        CL_KERNEL_NUM_ARGS => Some(u32b(k.meta.args.len() as u32)),
        CL_KERNEL_REFERENCE_COUNT => Some(u32b(k.ref_count())),
        CL_KERNEL_CONTEXT => Some(usizeb(handle(&k.program.context) as usize)),
        CL_KERNEL_PROGRAM => Some(usizeb(handle(&k.program) as usize)),
        CL_KERNEL_ATTRIBUTES => Some(strb(&k.meta.attributes)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `clGetKernelArgInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetKernelArgInfo(
    kernel: cl_handle,
    arg_index: cl_uint,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(k) = obj::<Kernel>(kernel) else {
        return CL_INVALID_KERNEL;
    };
    let Some(a) = k.meta.args.get(arg_index as usize) else {
        return CL_INVALID_ARG_INDEX;
    };
    let bytes = match param_name {
        CL_KERNEL_ARG_ADDRESS_QUALIFIER => Some(u32b(a.address)),
        CL_KERNEL_ARG_ACCESS_QUALIFIER => Some(u32b(a.access)),
        CL_KERNEL_ARG_TYPE_NAME => Some(strb(&a.type_name)),
        CL_KERNEL_ARG_TYPE_QUALIFIER => Some(u64b(a.type_qualifier)),
        CL_KERNEL_ARG_NAME => Some(strb(&a.name)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// The largest work-group for a kernel.
fn max_group(k: &Kernel) -> usize {
    k.max_group()
}

/// The kernel behind `kernel`, for a query whose `device` must be NULL or the device.
fn kernel_on(kernel: cl_handle, device: cl_handle) -> Result<Arc<Obj<Kernel>>, cl_int> {
    let k = obj::<Kernel>(kernel).ok_or(CL_INVALID_KERNEL)?;
    if !device.is_null() && obj::<Device>(device).is_none() {
        return Err(CL_INVALID_DEVICE);
    }
    Ok(k)
}

/// `clGetKernelWorkGroupInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetKernelWorkGroupInfo(
    kernel: cl_handle,
    device: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let k = match kernel_on(kernel, device) {
        Ok(k) => k,
        Err(e) => return e,
    };
    let m = &k.meta;
    let bytes = match param_name {
        CL_KERNEL_WORK_GROUP_SIZE => Some(usizeb(max_group(&k))),
        CL_KERNEL_COMPILE_WORK_GROUP_SIZE => Some(usizes(
            &m.required_work_group
                .map_or([0; 3], |r| r.map(|x| x as usize)),
        )),
        CL_KERNEL_LOCAL_MEM_SIZE => Some(u64b(k.local_mem_size())),
        CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE => Some(usizeb(m.simd as usize)),
        CL_KERNEL_PRIVATE_MEM_SIZE => Some(u64b(m.private_bytes)),
        CL_KERNEL_SPILL_MEM_SIZE_INTEL => Some(u64b(m.spill_bytes)),
        CL_KERNEL_GLOBAL_WORK_SIZE => return CL_INVALID_VALUE,
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `clGetKernelSubGroupInfo`: sub-groups are the kernel's SIMD width.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetKernelSubGroupInfo(
    kernel: cl_handle,
    device: cl_handle,
    param_name: cl_uint,
    input_value_size: usize,
    input_value: *const c_void,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let k = match kernel_on(kernel, device) {
        Ok(k) => k,
        Err(e) => return e,
    };
    let simd = k.meta.simd as usize;
    let n = input_value_size / std::mem::size_of::<usize>();
    // SAFETY: `input_value` points to `input_value_size` bytes when non-NULL (API contract).
    let input = unsafe { slice(input_value.cast::<usize>(), n) }.unwrap_or(&[]);
    let local_items = || -> Result<usize, cl_int> {
        if input.is_empty()
            || input.len() > 3
            || !input_value_size.is_multiple_of(std::mem::size_of::<usize>())
        {
            return Err(CL_INVALID_VALUE);
        }
        Ok(input.iter().product())
    };
    let bytes = match param_name {
        CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE => match local_items() {
            Ok(_) => Some(usizeb(simd)),
            Err(e) => return e,
        },
        CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE => match local_items() {
            Ok(items) => Some(usizeb(items.div_ceil(simd))),
            Err(e) => return e,
        },
        CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT => {
            if input_value_size != std::mem::size_of::<usize>() {
                return CL_INVALID_VALUE;
            }
            // the local size has as many dimensions as the answer has room for (the
            // specification infers them from param_value_size), the others 1; all 0 when no
            // work-group holds that many sub-groups
            let dims = (param_value_size / std::mem::size_of::<usize>()).clamp(1, 3);
            let want = input[0].saturating_mul(simd);
            let local = if want <= max_group(&k) {
                [want, 1, 1]
            } else {
                [0; 3]
            };
            Some(usizes(&local[..dims]))
        }
        CL_KERNEL_MAX_NUM_SUB_GROUPS => Some(usizeb(max_group(&k).div_ceil(simd))),
        CL_KERNEL_COMPILE_NUM_SUB_GROUPS => Some(usizeb(0)),
        CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL => Some(usizeb(simd)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}

/// `clGetKernelSubGroupInfoKHR` (`cl_khr_subgroups`), the same query.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetKernelSubGroupInfoKHR(
    kernel: cl_handle,
    device: cl_handle,
    param_name: cl_uint,
    input_value_size: usize,
    input_value: *const c_void,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    // SAFETY: forwarded contract.
    unsafe {
        clGetKernelSubGroupInfo(
            kernel,
            device,
            param_name,
            input_value_size,
            input_value,
            param_value_size,
            param_value,
            param_value_size_ret,
        )
    }
}
