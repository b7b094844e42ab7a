//! Bitwise logic (`not`, `and`, `or`, `xor`; the `-` source modifier means `~` here) and
//! shifts (`shl`, `shr`, `asr`; Gen11's rotates `rol`, `ror`), one channel at a time.

use isa::{Instruction, Opcode};

use crate::exec::writeback::int_width;

/// `not`, `and`, `or`, `xor` of one channel.
#[inline]
pub(crate) fn logic_lane(op: Opcode, a: i128, b: i128) -> i128 {
    match op {
        Opcode::Not => !a,
        Opcode::And => a & b,
        Opcode::Or => a | b,
        _ => a ^ b,
    }
}

/// The width in bits a shift runs at: the widest of the source and destination sizes.
pub(crate) fn shift_bits(inst: &Instruction) -> u32 {
    let dst_size = inst.dst.map(|d| d.ty.size_bytes()).unwrap_or(4);
    int_width(inst).max(dst_size) * 8
}

/// `shl`, `shr` (logical), `asr` (arithmetic), `rol`, `ror` (rotates) of one channel at `bits` bits; the count is
/// `b` modulo `bits`.
#[inline]
pub(crate) fn shift_lane(op: Opcode, bits: u32, a: i128, b: i128) -> i128 {
    let mask: u128 = if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    let n = (b as u32) & (bits - 1);
    let ua = (a as u128) & mask;
    match op {
        Opcode::Shl => ((ua << n) & mask) as i128,
        Opcode::Shr => (ua >> n) as i128,
        // Gen11's rotates: the bits shifted out at one end come back at the other.
        Opcode::Rol => (((ua << n) | (ua >> ((bits - n) & (bits - 1)))) & mask) as i128,
        Opcode::Ror => (((ua >> n) | (ua << ((bits - n) & (bits - 1)))) & mask) as i128,
        _ => {
            // Sign-extend from the execution width, then shift arithmetically.
            let s = (ua << (128 - bits)) as i128 >> (128 - bits);
            s >> n
        }
    }
}
