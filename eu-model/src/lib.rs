//! Gen9 EU functional core.
//!
//! The functional core executes decoded Gen9 instructions ([`isa::Instruction`]) on the state
//! of one hardware thread, bit-exactly where the hardware's behaviour is defined. It holds no
//! timing: a timing model decides *when* to call [`step`].
//!
//! # API
//!
//! * [`Kernel`]: the kernel's instructions decoded once ([`Kernel::decode`] on a kernel heap,
//!   or `Kernel::from_offsets` / `Kernel::from_instructions`); the stepper finds the
//!   instruction at an IP in constant time and runs every ALU instruction through plans
//!   built once (specialised plans for the common forms, a general plan for all of them).
//!   With the `oracle` feature, `Kernel::set_oracle(true)` selects the per-channel
//!   reference evaluator instead; differential tests keep them identical on the corpus and
//!   on random instructions.
//! * [`ThreadState`]: GRF (`grf()`, `grf_mut()`, `read_ud()`, `write_ud()`), the ARF (`a0`,
//!   `acc0/acc1` with extended precision, `f0/f1`, `cr0`, `sr0`, `n0`, `tm0`, ...), the IP
//!   (`ip()`, `set_ip()`) and the per-channel SIMD control-flow state
//!   ([`state::ControlFlow`]). Create one per dispatched thread with its SIMD width and
//!   dispatch mask, fill the payload registers, then step it.
//! * [`step`] executes the instruction at the IP and returns a [`StepOutcome`]: `Continue`,
//!   `Barrier` (the thread signalled the gateway; its following `wait n0` blocks until the
//!   scheduler calls [`ThreadState::notify`]), `Waiting` (blocked; step again later) or
//!   `Ended` (EOT). [`run`] loops over `step`.
//! * Sends go through the [`SharedFunctions`] trait ([`shared`]): the EU hands over the message
//!   decoded once at kernel build ([`Kernel::message`]; descriptors in `a0` are decoded at the
//!   send), the payload (src0 then src1 registers; borrowed from the GRF when it can be) and
//!   the destination registers as the response buffer (so lanes a message does not return
//!   keep their contents). The shared function answers with a [`SendReply`] (outcome,
//!   serving unit, footprint) or a typed [`SendError`].
//! * Sends in two phases, for a timing model: [`issue`] returns a [`SendTicket`] for a send
//!   (decoded message, payload copy, execution mask, response registers) instead of
//!   delivering it ([`issue_into`] writes it into a reused ticket); [`complete_send`]
//!   delivers it when the timing model decides the message is served, writes the response
//!   registers and finishes the instruction. The timing model
//!   never touches the registers itself. [`Message::served_by`](isa::message::Message::served_by)
//!   tells which unit a ticket's message goes to.
//! * Errors ([`ExecError`]) name the thread, IP and lane; anything the model does not
//!   implement is `ExecError::Unimplemented`, never a silently wrong result.
//!
//! # Semantics notes
//!
//! * Register regions are relative to the instruction's channel 0; the channel offset
//!   (`M0..M28`) only selects execution-mask and flag bits. Regions may cross registers;
//!   indirect operands use `a0` (Vx1, and VxH with one address register per row); an
//!   element outside r0..r127 is an `OutOfBounds` error naming the lane.
//! * Integer arithmetic is exact and then wrapped (or clamped with `.sat`) to the
//!   destination type; shifts run at the widest of the source and destination sizes. Float
//!   arithmetic is IEEE in the execution type (`mad` is a fused multiply-add with one
//!   rounding) and honours cr0's rounding mode (`add`, `mul`, `mad` in single/half precision,
//!   conversions) and denormal controls. Float-to-integer conversion truncates, clamps to the
//!   destination range and maps NaN to 0. `sel.l`/`sel.ge` follow IEEE minNum/maxNum
//!   (a NaN operand yields the other one; -0 orders below +0) and do not write the flag.
//! * Accumulators: `mul`/`mach` keep the full product (the `mul`+`mach` pair yields the high
//!   dword), `addc`/`subb` leave the carry/borrow, AccWrEn stores the unrounded result.
//! * Extended math precision policy and the IEEE macros (`invm`/`rsqtm` take the early-out
//!   path with the correctly rounded result, so `madm` steps are skipped): see `exec::math`.
//! * SIMD control flow uses per-channel IPs (`state::ControlFlow`, `exec::control`): `if`,
//!   `else`, `endif`, `while`, `break`, `cont`, `halt`, `goto`, `join`, `call`, `calla`,
//!   `ret`, and the scalar `jmpi`.
//!
//! Every compute opcode of the Gen9 table executes (`tests/engine_coverage.rs` checks it);
//! where the PRM leaves a choice, the model's choice and the extended-math precision policy
//! are listed in the repository's `docs/known-gaps.md`. Forms the PRM does not define are
//! invalid-instruction errors naming the form.
#![deny(missing_docs)]

pub mod barrier;
pub mod dispatch;
mod error;
mod exec;
use isa::float;
mod kernel;
mod operand;
pub mod platform;
pub mod shared;
pub mod state;
mod step;
mod step_send;
mod value;

pub use error::{ExecError, ThreadId};
pub use exec::send::SendTicket;
pub use kernel::{where_is, where_listed, Kernel, KernelError, WHERE_LISTED};
pub use shared::{
    NoSharedFunctions, SendError, SendOutcome, SendReply, SendRequest, ServedBy, SharedFunctions,
};
pub use state::{AccLane, RoundingMode, ThreadState};
pub use step::{run, run_counted, step, StepOutcome};
pub use step_send::{complete_send, issue, issue_into, Issued, IssuedInto};
