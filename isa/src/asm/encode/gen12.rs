//! Gen12LP encoding: the Gen8-11 encoders fill the fields, then the description's field
//! moves put them at their Gen12 positions ([`crate::decode::gen12`]); the scoreboard byte,
//! unified sends and `sync` are written here.

use super::{bad, Result};
use crate::asm::error::EncodeError;
use crate::decode::gen12 as g12;
use crate::fields::f;
use crate::model::{
    Addressing, ArfReg, DescOperand, Instruction, Register, SourceKind, SyncFunction,
};
use crate::opcode::{Opcode, OperandForm};
use crate::platform::GenDesc;

/// Whether the instruction allocates its token (out of order).
fn unordered(op: Opcode) -> bool {
    matches!(op, Opcode::Send | Opcode::Sendc | Opcode::Math)
}

/// Encode a Gen12 instruction from its Gen8-layout word `w8` (header and operands written by
/// the shared encoders with Gen12 type codes).
pub(crate) fn finish(g: &GenDesc, inst: &Instruction, number: u8, w8: u128) -> Result<u128> {
    let form = inst.opcode.info().form;
    let mut w = match form {
        OperandForm::ThreeSrc => {
            let arf = |i: usize| {
                matches!(
                    inst.srcs[i].map(|s| s.kind),
                    Some(SourceKind::Reg {
                        addressing: Addressing::Direct {
                            reg: Register::Arf(_),
                            ..
                        },
                        ..
                    })
                )
            };
            g12::ternary_from_gen11(w8, [arf(0), arf(2)])
        }
        OperandForm::Send | OperandForm::SplitSend => send(inst, g12::header_from_gen9(w8))?,
        OperandForm::None => sync(inst, g12::header_from_gen9(w8))?,
        OperandForm::Branch if f(42, 41).get(w8) == 3 || f(90, 89).get(w8) == 3 => {
            // Label operands: only their immediate bits and JIP/UIP (127:96, 95:64).
            let mut w = g12::header_from_gen9(w8);
            let jip = inst
                .branch
                .map_or(f(127, 96).get(w8), |b| b.jip as u32 as u64);
            f(46, 46).set(&mut w, 1);
            f(127, 96).set(&mut w, jip);
            if let Some(uip) = inst.branch.and_then(|b| b.uip) {
                f(47, 47).set(&mut w, 1);
                f(95, 64).set(&mut w, uip as u32 as u64);
            }
            w
        }
        _ => {
            let imm64 = |code: u64| g.imm_type(code).is_some_and(|t| t.size_bytes() == 8);
            g12::basic_from_gen9(w8, imm64)
        }
    };
    f(6, 0).set(&mut w, number as u64);
    let swsb = inst.swsb.encode(unordered(inst.opcode)).ok_or_else(|| {
        bad(
            "software scoreboard",
            format!("{{{}}} has no encoding on this instruction", inst.swsb),
        )
    })?;
    f(15, 8).set(&mut w, swsb as u64);
    Ok(w)
}

/// A register operand's (GRF bit, number): GRF 1, `null` 0.
fn reg_bits(a: Option<Addressing>, what: &'static str) -> Result<(u64, u64)> {
    match a {
        Some(Addressing::Direct {
            reg: Register::Grf(n),
            subreg: 0,
        }) => Ok((1, n as u64)),
        Some(Addressing::Direct {
            reg: Register::Arf(ArfReg::Null),
            ..
        }) => Ok((0, 0)),
        _ => Err(bad(
            what,
            "a send operand is a register `rN` or `null`".into(),
        )),
    }
}

fn send(inst: &Instruction, mut w: u128) -> Result<u128> {
    let s = inst.send.as_ref().ok_or(EncodeError::Missing {
        what: "send descriptors",
    })?;
    let src = |i: usize| {
        inst.srcs[i].and_then(|s| match s.kind {
            SourceKind::Reg { addressing, .. } => Some(addressing),
            SourceKind::Imm(_) => None,
        })
    };
    let (file, nr) = reg_bits(inst.dst.map(|d| d.addressing), "send destination")?;
    f(50, 50).set(&mut w, file);
    f(63, 56).set(&mut w, nr);
    let (file, nr) = reg_bits(src(0), "send src0")?;
    f(66, 66).set(&mut w, file);
    f(79, 72).set(&mut w, nr);
    let (file, nr) = reg_bits(src(1), "send src1")?;
    f(98, 98).set(&mut w, file);
    f(111, 104).set(&mut w, nr);
    f(95, 92).set(&mut w, s.sfid as u64);
    f(34, 34).set(&mut w, inst.eot as u64);
    match s.desc {
        DescOperand::Imm(d) => {
            let d = d as u64;
            f(123, 122).set(&mut w, d >> 30);
            f(71, 67).set(&mut w, d >> 25);
            f(55, 51).set(&mut w, d >> 20);
            f(121, 113).set(&mut w, d >> 11);
            f(91, 81).set(&mut w, d);
        }
        DescOperand::Reg { subreg: 0 } => f(48, 48).set(&mut w, 1),
        DescOperand::Reg { subreg } => {
            return Err(bad("send descriptor", format!("a0.{subreg} (only a0.0)")))
        }
    }
    match s.ex_desc {
        DescOperand::Imm(e) => {
            if e & 0x3F != 0 {
                return Err(bad(
                    "extended descriptor",
                    format!("{e:#x}: bits 5:0 are not encodable"),
                ));
            }
            let e = e as u64;
            f(127, 124).set(&mut w, e >> 28);
            f(97, 96).set(&mut w, e >> 26);
            f(65, 64).set(&mut w, e >> 24);
            f(47, 35).set(&mut w, e >> 11);
            f(103, 99).set(&mut w, e >> 6);
        }
        DescOperand::Reg { subreg } => {
            f(49, 49).set(&mut w, 1);
            f(42, 40).set(&mut w, subreg as u64);
        }
    }
    Ok(w)
}

fn sync(inst: &Instruction, mut w: u128) -> Result<u128> {
    let func = inst.sync.ok_or(EncodeError::Missing {
        what: "sync function",
    })?;
    let code = match func {
        SyncFunction::Nop => 0,
        SyncFunction::AllRd => 2,
        SyncFunction::AllWr => 3,
        SyncFunction::Bar => 0xE,
        SyncFunction::Host => 0xF,
    };
    f(95, 92).set(&mut w, code);
    // The implied destination `null<1>` (horizontal stride 1), as IGC writes it.
    f(49, 48).set(&mut w, 1);
    if let Some(SourceKind::Imm(v)) = inst.srcs[0].map(|s| s.kind) {
        f(46, 46).set(&mut w, 1);
        f(43, 40).set(&mut w, 2); // :ud
        f(127, 96).set(&mut w, v.0);
    }
    Ok(w)
}
