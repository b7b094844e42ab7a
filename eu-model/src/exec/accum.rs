//! Accumulator opcodes: `mac`, `mach` (high half of a 32x32 product, primed by a `mul` into
//! the accumulator), `addc` (carry into acc), `subb` (borrow into acc).

use isa::Opcode;

use crate::error::ExecError;
use crate::exec::Exec;
use crate::value::{Domain, Val};

/// Execute an accumulator opcode.
pub(super) fn accum(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let op = x.inst.opcode;
    if x.domain() != Domain::Int {
        return Err(x.unimpl(format!("{} on float operands", op.mnemonic())));
    }
    let mask = x.mask()?;
    let mut res = [Val::I(0); 32];
    let mut acc = [0i128; 32];
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let a = x.src(0, i)?.int();
        let b = x.src(1, i)?.int();
        let (r, new_acc) = match op {
            Opcode::Mac => {
                let r = x.read_acc(i).int().wrapping_add(a.wrapping_mul(b));
                (r, r)
            }
            Opcode::Mach => {
                // The accumulator holds src0 * low16(src1) from the priming `mul`; mach adds
                // src0 * high16(src1) << 16 and returns bits 63:32 of the 64-bit product.
                let b_signed = x.inst.srcs[1]
                    .map(|s| s.ty.is_signed_int())
                    .unwrap_or(false);
                let b32 = b as u32;
                let hi16 = if b_signed {
                    ((b32 as i32) >> 16) as i128
                } else {
                    (b32 >> 16) as i128
                };
                let full = x.read_acc(i).int().wrapping_add(a.wrapping_mul(hi16) << 16);
                (full >> 32, full)
            }
            Opcode::Addc => {
                let s = (a as u32 as i128) + (b as u32 as i128);
                (s & 0xffff_ffff, s >> 32)
            }
            Opcode::Subb => {
                let (ua, ub) = (a as u32, b as u32);
                (ua.wrapping_sub(ub) as i128, (ua < ub) as i128)
            }
            _ => {
                return Err(x.unimpl(format!("opcode {}", op.mnemonic())));
            }
        };
        res[i as usize] = Val::I(r);
        acc[i as usize] = new_acc;
    }
    let write_acc = x.inst.acc_wr_en || matches!(op, Opcode::Addc | Opcode::Subb);
    let inst = isa::Instruction {
        acc_wr_en: false,
        ..x.inst.clone()
    };
    let mut y = Exec {
        st: &mut *x.st,
        inst: &inst,
        at: x.at,
        align16: x.align16,
        fmode: x.fmode,
    };
    y.write_results(mask, &res)?;
    if write_acc {
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            y.write_acc(i, Val::I(acc[i as usize]));
        }
    }
    Ok(())
}
