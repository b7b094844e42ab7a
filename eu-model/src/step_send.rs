//! Stepping with the send's reply: [`step_with_reply`] is [`crate::step`] that also returns, for
//! a send, the shared function's [`SendReply`] (the unit that served it and its footprint),
//! which a timing model prices.

use isa::ExecClass;

use crate::error::ExecError;
use crate::exec::{self, Exec};
use crate::kernel::Kernel;
use crate::shared::{SendReply, SharedFunctions};
use crate::state::ThreadState;
use crate::step::{step, StepOutcome};

/// Like [`step`]; when the instruction is a send, also its reply. The reply may borrow the
/// shared functions (their footprint buffer) until they are used again.
pub fn step_with_reply<'s>(
    state: &mut ThreadState,
    kernel: &Kernel,
    shared: &'s mut dyn SharedFunctions,
) -> Result<(StepOutcome, Option<SendReply<'s>>), ExecError> {
    let ip = state.ip();
    let send = match kernel.at(ip) {
        Some((index, inst)) if !state.is_ended() && inst.opcode.class() == ExecClass::Send => {
            Some((index, inst))
        }
        _ => None,
    };
    let Some((index, inst)) = send else {
        return step(state, kernel, shared).map(|o| (o, None));
    };
    let next = ip + if inst.compacted { 8 } else { 16 };
    state.instructions += 1;
    let mut x = Exec::new(state, inst, ip);
    let reply = exec::send::send(&mut x, kernel.message(index), shared)?;
    Ok((
        exec::send::finish(state, inst, next, reply.outcome),
        Some(reply),
    ))
}
