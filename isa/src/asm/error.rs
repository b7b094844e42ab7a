//! Error types of the assembler: parse errors carry a line and column, encode errors name the
//! instruction field that cannot be represented, assemble errors add the source line.

use thiserror::Error;

/// What went wrong while parsing one line of IGA assembly.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum ParseErrorKind {
    /// The parser needed a specific construct and found something else.
    #[error("expected {expected}, found {found}")]
    Expected {
        /// What the parser was looking for (e.g. "execution size `(16|M0)`").
        expected: String,
        /// The text found instead (`end of line` when the line ended).
        found: String,
    },
    /// A construct was recognised but its value is not valid for Gen9.
    #[error("invalid {what}: {detail}")]
    Invalid {
        /// The construct (e.g. "register number").
        what: String,
        /// Why it is invalid.
        detail: String,
    },
}

/// A parse error at a 1-based line and column of the input text.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct ParseError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column (in characters) where the problem starts.
    pub column: usize,
    /// What went wrong.
    pub kind: ParseErrorKind,
}

/// Why an [`crate::Instruction`] cannot be encoded.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum EncodeError {
    /// A field's value does not fit the Gen9 encoding.
    #[error("{field}: {detail}")]
    Unencodable {
        /// The instruction field (e.g. "src0 region width").
        field: &'static str,
        /// The value and why it does not fit.
        detail: String,
    },
    /// A required part of the instruction is missing (e.g. the destination of an `add`).
    #[error("missing {what}")]
    Missing {
        /// What is missing.
        what: &'static str,
    },
    /// The instruction asks for the compacted form but no Gen9 compaction table entry matches.
    #[error("cannot be compacted: {reason}")]
    NotCompactable {
        /// Which table or field had no match.
        reason: String,
    },
}

/// An error of [`crate::asm::assemble`]: a parse error, or an encode / label error on a line.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum AssembleError {
    /// The text does not parse.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// An instruction on `line` cannot be encoded.
    #[error("line {line}: {source}")]
    Encode {
        /// 1-based line of the instruction.
        line: usize,
        /// The encoder's error.
        source: EncodeError,
    },
    /// A branch names a label that is never defined.
    #[error("line {line}: undefined label `{label}`")]
    UndefinedLabel {
        /// 1-based line of the branch.
        line: usize,
        /// The label name.
        label: String,
    },
    /// A label is defined twice.
    #[error("line {line}: label `{label}` already defined on line {first}")]
    DuplicateLabel {
        /// 1-based line of the second definition.
        line: usize,
        /// Line of the first definition.
        first: usize,
        /// The label name.
        label: String,
    },
    /// A resolved branch offset does not fit its 32-bit field.
    #[error("line {line}: branch offset {offset} out of range")]
    OffsetOutOfRange {
        /// 1-based line of the branch.
        line: usize,
        /// The offset in bytes.
        offset: i64,
    },
}
