//! The interface between the EU and the shared functions it sends messages to (data port,
//! sampler, message gateway, thread spawner). The EU does not implement memory: a simulator
//! implements [`SharedFunctions`] and wires it to its memory model.

use thiserror::Error;

use crate::error::ThreadId;

/// One message, as the EU hands it to a shared function.
#[derive(Debug)]
pub struct SendRequest<'a> {
    /// Byte offset of the send instruction.
    pub ip: u32,
    /// Shared function ID (e.g. 0xA = data cache 0, 0xC = data cache 1, 0x3 = gateway,
    /// 0x7 = thread spawner).
    pub sfid: u8,
    /// Message descriptor (immediate or read from `a0`).
    pub desc: u32,
    /// Extended message descriptor (immediate or read from `a0`).
    pub ex_desc: u32,
    /// Execution size of the send (1 to 32).
    pub exec_size: u8,
    /// Channel offset of the send (0, 8, 16, 24).
    pub chan_offset: u8,
    /// Enabled channels, bit `i` = channel `chan_offset + i` of the instruction (already
    /// combined with the control-flow mask, the dispatch mask and the predicate; all ones for
    /// NoMask sends within the exec size).
    pub exec_mask: u32,
    /// Payload: `mlen` registers of src0 followed by `ex_mlen` registers of src1.
    pub payload: &'a [u8],
    /// Number of registers of src0 in the payload.
    pub mlen: u8,
    /// Number of registers of src1 in the payload (split sends).
    pub ex_mlen: u8,
    /// Response length in registers.
    pub rlen: u8,
    /// End of thread.
    pub eot: bool,
}

/// What a shared function did with a message.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SendOutcome {
    /// The message completed; the response (if any) was written to the buffer.
    Done,
    /// The message was a barrier signal to the gateway; the thread will later wait on `n0`
    /// until the scheduler calls [`crate::ThreadState::notify`].
    Barrier,
}

/// Error raised by a shared function.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SendError {
    /// The message (SFID / descriptor combination) is not supported.
    #[error("unsupported message: {0}")]
    Unsupported(String),
    /// An address in the message is invalid (out of bounds, unaligned, unbound surface).
    #[error("bad address: {0}")]
    BadAddress(String),
    /// Any other failure.
    #[error("{0}")]
    Other(String),
}

/// The shared functions seen from an EU thread.
pub trait SharedFunctions {
    /// Deliver one message. `response` holds `rlen * 32` bytes pre-filled with the current
    /// contents of the destination registers: the function overwrites the bytes the message
    /// returns (lanes of disabled channels keep their old contents), and the EU copies the
    /// buffer back to the destination registers.
    fn send(
        &mut self,
        thread: ThreadId,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendOutcome, SendError>;
}

/// Shared functions that reject every message except end-of-thread and barrier signals;
/// useful for ALU-only tests.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoSharedFunctions;

impl SharedFunctions for NoSharedFunctions {
    fn send(
        &mut self,
        _thread: ThreadId,
        req: &SendRequest<'_>,
        _response: &mut [u8],
    ) -> Result<SendOutcome, SendError> {
        if req.eot && req.rlen == 0 {
            return Ok(SendOutcome::Done);
        }
        Err(SendError::Unsupported(format!(
            "no shared functions attached (sfid 0x{:x}, desc 0x{:08x})",
            req.sfid, req.desc
        )))
    }
}
