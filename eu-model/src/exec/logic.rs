//! Bitwise logic (`not`, `and`, `or`, `xor`; the `-` source modifier means `~` here) and
//! shifts (`shl`, `shr`, `asr`).

use isa::Opcode;

use crate::error::ExecError;
use crate::exec::Exec;
use crate::value::{Domain, Val};

/// `not`, `and`, `or`, `xor`.
pub(super) fn logic(x: &mut Exec<'_>) -> Result<(), ExecError> {
    if x.domain() != Domain::Int {
        return Err(x.unimpl("logic operation on float operands"));
    }
    let op = x.inst.opcode;
    x.map(|x, i| {
        let a = x.src_logic(0, i)?.int();
        Ok(Val::I(match op {
            Opcode::Not => !a,
            Opcode::And => a & x.src_logic(1, i)?.int(),
            Opcode::Or => a | x.src_logic(1, i)?.int(),
            _ => a ^ x.src_logic(1, i)?.int(),
        }))
    })
}

/// `shl`, `shr` (logical), `asr` (arithmetic). The shift is performed at the widest of the
/// source and destination sizes; the count is src1 modulo that width in bits.
pub(super) fn shift(x: &mut Exec<'_>) -> Result<(), ExecError> {
    if x.domain() != Domain::Int {
        return Err(x.unimpl("shift on float operands"));
    }
    let dst_size = x.inst.dst.map(|d| d.ty.size_bytes()).unwrap_or(4);
    let w = x.int_width().max(dst_size);
    let bits = w * 8;
    let mask: u128 = if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    let op = x.inst.opcode;
    x.map(|x, i| {
        let a = x.src(0, i)?.int();
        let n = (x.src(1, i)?.int() as u32) & (bits - 1);
        let ua = (a as u128) & mask;
        Ok(Val::I(match op {
            Opcode::Shl => ((ua << n) & mask) as i128,
            Opcode::Shr => (ua >> n) as i128,
            _ => {
                // Sign-extend from the execution width, then shift arithmetically.
                let s = (ua << (128 - bits)) as i128 >> (128 - bits);
                s >> n
            }
        }))
    })
}
