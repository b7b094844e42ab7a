//! The interface between the EU and the shared functions it sends messages to (data port,
//! sampler, message gateway, thread spawner). The EU does not implement memory: a simulator
//! implements [`SharedFunctions`] and wires it to its memory model.
//!
//! The contract:
//! - the EU hands over the message already decoded ([`SendRequest::msg`], decoded once when the
//!   kernel was built, or at the send when the descriptor comes from `a0`);
//! - the shared function answers with a value, [`SendReply`]: what became of the message
//!   ([`SendOutcome`]), which unit served it ([`ServedBy`]) and, when the caller asked for it,
//!   the memory it touched ([`Footprint`], which the timing model prices);
//! - failures are typed ([`SendError`]) and name what and where; the memory model and the
//!   sampler convert their own errors into it.

pub use isa::message::ServedBy;
use isa::message::{Footprint, Message, MessageError, MessageKind, Sfid, Space};
use thiserror::Error;

use crate::error::ThreadId;

/// One message, as the EU hands it to a shared function.
#[derive(Debug)]
pub struct SendRequest<'a> {
    /// Byte offset of the send instruction.
    pub ip: u32,
    /// The decoded message (target, kind, lengths, header).
    pub msg: &'a Message,
    /// Shared function ID as encoded (e.g. 0xA = data cache 0, 0xC = data cache 1,
    /// 0x3 = gateway, 0x7 = thread spawner).
    pub sfid: u8,
    /// Message descriptor as encoded (immediate or read from `a0`), for diagnostics.
    pub desc: u32,
    /// Extended message descriptor as encoded (immediate or read from `a0`), for diagnostics.
    pub ex_desc: u32,
    /// Execution size of the send (1 to 32).
    pub exec_size: u8,
    /// Channel offset of the send (0, 8, 16, 24).
    pub chan_offset: u8,
    /// Enabled channels, bit `i` = channel `chan_offset + i` of the instruction (already
    /// combined with the control-flow mask, the dispatch mask and the predicate; all ones for
    /// NoMask sends within the exec size).
    pub exec_mask: u32,
    /// Payload: `msg.mlen` registers of src0 followed by `msg.ex_mlen` registers of src1.
    pub payload: &'a [u8],
    /// End of thread.
    pub eot: bool,
    /// The unit that serves the message: `msg.served_by()`, derived once per send (for a
    /// descriptor in an immediate, once when the kernel was built).
    pub served_by: ServedBy,
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

/// A shared function's answer to one message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SendReply<'a> {
    /// What became of the message.
    pub outcome: SendOutcome,
    /// The unit that served it.
    pub served_by: ServedBy,
    /// The memory it touched, when the shared functions were asked to record it (timing
    /// mode); `None` otherwise and for messages that touch no memory.
    pub footprint: Option<&'a Footprint>,
}

impl SendReply<'_> {
    /// A completed message that recorded no footprint.
    pub fn done(served_by: ServedBy) -> Self {
        SendReply {
            outcome: SendOutcome::Done,
            served_by,
            footprint: None,
        }
    }

    /// A barrier signal to the gateway.
    pub fn barrier() -> Self {
        SendReply {
            outcome: SendOutcome::Barrier,
            served_by: ServedBy::Gateway,
            footprint: None,
        }
    }
}

