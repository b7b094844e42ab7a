//! Entry points the device does not support (graphics interop, SVM, pipes, IL programs,
//! device partitioning, native kernels): each returns the code the OpenCL 3.0
//! specification gives for an optional feature a device lacks, `CL_INVALID_OPERATION` unless
//! noted (`clCreateProgramWithBuiltInKernels` and `clCreateSubDevices`: `CL_INVALID_VALUE`,
//! as the device has no built-in kernels and cannot be partitioned). Parameter lists follow
//! `CL/cl_icd.h` so every call returns through the C ABI it was made with.
#![allow(non_snake_case, missing_docs, clippy::too_many_arguments)]

use std::ffi::c_void;

use super::set_error;
use crate::cl::*;

pub extern "C" fn clEnqueueNativeKernel(
    _command_queue: *mut c_void,
    _user_func: *mut c_void,
    _args: *mut c_void,
    _cb_args: usize,
    _num_mem_objects: u32,
    _mem_list: *mut c_void,
    _args_mem_loc: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromGLBuffer(
    _context: *mut c_void,
    _flags: u64,
    _bufobj: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromGLTexture2D(
    _context: *mut c_void,
    _flags: u64,
    _target: u32,
    _miplevel: i32,
    _texture: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromGLTexture3D(
    _context: *mut c_void,
    _flags: u64,
    _target: u32,
    _miplevel: i32,
    _texture: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromGLRenderbuffer(
    _context: *mut c_void,
    _flags: u64,
    _renderbuffer: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

pub extern "C" fn clGetGLObjectInfo(
    _memobj: *mut c_void,
    _gl_object_type: *mut c_void,
    _gl_object_name: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clGetGLTextureInfo(
    _memobj: *mut c_void,
    _param_name: u32,
    _param_value_size: usize,
    _param_value: *mut c_void,
    _param_value_size_ret: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueAcquireGLObjects(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueReleaseGLObjects(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clGetGLContextInfoKHR(
    _properties: *mut c_void,
    _param_name: u32,
    _param_value_size: usize,
    _param_value: *mut c_void,
    _param_value_size_ret: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clGetDeviceIDsFromD3D10KHR(
    _platform: *mut c_void,
    _d3d_device_source: u32,
    _d3d_object: *mut c_void,
    _d3d_device_set: u32,
    _num_entries: u32,
    _devices: *mut c_void,
    _num_devices: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromD3D10BufferKHR(
    _context: *mut c_void,
    _flags: u64,
    _resource: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromD3D10Texture2DKHR(
    _context: *mut c_void,
    _flags: u64,
    _resource: *mut c_void,
    _subresource: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromD3D10Texture3DKHR(
    _context: *mut c_void,
    _flags: u64,
    _resource: *mut c_void,
    _subresource: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

pub extern "C" fn clEnqueueAcquireD3D10ObjectsKHR(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueReleaseD3D10ObjectsKHR(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clCreateSubDevicesEXT(
    _in_device: *mut c_void,
    _partition_properties: *mut c_void,
    _num_entries: u32,
    _out_devices: *mut c_void,
    _num_devices: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clRetainDeviceEXT(_device: *mut c_void) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clReleaseDeviceEXT(_device: *mut c_void) -> cl_int {
    CL_INVALID_OPERATION
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateEventFromGLsyncKHR(
    _context: *mut c_void,
    _sync: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

pub extern "C" fn clCreateSubDevices(
    _in_device: *mut c_void,
    _partition_properties: *mut c_void,
    _num_entries: u32,
    _out_devices: *mut c_void,
    _num_devices: *mut c_void,
) -> cl_int {
    CL_INVALID_VALUE
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateProgramWithBuiltInKernels(
    _context: *mut c_void,
    _num_devices: u32,
    _device_list: *mut c_void,
    _kernel_names: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_VALUE) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromGLTexture(
    _context: *mut c_void,
    _flags: u64,
    _target: u32,
    _miplevel: i32,
    _texture: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

pub extern "C" fn clGetDeviceIDsFromD3D11KHR(
    _platform: *mut c_void,
    _d3d_device_source: u32,
    _d3d_object: *mut c_void,
    _d3d_device_set: u32,
    _num_entries: u32,
    _devices: *mut c_void,
    _num_devices: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromD3D11BufferKHR(
    _context: *mut c_void,
    _flags: u64,
    _resource: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromD3D11Texture2DKHR(
    _context: *mut c_void,
    _flags: u64,
    _resource: *mut c_void,
    _subresource: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromD3D11Texture3DKHR(
    _context: *mut c_void,
    _flags: u64,
    _resource: *mut c_void,
    _subresource: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromDX9MediaSurfaceKHR(
    _context: *mut c_void,
    _flags: u64,
    _adapter_type: u32,
    _surface_info: *mut c_void,
    _plane: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

pub extern "C" fn clEnqueueAcquireD3D11ObjectsKHR(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueReleaseD3D11ObjectsKHR(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clGetDeviceIDsFromDX9MediaAdapterKHR(
    _platform: *mut c_void,
    _num_media_adapters: u32,
    _media_adapters_type: *mut c_void,
    _media_adapters: *mut c_void,
    _media_adapter_set: u32,
    _num_entries: u32,
    _devices: *mut c_void,
    _num_devices: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueAcquireDX9MediaSurfacesKHR(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueReleaseDX9MediaSurfacesKHR(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateFromEGLImageKHR(
    _context: *mut c_void,
    _display: *mut c_void,
    _image: *mut c_void,
    _flags: u64,
    _properties: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

pub extern "C" fn clEnqueueAcquireEGLObjectsKHR(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueReleaseEGLObjectsKHR(
    _command_queue: *mut c_void,
    _num_objects: u32,
    _mem_objects: *mut c_void,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateEventFromEGLSyncKHR(
    _context: *mut c_void,
    _sync: *mut c_void,
    _display: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreatePipe(
    _a0: *mut c_void,
    _a1: u64,
    _a2: u32,
    _a3: u32,
    _a4: *mut c_void,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

pub extern "C" fn clGetPipeInfo(
    _a0: *mut c_void,
    _a1: u32,
    _a2: usize,
    _a3: *mut c_void,
    _a4: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clSVMAlloc(_a0: *mut c_void, _a1: u64, _a2: usize, _int: u32) -> *mut c_void {
    std::ptr::null_mut()
}

pub extern "C" fn clSVMFree(_a0: *mut c_void, _a1: *mut c_void) {}

pub extern "C" fn clEnqueueSVMFree(
    _a0: *mut c_void,
    _a1: u32,
    _a2: *mut c_void,
    _pfn_free_func: *mut c_void,
    _a4: *mut c_void,
    _a5: u32,
    _a6: *mut c_void,
    _a7: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueSVMMemcpy(
    _a0: *mut c_void,
    _a1: u32,
    _a2: *mut c_void,
    _a3: *mut c_void,
    _a4: usize,
    _a5: u32,
    _a6: *mut c_void,
    _a7: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueSVMMemFill(
    _a0: *mut c_void,
    _a1: *mut c_void,
    _a2: *mut c_void,
    _a3: usize,
    _a4: usize,
    _a5: u32,
    _a6: *mut c_void,
    _a7: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueSVMMap(
    _a0: *mut c_void,
    _a1: u32,
    _a2: u64,
    _a3: *mut c_void,
    _a4: usize,
    _a5: u32,
    _a6: *mut c_void,
    _a7: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clEnqueueSVMUnmap(
    _a0: *mut c_void,
    _a1: *mut c_void,
    _a2: u32,
    _a3: *mut c_void,
    _a4: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clSetKernelArgSVMPointer(_a0: *mut c_void, _a1: u32, _a2: *mut c_void) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clSetKernelExecInfo(
    _a0: *mut c_void,
    _a1: u32,
    _a2: usize,
    _a3: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

/// # Safety
/// `errcode_ret` is NULL or points to a writable `cl_int`.
pub unsafe extern "C" fn clCreateProgramWithIL(
    _context: *mut c_void,
    _il: *mut c_void,
    _length: usize,
    errcode_ret: *mut i32,
) -> *mut c_void {
    // SAFETY: errcode_ret is NULL or points to a cl_int (the API contract).
    unsafe { set_error(errcode_ret, CL_INVALID_OPERATION) };
    std::ptr::null_mut()
}

pub extern "C" fn clEnqueueSVMMigrateMem(
    _command_queue: *mut c_void,
    _num_svm_pointers: u32,
    _svm_pointers: *mut c_void,
    _sizes: *mut c_void,
    _flags: u64,
    _num_events_in_wait_list: u32,
    _event_wait_list: *mut c_void,
    _event: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clGetDeviceAndHostTimer(
    _device: *mut c_void,
    _device_timestamp: *mut c_void,
    _host_timestamp: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clGetHostTimer(_device: *mut c_void, _host_timestamp: *mut c_void) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clSetDefaultDeviceCommandQueue(
    _context: *mut c_void,
    _device: *mut c_void,
    _command_queue: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clSetProgramReleaseCallback(
    _program: *mut c_void,
    _pfn_notify: *mut c_void,
    _user_data: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}

pub extern "C" fn clSetProgramSpecializationConstant(
    _program: *mut c_void,
    _spec_id: u32,
    _spec_size: usize,
    _spec_value: *mut c_void,
) -> cl_int {
    CL_INVALID_OPERATION
}
