//! Samplers.

use std::ffi::c_void;
use std::sync::Arc;

use super::{created, handle, info, obj, properties};
use crate::backend::{AddressMode, Filter};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::handle::{register, release, retain, Obj};
use crate::core::info::{boolb, u32b, u64s, usizeb};
use crate::core::mem::Sampler;

fn create_sampler(
    context: cl_handle,
    normalized: bool,
    addressing: u32,
    filter: u32,
    properties: Vec<u64>,
) -> Result<Arc<Obj<Sampler>>, cl_int> {
    let c = obj::<Context>(context).ok_or(CL_INVALID_CONTEXT)?;
    let addr_ok = [
        CL_ADDRESS_NONE,
        CL_ADDRESS_CLAMP_TO_EDGE,
        CL_ADDRESS_CLAMP,
        CL_ADDRESS_REPEAT,
        CL_ADDRESS_MIRRORED_REPEAT,
    ]
    .contains(&addressing);
    if !addr_ok || ![CL_FILTER_NEAREST, CL_FILTER_LINEAR].contains(&filter) {
        return Err(CL_INVALID_VALUE);
    }
    let address = match addressing {
        CL_ADDRESS_REPEAT => AddressMode::Repeat,
        CL_ADDRESS_MIRRORED_REPEAT => AddressMode::MirroredRepeat,
        // Intel's runtime programs CL_ADDRESS_NONE as CL_ADDRESS_CLAMP: the sampler state's
        // TEXTURE_COORDINATE_MODE_CLAMP_BORDER (github.com/intel/compute-runtime,
        // `SamplerHw::setArg`); IGC's inline NONE samplers clamp to the edge instead
        CL_ADDRESS_CLAMP | CL_ADDRESS_NONE => AddressMode::ClampToBorder,
        _ => AddressMode::ClampToEdge,
    };
    let state = crate::backend::Sampler {
        normalized,
        address,
        filter: if filter == CL_FILTER_LINEAR {
            Filter::Linear
        } else {
            Filter::Nearest
        },
    };
    Ok(register(Sampler {
        state,
        context: c,
        normalized,
        addressing,
        filter,
        properties,
    }))
}

/// `clCreateSampler`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateSampler(
    context: cl_handle,
    normalized: cl_bool,
    addressing: cl_uint,
    filter: cl_uint,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    let r = create_sampler(context, normalized != 0, addressing, filter, Vec::new());
    // SAFETY: forwarded contract.
    unsafe { created(r, errcode_ret) }
}

/// `clCreateSamplerWithProperties`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clCreateSamplerWithProperties(
    context: cl_handle,
    props: *const u64,
    errcode_ret: *mut cl_int,
) -> cl_handle {
    // SAFETY: `props` is NULL or zero-terminated (API contract).
    let (pairs, raw) = unsafe { properties(props) };
    let (mut norm, mut addr, mut filter) = (true, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST);
    let mut r = Ok(());
    for (k, v) in pairs {
        match k as u32 {
            CL_SAMPLER_NORMALIZED_COORDS => norm = v != 0,
            CL_SAMPLER_ADDRESSING_MODE => addr = v as u32,
            CL_SAMPLER_FILTER_MODE => filter = v as u32,
            _ => r = Err(CL_INVALID_VALUE),
        }
    }
    let s = r.and_then(|_| create_sampler(context, norm, addr, filter, raw));
    // SAFETY: forwarded contract.
    unsafe { created(s, errcode_ret) }
}

/// `clRetainSampler`.
pub extern "C" fn clRetainSampler(sampler: cl_handle) -> cl_int {
    if retain::<Sampler>(sampler as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_SAMPLER
    }
}

/// `clReleaseSampler`.
pub extern "C" fn clReleaseSampler(sampler: cl_handle) -> cl_int {
    if release::<Sampler>(sampler as usize) {
        CL_SUCCESS
    } else {
        CL_INVALID_SAMPLER
    }
}

/// `clGetSamplerInfo`.
///
/// # Safety
/// As the OpenCL specification requires of the caller.
pub unsafe extern "C" fn clGetSamplerInfo(
    sampler: cl_handle,
    param_name: cl_uint,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> cl_int {
    let Some(s) = obj::<Sampler>(sampler) else {
        return CL_INVALID_SAMPLER;
    };
    let bytes = match param_name {
        CL_SAMPLER_REFERENCE_COUNT => Some(u32b(s.ref_count())),
        CL_SAMPLER_CONTEXT => Some(usizeb(handle(&s.context) as usize)),
        CL_SAMPLER_NORMALIZED_COORDS => Some(boolb(s.normalized)),
        CL_SAMPLER_ADDRESSING_MODE => Some(u32b(s.addressing)),
        CL_SAMPLER_FILTER_MODE => Some(u32b(s.filter)),
        CL_SAMPLER_PROPERTIES => Some(u64s(&s.properties)),
        _ => None,
    };
    // SAFETY: the clGet*Info contract.
    unsafe { info(bytes, param_value_size, param_value, param_value_size_ret) }
}
