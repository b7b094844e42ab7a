//! The assembler: parse the IGA syntax that `iga64 -d -p=9` prints and encode Gen9 machine code.
//!
//! - [`parse`] turns text into labels and [`crate::Instruction`]s (with unresolved branch
//!   targets), in the same form the decoder produces;
//! - [`encode`] turns one instruction into its 16-byte native form, or the 8-byte compacted
//!   form when `compacted` is set;
//! - [`assemble`] does both for a whole kernel, resolving labels to JIP/UIP byte offsets.

mod assemble;
mod cursor;
mod encode;
mod error;
mod form;
mod imm;
mod operand;
mod parse;
mod role;

pub use assemble::{assemble, assemble_instructions};
pub use encode::{encode, encode_native};
pub use error::{AssembleError, EncodeError, ParseError, ParseErrorKind};
pub use parse::{parse, ParsedInstruction, ParsedLine, Target};
