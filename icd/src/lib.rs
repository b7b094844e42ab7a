//! eusim as an OpenCL platform: an installable client driver (ICD) that the standard OpenCL
//! loader (`libOpenCL.so`, e.g. Debian's `ocl-icd-libopencl1`) loads, so that unmodified
//! OpenCL host programs run their kernels on the simulated Gen9 GPU.
//!
//! Layers, after Mesa's rusticl: [`api`] is the C boundary (argument validation, error
//! codes, the ICD dispatch table, all `unsafe`); [`core`] holds the objects in safe Rust;
//! [`backend`] is the only module that calls the simulator.
#![deny(missing_docs, unsafe_op_in_unsafe_fn)]

pub mod api;
pub mod backend;
pub mod cl;
pub mod core;
