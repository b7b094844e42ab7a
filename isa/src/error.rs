//! Typed decoder errors, each naming the byte offset of the offending instruction.

/// Why an instruction could not be decoded.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum DecodeError {
    /// The 7-bit opcode is not a Gen9 opcode.
    #[error("invalid opcode {opcode:#04x} at byte offset {offset:#x}")]
    InvalidOpcode {
        /// Byte offset of the instruction.
        offset: u32,
        /// The opcode number found.
        opcode: u8,
    },
    /// A well-formed encoding that this decoder does not support yet (or that iga64 refuses
    /// to represent either).
    #[error("unimplemented encoding at byte offset {offset:#x}: {what}")]
    Unimplemented {
        /// Byte offset of the instruction.
        offset: u32,
        /// What is not supported.
        what: &'static str,
    },
    /// The buffer ends inside an instruction.
    #[error("truncated instruction at byte offset {offset:#x}: need {needed} bytes, {available} available")]
    Truncated {
        /// Byte offset of the instruction.
        offset: u32,
        /// Bytes the instruction needs.
        needed: usize,
        /// Bytes left in the buffer.
        available: usize,
    },
    /// A field holds a value the hardware does not define.
    #[error("invalid {field} at byte offset {offset:#x}")]
    InvalidField {
        /// Byte offset of the instruction.
        offset: u32,
        /// Which field.
        field: &'static str,
    },
}

impl DecodeError {
    /// Byte offset of the instruction the error refers to.
    pub fn offset(&self) -> u32 {
        match *self {
            DecodeError::InvalidOpcode { offset, .. }
            | DecodeError::Unimplemented { offset, .. }
            | DecodeError::Truncated { offset, .. }
            | DecodeError::InvalidField { offset, .. } => offset,
        }
    }
}
