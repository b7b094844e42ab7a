//! Runtime errors of the functional core.

use thiserror::Error;

use crate::shared::SendError;

/// Identifier of a hardware thread, used in error messages and passed to shared functions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ThreadId(pub u32);

impl std::fmt::Display for ThreadId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "thread {}", self.0)
    }
}

/// An error raised while executing an instruction. Every variant names the instruction's byte
/// offset (`ip`) so the offending instruction can be found in `iga64 -d` output.
#[derive(Debug, Error, PartialEq)]
pub enum ExecError {
    /// The instruction, or one of its operand forms, is not implemented by the model.
    #[error("{thread}: ip 0x{ip:x}: not implemented: {what}")]
    Unimplemented {
        /// Thread that executed the instruction.
        thread: ThreadId,
        /// Byte offset of the instruction.
        ip: u32,
        /// What is missing.
        what: String,
    },
    /// A register access falls outside the register file.
    #[error("{thread}: ip 0x{ip:x}: lane {lane}: {what}")]
    OutOfBounds {
        /// Thread that executed the instruction.
        thread: ThreadId,
        /// Byte offset of the instruction.
        ip: u32,
        /// Channel (absolute, including the channel offset) whose access failed.
        lane: u32,
        /// Description of the access.
        what: String,
    },
    /// The instruction pointer does not address the start of an instruction of the kernel.
    #[error("{thread}: ip 0x{ip:x} is not the start of an instruction of the kernel")]
    BadIp {
        /// Thread.
        thread: ThreadId,
        /// The bad instruction pointer.
        ip: u32,
    },
    /// The instruction is malformed for execution (missing operand, illegal opcode, ...).
    #[error("{thread}: ip 0x{ip:x}: invalid instruction: {what}")]
    Invalid {
        /// Thread.
        thread: ThreadId,
        /// Byte offset of the instruction.
        ip: u32,
        /// What is wrong.
        what: String,
    },
    /// A shared function (memory, sampler, gateway, ...) rejected a message.
    #[error("{thread}: ip 0x{ip:x}: send failed: {source}")]
    Send {
        /// Thread.
        thread: ThreadId,
        /// Byte offset of the send instruction.
        ip: u32,
        /// The shared function's error.
        source: SendError,
    },
    /// The thread already ended (EOT) and cannot execute further instructions.
    #[error("{thread}: the thread has ended")]
    Ended {
        /// Thread.
        thread: ThreadId,
    },
}
