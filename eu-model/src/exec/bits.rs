//! Bit operations on 32-bit integers, one channel at a time: `bfrev`, `bfe`, `bfi1`, `bfi2`,
//! `lzd`, `fbh`, `fbl`, `cbit`.

use isa::Opcode;

/// Whether the opcode is one of this family's.
pub(crate) fn is_bits(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Bfrev
            | Opcode::Bfe
            | Opcode::Bfi1
            | Opcode::Bfi2
            | Opcode::Lzd
            | Opcode::Fbh
            | Opcode::Fbl
            | Opcode::Cbit
    )
}

/// Number of sources the operation reads.
pub(crate) fn sources(op: Opcode) -> usize {
    match op {
        Opcode::Bfi1 => 2,
        Opcode::Bfi2 | Opcode::Bfe => 3,
        _ => 1,
    }
}

/// One channel of a bit operation on `a` (src0), `b` (src1), `c` (src2; unused operands are
/// ignored). `signed`: src0's type is signed (`fbh`); `vsigned`: src2's type is signed
/// (`bfe` sign-extends the field).
#[inline]
pub(crate) fn lane(op: Opcode, signed: bool, vsigned: bool, a: u32, b: u32, c: u32) -> i128 {
    match op {
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
            let offset = b & 31;
            ((((1u64 << width) - 1) << offset) as u32) as i128
        }
        Opcode::Bfi2 => ((a & b) | (!a & c)) as i128,
        _ => {
            // bfe width, offset, value
            let width = a & 31;
            let offset = b & 31;
            let v = c;
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
    }
}
