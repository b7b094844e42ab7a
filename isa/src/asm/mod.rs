//! The assembler: parse the IGA syntax that `iga64 -d -p=9` prints and encode Gen9 machine code.
//!
//! - [`parse`] turns text into labels and [`crate::Instruction`]s (with unresolved branch
//!   targets), in the same form the decoder produces;
//! - [`encode`] turns one instruction into its 16-byte native form, or the 8-byte compacted
//!   form when `compacted` is set;
//! - [`assemble`] does both for a whole kernel, resolving labels to JIP/UIP byte offsets.
//!
//! ```
//! let text = "(W)     mov (8|M0)  r127.0<1>:ud  r2.0<8;8,1>:ud  {Compacted}\n\
//!             (W)     send (8|M0) null  r127  0x27  0x02000010  {EOT}\n";
//! let bytes = isa::asm::assemble(text).unwrap();
//! assert_eq!(bytes.len(), 8 + 16);
//! // The decoder reads back what was written.
//! let (mov, len) = isa::decode(&bytes, 0).unwrap();
//! assert_eq!((mov.opcode, len), (isa::Opcode::Mov, 8));
//! ```

mod assemble;
mod cursor;
mod encode;
mod error;
mod form;
mod gen12;
mod imm;
mod operand;
mod parse;
mod role;
mod ternary_a1;

pub use assemble::{assemble, assemble_for, assemble_instructions, assemble_instructions_for};
pub use encode::{encode, encode_for, encode_native, encode_native_for};
pub use error::{AssembleError, EncodeError, ParseError, ParseErrorKind};
pub use parse::{parse, parse_for, ParsedInstruction, ParsedLine, Target};

/// Number of sources a math function reads (what iga prints and the encoding uses).
pub(crate) fn math_sources(f: crate::MathFunction) -> usize {
    use crate::MathFunction as M;
    match f {
        M::Fdiv | M::Pow | M::IntDivBoth | M::IntDivQuotient | M::IntDivRemainder | M::Invm => 2,
        M::Inv | M::Log | M::Exp | M::Sqrt | M::Rsqrt | M::Sin | M::Cos | M::Rsqrtm => 1,
    }
}
