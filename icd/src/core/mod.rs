//! The OpenCL objects in safe Rust: platform and device, contexts, queues and events, memory
//! objects, programs and kernels, and the handle registry that makes them API objects.

pub mod context;
pub mod device_info;
pub mod event;
pub mod handle;
pub mod info;
pub mod kernel;
pub mod launch;
pub mod mem;
pub mod platform;
pub mod program;
pub mod queue;
