//! Intel Gen EU instruction sets: decode (native and compacted), encode, IGA-syntax format and
//! parse, and send-message descriptor decoding, for Gen9, Gen11 and Gen12LP ([`Platform`]),
//! each from one table description. The unsuffixed entry points (`decode`, `encode`,
//! `assemble`, ...) are Gen9's. Holds no simulation state.
#![deny(missing_docs)]

pub mod asm;
pub(crate) mod compact;
pub(crate) mod compact12;
pub mod decode;
pub mod error;
pub mod fields;
pub mod float;
pub mod format;
pub mod message;
pub mod model;
pub mod opcode;
pub mod platform;
pub mod swsb;

pub use decode::{decode, decode_for, decode_kernel, decode_kernel_for};
pub use error::DecodeError;
pub use format::{
    block_starts, format_decoded_kernel, format_instruction, format_instruction_at, format_kernel,
    format_kernel_for,
};
pub use model::*;
pub use opcode::{BranchKind, ExecClass, Opcode, OpcodeInfo, OperandForm, OPCODE_TABLE};
pub use platform::Platform;
