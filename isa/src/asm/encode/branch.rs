//! Branch and SIMD control flow. Gen8+ stores JIP in bits 127:96 and UIP in bits 95:64 as
//! byte offsets; the printed-label operands of `jmpi`, `call`, `calla`, `brd` and `brc` are
//! immediates aliasing those bits. The operands iga64 does not print get the values iga64's
//! assembler uses (`ip` for jmpi/brd/brc, `null` for the SIMD control flow ops).

use super::operands::{write_dst, write_src, SRC0, SRC1};
use super::regs::{imm_type, FILE_IMM};
use super::{bad, Result};
use crate::asm::error::EncodeError;
use crate::fields::native as n;
use crate::model::{
    AccessMode, Addressing, ArfReg, DataType, Destination, Instruction, Region, Register, Source,
    SourceKind, Swizzle, VStride,
};
use crate::opcode::{BranchKind, Opcode};
use crate::platform::GenDesc;

const XYZW: [Swizzle; 4] = [Swizzle::X, Swizzle::Y, Swizzle::Z, Swizzle::W];

fn arf_dst(reg: ArfReg, ty: DataType) -> Destination {
    Destination {
        addressing: Addressing::Direct {
            reg: Register::Arf(reg),
            subreg: 0,
        },
        ty,
        hstride: 1,
        writemask: 0xF,
    }
}

fn arf_src(reg: ArfReg, region: Region) -> Source {
    Source {
        kind: SourceKind::Reg {
            addressing: Addressing::Direct {
                reg: Register::Arf(reg),
                subreg: 0,
            },
            region,
            swizzle: XYZW,
        },
        ty: DataType::Ud,
        negate: false,
        abs: false,
    }
}

const SCALAR: Region = Region {
    vstride: VStride::Elements(0),
    width: 1,
    hstride: 0,
};

const REGION_221: Region = Region {
    vstride: VStride::Elements(2),
    width: 2,
    hstride: 1,
};

/// Write an immediate label operand's file and type into a source slot (the value lives in
/// the JIP/UIP fields).
fn label_slot(
    g: &GenDesc,
    w: &mut u128,
    file: crate::fields::Field,
    ty_field: crate::fields::Field,
    ty: DataType,
) -> Result<()> {
    file.set(w, FILE_IMM);
    ty_field.set(w, imm_type(g, ty, "branch label type")?);
    Ok(())
}

/// The JIP value: `branch.jip`, or the label immediate when there is no `branch`.
fn jip_of(inst: &Instruction, label: Option<&Source>) -> Result<i32> {
    if let Some(b) = inst.branch {
        return Ok(b.jip);
    }
    match label.map(|s| s.kind) {
        Some(SourceKind::Imm(v)) => Ok(v.0 as u32 as i32),
        _ => Err(EncodeError::Missing {
            what: "branch target (JIP)",
        }),
    }
}

