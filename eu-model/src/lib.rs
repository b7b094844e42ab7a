//! Gen9 EU functional core (and, later, timing model).
//!
//! The functional core executes decoded Gen9 instructions ([`isa::Instruction`]) on the state
//! of one hardware thread, bit-exactly where the hardware's behaviour is defined. It holds no
//! timing: a timing model decides *when* to call [`step`].
//!
//! # API
//!
//! * [`Kernel`]: the kernel's instructions decoded once (`Kernel::from_instructions` or
//!   `Kernel::from_offsets` with the byte offsets a decoder reports); the stepper finds the
//!   instruction at an IP in constant time.
//! * [`ThreadState`]: GRF (`grf()`, `grf_mut()`, `read_ud()`, `write_ud()`), the ARF (`a0`,
//!   `acc0/acc1` with extended precision, `f0/f1`, `cr0`, `sr0`, `n0`, `tm0`, ...), the IP
//!   (`ip()`, `set_ip()`) and the per-channel SIMD control-flow state
//!   ([`state::ControlFlow`]). Create one per dispatched thread with its SIMD width and
//!   dispatch mask, fill the payload registers, then step it.
//! * [`step`] executes the instruction at the IP and returns a [`StepOutcome`]: `Continue`,
//!   `Barrier` (the thread signalled the gateway; its following `wait n0` blocks until the
//!   scheduler calls [`ThreadState::notify`]), `Waiting` (blocked; step again later) or
//!   `Ended` (EOT). [`run`] loops over `step`.
//! * Sends go through the [`SharedFunctions`] trait ([`shared`]): the EU gathers the payload,
//!   the implementor (memory model, sampler, gateway) fills the response registers.
//! * Errors ([`ExecError`]) name the thread, IP and lane; anything the model does not
//!   implement is `ExecError::Unimplemented`, never a silently wrong result.
//!
//! # Semantics notes
//!
//! * Regions, indirect addressing (Vx1 and VxH), Align16 swizzles/replicate/write masks,
//!   channel offsets `M0..M28`: [`operand`](crate) module. Register regions are relative to
//!   the instruction's channel 0; the channel offset only selects mask and flag bits.
//! * Types: integer arithmetic is exact and then wrapped (or clamped with `.sat`) to the
//!   destination; float arithmetic is IEEE in the execution type (`mad` fused, single
//!   rounding) honouring cr0's rounding mode and denormal controls; float to integer
//!   conversion truncates and clamps (NaN gives 0).
//! * Extended math precision policy: see the `exec::math` module documentation.
//! * SIMD control flow: per-channel IPs ([`state::ControlFlow`], `exec::control`).
#![deny(missing_docs)]

pub mod dispatch;
mod error;
mod exec;
mod float;
mod kernel;
mod operand;
pub mod shared;
pub mod state;
mod step;
mod value;

pub use error::{ExecError, ThreadId};
pub use kernel::{Kernel, KernelError};
pub use shared::{NoSharedFunctions, SendError, SendOutcome, SendRequest, SharedFunctions};
pub use state::{AccLane, RoundingMode, ThreadState};
pub use step::{run, step, StepOutcome};