/// Why a message failed. Each variant names what and where; the EU adds thread and IP
/// ([`crate::ExecError::Send`]).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SendError {
    /// The descriptor does not decode into a message eusim models.
    #[error("unsupported message: {source} (sfid {sfid:#x}, desc {desc:#010x}, ex_desc {ex_desc:#010x})")]
    Descriptor {
        /// SFID as encoded.
        sfid: u8,
        /// Message descriptor.
        desc: u32,
        /// Extended descriptor.
        ex_desc: u32,
        /// Why it does not decode.
        source: MessageError,
    },
    /// A decoded message that the shared functions do not execute.
    #[error("unsupported message: {sfid} message {kind:?} (desc {desc:#010x}) is not executed")]
    Unsupported {
        /// Target shared function.
        sfid: Sfid,
        /// Message descriptor.
        desc: u32,
        /// The message.
        kind: MessageKind,
    },
    /// No shared functions are attached (ALU-only use of the EU).
    #[error("unsupported message: no shared functions attached (sfid {sfid}, desc {desc:#010x})")]
    NotAttached {
        /// Target shared function.
        sfid: Sfid,
        /// Message descriptor.
        desc: u32,
    },
    /// An access outside its address space (a surface, SLM, scratch or global memory).
    #[error("bad address: {space}: access of {len} bytes at {addr:#x}{} is out of bounds", lane_text(*lane))]
    OutOfBounds {
        /// Address space (a surface names its binding-table index).
        space: Space,
        /// Byte address or offset of the first byte.
        addr: u64,
        /// Length of the access in bytes.
        len: u64,
        /// Message lane, for per-lane accesses.
        lane: Option<u32>,
    },
    /// A binding-table index with no surface bound.
    #[error("bad address: BTI {bti} has no {} bound", if *image { "image surface" } else { "surface" })]
    UnboundSurface {
        /// The binding-table index.
        bti: u8,
        /// Whether an image surface was expected (media block, typed, sampler messages).
        image: bool,
    },
    /// An offset that the message requires to be aligned is not.
    #[error("bad address: {what} offset {offset} into BTI {bti} is not {align}-byte aligned")]
    Unaligned {
        /// The message.
        what: &'static str,
        /// The binding-table index.
        bti: u8,
        /// The offending offset (bytes).
        offset: i64,
        /// Required alignment in bytes.
        align: u32,
    },
    /// Any other data-port failure (lengths, message forms the data port does not execute),
    /// as the data port describes it.
    #[error("data port: {0}")]
    DataPort(String),
    /// Any other image or sampler failure, as the sampler describes it.
    #[error("{message}")]
    Image {
        /// The failure.
        message: String,
        /// The binding-table index of the image it concerns, if any.
        bti: Option<u8>,
    },
}

fn lane_text(lane: Option<u32>) -> String {
    lane.map_or(String::new(), |l| format!(" (lane {l})"))
}

impl SendError {
    /// The binding-table index the failure concerns, if any (the simulator names the kernel
    /// argument bound there).
    pub fn bti(&self) -> Option<u8> {
        match self {
            SendError::OutOfBounds {
                space: Space::Surface(b),
                ..
            } => Some(*b),
            SendError::UnboundSurface { bti, .. } | SendError::Unaligned { bti, .. } => Some(*bti),
            SendError::Image { bti, .. } => *bti,
            _ => None,
        }
    }
}

/// The shared functions seen from an EU thread.
pub trait SharedFunctions {
    /// Deliver one message. `response` is the `msg.rlen` destination registers themselves
    /// (`msg.rlen * 32` bytes): the function overwrites the bytes the message returns, and
    /// lanes of disabled channels keep their old contents. On an error the registers may be
    /// partly written (the run stops). The reply may borrow the function's footprint buffer
    /// until the next message.
    fn send(
        &mut self,
        thread: ThreadId,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendReply<'_>, SendError>;
}

/// Shared functions that reject every message except end-of-thread; useful for ALU-only
/// tests.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoSharedFunctions;

impl SharedFunctions for NoSharedFunctions {
    fn send(
        &mut self,
        _thread: ThreadId,
        req: &SendRequest<'_>,
        _response: &mut [u8],
    ) -> Result<SendReply<'_>, SendError> {
        if req.eot && req.msg.rlen == 0 {
            return Ok(SendReply::done(ServedBy::EndOfThread));
        }
        Err(SendError::NotAttached {
            sfid: req.msg.sfid,
            desc: req.desc,
        })
    }
}
