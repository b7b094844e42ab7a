//! Accumulator opcodes, one channel at a time: `mac`, `mach` (high half of a 32x32 product,
//! primed by a `mul` into the accumulator), `addc` (carry into acc), `subb` (borrow into acc).

use isa::Opcode;

/// Whether the opcode is one of this family's.
pub(crate) fn is_accum(op: Opcode) -> bool {
    matches!(op, Opcode::Mac | Opcode::Mach | Opcode::Addc | Opcode::Subb)
}

/// Whether the instruction writes the accumulator (AccWrEn, or always for `addc`/`subb`).
pub(crate) fn writes_acc(op: Opcode, acc_wr_en: bool) -> bool {
    acc_wr_en || matches!(op, Opcode::Addc | Opcode::Subb)
}

/// One channel: `(result, new accumulator)` from `src0`, `src1` (`b_signed`: src1's type is
/// signed) and the accumulator `acc`. `op` must satisfy [`is_accum`].
#[inline]
pub(crate) fn lane(op: Opcode, b_signed: bool, a: i128, b: i128, acc: i128) -> (i128, i128) {
    match op {
        Opcode::Mac => {
            let r = acc.wrapping_add(a.wrapping_mul(b));
            (r, r)
        }
        Opcode::Mach => {
            // The accumulator holds src0 * low16(src1) from the priming `mul`; mach adds
            // src0 * high16(src1) << 16 and returns bits 63:32 of the 64-bit product.
            let b32 = b as u32;
            let hi16 = if b_signed {
                ((b32 as i32) >> 16) as i128
            } else {
                (b32 >> 16) as i128
            };
            let full = acc.wrapping_add(a.wrapping_mul(hi16) << 16);
            (full >> 32, full)
        }
        Opcode::Addc => {
            let s = (a as u32 as i128) + (b as u32 as i128);
            (s & 0xffff_ffff, s >> 32)
        }
        _ => {
            let (ua, ub) = (a as u32, b as u32);
            (ua.wrapping_sub(ub) as i128, (ua < ub) as i128)
        }
    }
}
