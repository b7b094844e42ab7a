//! The messages of forms the PRM does not define (invalid-instruction errors), one text per
//! rule for every engine.

use isa::{MathFunction, Opcode};

use crate::value::Domain;

/// `sel` with both a predicate and a conditional modifier.
pub(crate) const SEL_PRED_AND_CMOD: &str =
    "sel with both a predicate and a conditional modifier (the PRM allows one)";

/// Logic operations on float operands.
pub(crate) const LOGIC_ON_FLOAT: &str =
    "logic operation on float operands (the PRM allows integer types only)";

/// Shifts on float operands.
pub(crate) const SHIFT_ON_FLOAT: &str =
    "shift on float operands (the PRM allows integer types only)";

/// Integer division on operands other than D/UD.
pub(crate) const INT_DIV_TYPES: &str =
    "integer division on operands other than D/UD (the PRM's INT DIV types)";

/// `math.idiv` without a register for its remainder.
pub(crate) const IDIV_DST: &str =
    "math.idiv whose destination is not a direct GRF with a register after it";

/// An operation on operands of a domain the PRM does not allow for it: `allowed` names the
/// types it does allow.
pub(crate) fn types(op: Opcode, dom: Domain, allowed: &str) -> String {
    let what = match dom {
        Domain::Int => "integer",
        _ => "float",
    };
    format!(
        "{} on {what} operands (the PRM allows {allowed})",
        op.mnemonic()
    )
}

/// A bit operation on non-dword operands.
pub(crate) fn bits(op: Opcode, dom: Domain) -> String {
    let what = if dom == Domain::Int {
        "64-bit"
    } else {
        "float"
    };
    format!(
        "{} on {what} operands (the PRM allows D and UD only)",
        op.mnemonic()
    )
}

/// A dot product whose execution size is not a multiple of 4.
pub(crate) fn dot_size(op: Opcode) -> String {
    format!(
        "{} with a channel count that is not a multiple of 4",
        op.mnemonic()
    )
}

/// An extended-math function on operand types it does not take.
pub(crate) fn math_types(func: MathFunction, dom: Domain) -> String {
    format!("math {func:?} on {dom:?} operands (the PRM's types for it differ)")
}

/// An opcode that is not an ALU instruction reached the ALU.
pub(crate) fn not_alu(op: Opcode) -> String {
    format!("opcode {} is not an ALU instruction", op.mnemonic())
}