/// Encode the operands of a branch instruction.
pub(crate) fn encode(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    if inst.access_mode != AccessMode::Align1 {
        return Err(bad("access mode", "branches are Align1".into()));
    }
    let op = inst.opcode;
    match op.info().branch {
        BranchKind::Jmpi => {
            write_dst(g, w, &arf_dst(ArfReg::Ip, DataType::Ud), AccessMode::Align1)?;
            write_src(
                g,
                w,
                &SRC0,
                &arf_src(ArfReg::Ip, SCALAR),
                AccessMode::Align1,
                false,
            )?;
            target_in_src1(g, w, inst)?;
        }
        BranchKind::Call | BranchKind::CallAbs => {
            let dst = inst.dst.as_ref().ok_or(EncodeError::Missing {
                what: "destination (return address register)",
            })?;
            write_dst(g, w, dst, AccessMode::Align1)?;
            write_src(
                g,
                w,
                &SRC0,
                &arf_src(ArfReg::Null, REGION_221),
                AccessMode::Align1,
                false,
            )?;
            target_in_src1(g, w, inst)?;
        }
        BranchKind::Ret => {
            write_dst(
                g,
                w,
                &arf_dst(ArfReg::Null, DataType::Ud),
                AccessMode::Align1,
            )?;
            let src = inst.srcs[0].as_ref().ok_or(EncodeError::Missing {
                what: "ret source (return address)",
            })?;
            write_src(g, w, &SRC0, src, AccessMode::Align1, false)?;
        }
        BranchKind::Jip | BranchKind::JipUip if matches!(op, Opcode::Brd | Opcode::Brc) => {
            encode_brd_brc(g, w, inst)?
        }
        BranchKind::JipUip => {
            write_dst(
                g,
                w,
                &arf_dst(ArfReg::Null, DataType::Ud),
                AccessMode::Align1,
            )?;
            label_slot(g, w, n::SRC0_REG_FILE, n::SRC0_TYPE, DataType::D)?;
            let b = inst.branch.ok_or(EncodeError::Missing {
                what: "branch targets (JIP, UIP)",
            })?;
            n::JIP.set(w, b.jip as u32 as u64);
            n::UIP.set(w, b.uip.unwrap_or(0) as u32 as u64);
        }
        BranchKind::Jip => encode_jip(g, w, inst)?,
        BranchKind::None => return Err(bad("branch", "not a branch opcode".into())),
    }
    Ok(())
}

/// `brd`/`brc`: a register target in src0, or a JIP (and for `brc` a UIP) label.
fn encode_brd_brc(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    write_dst(g, w, &arf_dst(ArfReg::Ip, DataType::D), AccessMode::Align1)?;
    let label = inst.srcs[0].as_ref();
    if let Some(t) = label.filter(|s| matches!(s.kind, SourceKind::Reg { .. })) {
        // Register target: the IP comes from src0, no JIP/UIP.
        return write_src(g, w, &SRC0, t, AccessMode::Align1, false);
    }
    let ty = label.map_or(DataType::D, |s| s.ty);
    label_slot(g, w, n::SRC0_REG_FILE, n::SRC0_TYPE, ty)?;
    n::JIP.set(w, jip_of(inst, label)? as u32 as u64);
    if inst.opcode == Opcode::Brc {
        let uip = match (
            inst.branch.and_then(|b| b.uip),
            inst.srcs[1].map(|s| s.kind),
        ) {
            (Some(u), _) => u,
            (None, Some(SourceKind::Imm(v))) => v.0 as u32 as i32,
            _ => {
                return Err(EncodeError::Missing {
                    what: "branch target (UIP)",
                })
            }
        };
        n::UIP.set(w, uip as u32 as u64);
    }
    Ok(())
}

/// A branch with one target (JIP) in src1.
fn encode_jip(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    write_dst(
        g,
        w,
        &arf_dst(ArfReg::Null, DataType::Ud),
        AccessMode::Align1,
    )?;
    write_src(
        g,
        w,
        &SRC0,
        &arf_src(ArfReg::Null, SCALAR),
        AccessMode::Align1,
        false,
    )?;
    label_slot(g, w, n::SRC1_REG_FILE, n::SRC1_TYPE, DataType::D)?;
    let b = inst.branch.ok_or(EncodeError::Missing {
        what: "branch target (JIP)",
    })?;
    n::JIP.set(w, b.jip as u32 as u64);
    Ok(())
}

/// The target of `jmpi`/`call`/`calla` in src1: an immediate label or a register.
fn target_in_src1(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    let t = inst.srcs[0].as_ref().ok_or(EncodeError::Missing {
        what: "branch target",
    })?;
    match t.kind {
        SourceKind::Imm(_) => {
            label_slot(g, w, n::SRC1_REG_FILE, n::SRC1_TYPE, t.ty)?;
            n::JIP.set(w, jip_of(inst, Some(t))? as u32 as u64);
            Ok(())
        }
        SourceKind::Reg { .. } => write_src(g, w, &SRC1, t, AccessMode::Align1, false),
    }
}
