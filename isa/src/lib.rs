//! Gen9 EU instruction set: decode (native and compacted), encode, IGA-syntax format and parse,
//! and send-message descriptor decoding. Holds no simulation state.
#![deny(missing_docs)]

pub mod message;
pub mod model;
pub mod opcode;

pub use model::*;
pub use opcode::{BranchKind, ExecClass, Opcode, OpcodeInfo, OperandForm, OPCODE_TABLE};
