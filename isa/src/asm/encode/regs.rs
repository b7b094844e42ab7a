//! Encoder-side value tables: hardware type codes, register-file codes, ARF register numbers,
//! region codes. They are the inverses of the decoder's tables; the round-trip tests
//! (`decode(encode(i)) == i`) keep the two in agreement.

use super::{bad, Result};
use crate::model::{ArfReg, CondModKind, DataType, MathFunction, PredCtrl, Register, VStride};
use crate::platform::GenDesc;

/// Register file code: ARF.
pub(crate) const FILE_ARF: u64 = 0;
/// Register file code: GRF.
pub(crate) const FILE_GRF: u64 = 1;
/// Register file code: immediate.
pub(crate) const FILE_IMM: u64 = 3;

/// Hardware type code of a register operand on the described generation.
pub(crate) fn reg_type(d: &GenDesc, ty: DataType, field: &'static str) -> Result<u64> {
    if matches!(ty, DataType::V | DataType::Uv | DataType::Vf) {
        return Err(bad(field, format!(":{} is immediate-only", ty.iga_name())));
    }
    d.reg_code(ty).ok_or_else(|| {
        bad(
            field,
            format!(":{} has no register encoding", ty.iga_name()),
        )
    })
}

/// Hardware type code of an immediate operand on the described generation.
pub(crate) fn imm_type(d: &GenDesc, ty: DataType, field: &'static str) -> Result<u64> {
    if matches!(ty, DataType::Ub | DataType::B) {
        return Err(bad(field, "byte immediates do not exist".into()));
    }
    d.imm_code(ty).ok_or_else(|| {
        bad(
            field,
            format!(":{} has no immediate encoding", ty.iga_name()),
        )
    })
}

/// Type code of the Gen8/9 3-source (Align16) encoding.
pub(crate) fn ternary_type(ty: DataType, field: &'static str) -> Result<u64> {
    Ok(match ty {
        DataType::F => 0,
        DataType::D => 1,
        DataType::Ud => 2,
        DataType::Df => 3,
        DataType::Hf => 4,
        _ => {
            return Err(bad(
                field,
                format!(":{} is not a 3-source type (f d ud df hf)", ty.iga_name()),
            ))
        }
    })
}

/// Register file code and 8-bit register number of a register.
pub(crate) fn reg_number(reg: Register, field: &'static str) -> Result<(u64, u64)> {
    let arf = match reg {
        // The field holds any 8-bit number; the parser is what limits text to r0..r127.
        Register::Grf(n) => return Ok((FILE_GRF, n as u64)),
        Register::Arf(a) => a,
    };
    let check = |n: u8, count: u8, name: &str| -> Result<u64> {
        if n < count {
            Ok(n as u64)
        } else {
            Err(bad(field, format!("{name}{n} does not exist")))
        }
    };
    let nr = match arf {
        ArfReg::Null => 0x00,
        ArfReg::Address => 0x10,
        ArfReg::Acc(n) => 0x20 | check(n, 2, "acc")?,
        ArfReg::Mme(n) => 0x22 + check(n, 8, "mme")?,
        ArfReg::Flag(n) => 0x30 | check(n, 2, "f")?,
        ArfReg::ChannelEnable => 0x40,
        ArfReg::Msg(n) => 0x50 | check(n, 8, "msg")?,
        ArfReg::StackPointer => 0x60,
        ArfReg::State(n) => 0x70 | check(n, 2, "sr")?,
        ArfReg::Control(n) => 0x80 | check(n, 1, "cr")?,
        ArfReg::Notification(n) => 0x90 | check(n, 1, "n")?,
        ArfReg::Ip => 0xA0,
        ArfReg::ThreadDependency => 0xB0,
        ArfReg::Timestamp(n) => 0xC0 | check(n, 1, "tm")?,
        ArfReg::FlowControl(n) => 0xD0 | check(n, 5, "fc")?,
        ArfReg::Debug(n) => 0xF0 | check(n, 1, "dbg")?,
    };
    Ok((FILE_ARF, nr))
}

/// Vertical stride code.
pub(crate) fn vstride_code(v: VStride, field: &'static str) -> Result<u64> {
    Ok(match v {
        VStride::Elements(0) => 0,
        VStride::Elements(1) => 1,
        VStride::Elements(2) => 2,
        VStride::Elements(4) => 3,
        VStride::Elements(8) => 4,
        VStride::Elements(16) => 5,
        VStride::Elements(32) => 6,
        VStride::VxH => 0xF,
        VStride::Elements(n) => return Err(bad(field, format!("vertical stride {n}"))),
    })
}

/// Width code (log2).
pub(crate) fn width_code(w: u8, field: &'static str) -> Result<u64> {
    Ok(match w {
        1 => 0,
        2 => 1,
        4 => 2,
        8 => 3,
        16 => 4,
        _ => return Err(bad(field, format!("width {w}"))),
    })
}

/// Horizontal stride code (0, 1, 2, 4).
pub(crate) fn hstride_code(h: u8, field: &'static str) -> Result<u64> {
    Ok(match h {
        0 => 0,
        1 => 1,
        2 => 2,
        4 => 3,
        _ => return Err(bad(field, format!("horizontal stride {h}"))),
    })
}

/// Execution size code (log2).
pub(crate) fn exec_size_code(n: u8) -> Result<u64> {
    Ok(match n {
        1 => 0,
        2 => 1,
        4 => 2,
        8 => 3,
        16 => 4,
        32 => 5,
        _ => return Err(bad("execution size", format!("{n}"))),
    })
}

/// Predicate control code.
pub(crate) fn pred_ctrl_code(p: PredCtrl) -> u64 {
    match p {
        PredCtrl::Normal => 1,
        PredCtrl::AnyV | PredCtrl::X => 2,
        PredCtrl::AllV | PredCtrl::Y => 3,
        PredCtrl::Any2h | PredCtrl::Z => 4,
        PredCtrl::All2h | PredCtrl::W => 5,
        PredCtrl::Any4h | PredCtrl::Align16Any4h => 6,
        PredCtrl::All4h | PredCtrl::Align16All4h => 7,
        PredCtrl::Any8h => 8,
        PredCtrl::All8h => 9,
        PredCtrl::Any16h => 10,
        PredCtrl::All16h => 11,
        PredCtrl::Any32h => 12,
        PredCtrl::All32h => 13,
    }
}

/// Conditional modifier code; `None` for the implied (unencoded) `eo`.
pub(crate) fn cond_mod_code(k: CondModKind) -> Option<u64> {
    Some(match k {
        CondModKind::Eq => 1,
        CondModKind::Ne => 2,
        CondModKind::Gt => 3,
        CondModKind::Ge => 4,
        CondModKind::Lt => 5,
        CondModKind::Le => 6,
        CondModKind::Ov => 8,
        CondModKind::Un => 9,
        CondModKind::Eo => return None,
    })
}

/// Math function code.
pub(crate) fn math_code(f: MathFunction) -> u64 {
    match f {
        MathFunction::Inv => 1,
        MathFunction::Log => 2,
        MathFunction::Exp => 3,
        MathFunction::Sqrt => 4,
        MathFunction::Rsqrt => 5,
        MathFunction::Sin => 6,
        MathFunction::Cos => 7,
        MathFunction::Fdiv => 9,
        MathFunction::Pow => 10,
        MathFunction::IntDivBoth => 11,
        MathFunction::IntDivQuotient => 12,
        MathFunction::IntDivRemainder => 13,
        MathFunction::Invm => 14,
        MathFunction::Rsqrtm => 15,
    }
}
