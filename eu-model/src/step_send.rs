//! Sends in two phases, for a timing model: [`issue`] executes the instruction at the IP and,
//! for a send, returns a [`SendTicket`] (the decoded message, its payload, execution mask and
//! response registers) instead of delivering it; [`complete_send`] delivers the ticket's
//! message to the shared functions when the timing model decides it is served, writes the
//! response registers and finishes the instruction (barrier). [`crate::step`] does both at
//! once (functional mode).

use isa::ExecClass;

use crate::error::ExecError;
use crate::exec::{self, send::SendTicket, Exec};
use crate::kernel::Kernel;
use crate::shared::{NoSharedFunctions, SendReply, SharedFunctions};
use crate::state::ThreadState;
use crate::step::{step, StepOutcome};

/// What [`issue`] did.
#[derive(Debug)]
pub enum Issued {
    /// The instruction executed (it was not a send).
    Done(StepOutcome),
    /// The instruction was a send: it left the EU and waits for [`complete_send`]. The IP has
    /// advanced past it; an end-of-thread send has ended the thread (it issues nothing more).
    Send(SendTicket),
}

/// Executes the instruction at the IP like [`step`], except that a send is not delivered: it
/// becomes a [`SendTicket`] (its payload copied, so the thread may go on and overwrite it).
/// An instruction other than a send sees no shared functions.
pub fn issue(state: &mut ThreadState, kernel: &Kernel) -> Result<Issued, ExecError> {
    let mut ticket = SendTicket::default();
    Ok(match issue_into(state, kernel, &mut ticket)? {
        IssuedInto::Done(out) => Issued::Done(out),
        IssuedInto::Send => Issued::Send(ticket),
    })
}

/// What [`issue_into`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IssuedInto {
    /// The instruction executed (it was not a send); the slot is untouched.
    Done(StepOutcome),
    /// The instruction was a send: its ticket is in the slot, as [`Issued::Send`] would hold
    /// it.
    Send,
}

/// [`issue`] that writes a send's ticket into `slot` instead of returning a new one: a
/// timing model that keeps tickets in reused boxes builds each in place, its payload buffer
/// kept from send to send. On an error the slot holds part of a ticket.
pub fn issue_into(
    state: &mut ThreadState,
    kernel: &Kernel,
    slot: &mut SendTicket,
) -> Result<IssuedInto, ExecError> {
    let ip = state.ip();
    let send = match kernel.at(ip) {
        Some((index, inst)) if !state.is_ended() && inst.opcode.class() == ExecClass::Send => {
            Some((index, inst))
        }
        _ => None,
    };
    let Some((index, inst)) = send else {
        return step(state, kernel, &mut NoSharedFunctions).map(IssuedInto::Done);
    };
    let next = ip + if inst.compacted { 8 } else { 16 };
    state.instructions += 1;
    let (planned, fixed) = (kernel.message(index), kernel.send_operands(index));
    match fixed {
        Some(f) => exec::send::fixed_ticket_into(state, inst, ip, f, slot)?,
        None => exec::send::ticket_into(&mut Exec::new(state, inst, ip), planned, slot)?,
    }
    if inst.eot {
        state.ended = true;
        state.ip = next;
    } else {
        state.set_ip(next);
    }
    Ok(IssuedInto::Send)
}

/// Delivers a send issued by [`issue`] to `shared`, which writes the response into the
/// ticket's response registers (lanes the message does not return keep their contents), and
/// finishes the instruction: `Ended` for an end-of-thread send, `Barrier` for a barrier
/// signal (the thread's `wait n0` then blocks until [`ThreadState::notify`]), else
/// `Continue`. Also returns the shared function's reply (the unit that served the message
/// and its footprint), which a timing model prices.
pub fn complete_send<'s, S: SharedFunctions + ?Sized>(
    state: &mut ThreadState,
    ticket: &SendTicket,
    shared: &'s mut S,
) -> Result<(StepOutcome, SendReply<'s>), ExecError> {
    let reply = exec::send::deliver(state, ticket, shared)?;
    let out = if ticket.eot() {
        StepOutcome::Ended
    } else {
        exec::send::barrier(state, reply.outcome)
    };
    Ok((out, reply))
}
