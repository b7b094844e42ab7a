//! Gen9 EU instruction set: decode (native and compacted), encode, IGA-syntax format and parse,
//! and send-message descriptor decoding. Holds no simulation state.
#![deny(missing_docs)]

pub mod asm;
pub(crate) mod compact;
pub mod decode;
pub mod error;
pub mod fields;
pub mod float;
pub mod format;
pub mod message;
pub mod model;
pub mod opcode;

pub use decode::{decode, decode_kernel};
pub use error::DecodeError;
pub use format::{
    block_starts, format_decoded_kernel, format_instruction, format_instruction_at, format_kernel,
};
pub use model::*;
pub use opcode::{BranchKind, ExecClass, Opcode, OpcodeInfo, OperandForm, OPCODE_TABLE};
