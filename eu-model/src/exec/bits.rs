//! Bit operations on 32-bit integers: `bfrev`, `bfe`, `bfi1`, `bfi2`, `lzd`, `fbh`, `fbl`,
//! `cbit`.

use isa::Opcode;

use crate::error::ExecError;
use crate::exec::Exec;
use crate::value::{Domain, Val};

/// Execute one bit operation.
pub(super) fn bits(x: &mut Exec<'_>) -> Result<(), ExecError> {
    if x.domain() != Domain::Int {
        return Err(x.unimpl(format!("{} on float operands", x.inst.opcode.mnemonic())));
    }
    if x.int_width() > 4 {
        return Err(x.unimpl(format!("{} on 64-bit operands", x.inst.opcode.mnemonic())));
    }
    let op = x.inst.opcode;
    let signed = x.inst.srcs[0]
        .map(|s| s.ty.is_signed_int())
        .unwrap_or(false);
    x.map(|x, i| {
        let a = x.src_logic(0, i)?.int() as u32;
        let r: i128 = match op {
            Opcode::Bfrev => a.reverse_bits() as i128,
            Opcode::Cbit => a.count_ones() as i128,
            Opcode::Lzd => a.leading_zeros() as i128,
            Opcode::Fbl => {
                if a == 0 {
                    u32::MAX as i128
                } else {
                    a.trailing_zeros() as i128
                }
            }
            Opcode::Fbh => {
                // Signed: first bit (from the MSB) that differs from the sign bit.
                let v = if signed && (a as i32) < 0 { !a } else { a };
                if v == 0 {
                    u32::MAX as i128
                } else {
                    v.leading_zeros() as i128
                }
            }
            Opcode::Bfi1 => {
                let width = a & 31;
                let offset = (x.src_logic(1, i)?.int() as u32) & 31;
                ((((1u64 << width) - 1) << offset) as u32) as i128
            }
            Opcode::Bfi2 => {
                let b = x.src_logic(1, i)?.int() as u32;
                let c = x.src_logic(2, i)?.int() as u32;
                ((a & b) | (!a & c)) as i128
            }
            _ => {
                // bfe width, offset, value
                let width = a & 31;
                let offset = (x.src_logic(1, i)?.int() as u32) & 31;
                let v = x.src_logic(2, i)?.int() as u32;
                let vsigned = x.inst.srcs[2]
                    .map(|s| s.ty.is_signed_int())
                    .unwrap_or(false);
                if width == 0 {
                    0
                } else if width + offset < 32 {
                    let t = v << (32 - width - offset);
                    if vsigned {
                        ((t as i32) >> (32 - width)) as i128
                    } else {
                        (t >> (32 - width)) as i128
                    }
                } else if vsigned {
                    ((v as i32) >> offset) as i128
                } else {
                    (v >> offset) as i128
                }
            }
        };
        Ok(Val::I(r))
    })
}
