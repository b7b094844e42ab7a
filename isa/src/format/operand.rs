//! Operand text: registers, regions, types, immediates, send descriptors.

use super::column::{cols, Line};
use super::float;
use crate::model::*;
use crate::opcode::attr;
use crate::Opcode;

/// iga's register syntax: name, whether it shows a register number, whether it has
/// subregisters, and whether subregister numbers are in units of the operand type.
struct RegSyntax {
    name: &'static str,
    num: u8,
    shows_num: bool,
    has_subregs: bool,
    scaled: bool,
}

fn reg_syntax(r: Register) -> RegSyntax {
    let s = |name, num, shows_num, has_subregs, scaled| RegSyntax {
        name,
        num,
        shows_num,
        has_subregs,
        scaled,
    };
    match r {
        Register::Grf(n) => s("r", n, true, true, true),
        Register::Arf(a) => match a {
            ArfReg::Null => s("null", 0, false, false, true),
            ArfReg::Address => s("a", 0, true, true, true),
            ArfReg::Acc(n) => s("acc", n, true, true, true),
            ArfReg::Mme(n) => s("mme", n, true, true, true),
            ArfReg::Flag(n) => s("f", n, true, true, true),
            ArfReg::ChannelEnable => s("ce", 0, false, false, false),
            ArfReg::Msg(n) => s("msg", n, true, true, false),
            ArfReg::StackPointer => s("sp", 0, false, true, true),
            ArfReg::State(n) => s("sr", n, true, true, true),
            ArfReg::Control(n) => s("cr", n, true, true, true),
            ArfReg::Notification(n) => s("n", n, true, true, true),
            ArfReg::Ip => s("ip", 0, false, false, false),
            ArfReg::ThreadDependency => s("tdr", 0, true, true, true),
            ArfReg::Timestamp(n) => s("tm", n, true, true, true),
            ArfReg::FlowControl(n) => s("fc", n, true, true, false),
            ArfReg::Debug(n) => s("dbg", n, true, true, true),
        },
    }
}

/// `f0.1`
pub(crate) fn flag(l: &mut Line, f: FlagReg) {
    l.emit_char('f');
    l.emit(&f.reg.to_string());
    l.emit_char('.');
    l.emit(&f.subreg.to_string());
}

/// A direct register with its subregister (`r3.2`, `null`, `a0.0`).
fn register(l: &mut Line, reg: Register, byte: u8, ty: DataType, show_subreg: bool) {
    let rs = reg_syntax(reg);
    l.emit(rs.name);
    if rs.num != 0 || rs.shows_num {
        l.emit(&rs.num.to_string());
    }
    let sub = if rs.scaled {
        byte as u32 / ty.size_bytes()
    } else {
        byte as u32
    };
    if (show_subreg && rs.has_subregs) || sub != 0 {
        l.emit_char('.');
        l.emit(&sub.to_string());
    }
}

/// `r[a0.2,16]`
fn indirect(l: &mut Line, addr_subreg: u8, offset: i16) {
    l.emit("r[a0.");
    l.emit(&addr_subreg.to_string());
    if offset != 0 {
        l.emit_char(',');
        l.emit(&offset.to_string());
    }
    l.emit_char(']');
}

fn macro_reg(l: &mut Line, reg: u8, mme: Option<u8>) {
    l.emit_char('r');
    l.emit(&reg.to_string());
    match mme {
        Some(m) => {
            l.emit(".mme");
            l.emit(&m.to_string());
        }
        None => l.emit(".nomme"),
    }
}

fn type_suffix(l: &mut Line, ty: DataType) {
    l.emit_char(':');
    l.emit(ty.iga_name());
}

pub(crate) fn dst(l: &mut Line, inst: &Instruction, d: &Destination) {
    let is_send = inst.opcode.is_send();
    l.start(if is_send { cols::SEND_DST } else { cols::DST });
    if inst.saturate {
        l.emit("(sat)");
    }
    let typed_branch = matches!(inst.opcode, Opcode::Call | Opcode::Calla);
    let mut implicit_region = is_send || typed_branch;
    match d.addressing {
        Addressing::Direct { reg, subreg } => {
            register(l, reg, subreg, d.ty, !is_send);
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => indirect(l, addr_subreg, offset),
        Addressing::Macro { reg, mme } => {
            macro_reg(l, reg, mme);
            implicit_region = true;
        }
    }
    if !implicit_region || d.hstride != 1 {
        l.emit_char('<');
        l.emit(&d.hstride.to_string());
        l.emit_char('>');
    }
    let implicit_ty = if matches!(inst.opcode, Opcode::Send | Opcode::Sendc) {
        Some(DataType::Ud)
    } else if typed_branch {
        Some(DataType::D)
    } else {
        None
    };
    if implicit_ty != Some(d.ty) {
        type_suffix(l, d.ty);
    }
    l.finish();
}

fn modifier(l: &mut Line, inst: &Instruction, s: &Source) {
    let bitwise = inst.opcode.has_attr(attr::BITWISE);
    match (s.negate, s.abs) {
        (false, false) => {}
        (false, true) => l.emit("(abs)"),
        (true, false) => l.emit(if bitwise { "~" } else { "-" }),
        (true, true) => l.emit("-(abs)"),
    }
}

fn region(l: &mut Line, inst: &Instruction, i: usize, r: &Region) {
    if inst.opcode.is_three_src() {
        // Align16 operands print their Align1 equivalent; Align1 (Gen10+) ones their own.
        let (v, h) = match (inst.access_mode, r.vstride) {
            (AccessMode::Align1, VStride::Elements(v)) => (v, r.hstride),
            _ if r.hstride == 0 => (0, 0),
            _ => (2, 1),
        };
        l.emit_char('<');
        if i < 2 {
            l.emit(&v.to_string());
            l.emit_char(';');
        }
        l.emit(&h.to_string());
        l.emit_char('>');
        return;
    }
    l.emit_char('<');
    if let VStride::Elements(v) = r.vstride {
        l.emit(&v.to_string());
        l.emit_char(';');
    }
    l.emit(&r.width.to_string());
    l.emit_char(',');
    l.emit(&r.hstride.to_string());
    l.emit_char('>');
}

pub(crate) fn src(l: &mut Line, inst: &Instruction, i: usize, s: &Source) {
    let is_send = inst.opcode.is_send();
    l.start(if is_send { cols::SEND_SRC } else { cols::SRC });
    match s.kind {
        SourceKind::Reg {
            addressing,
            region: r,
            ..
        } => {
            modifier(l, inst, s);
            let mut show_region = !is_send && !inst.opcode.is_branch();
            match addressing {
                Addressing::Direct { reg, subreg } => register(l, reg, subreg, s.ty, !is_send),
                Addressing::Indirect {
                    addr_subreg,
                    offset,
                } => indirect(l, addr_subreg, offset),
                Addressing::Macro { reg, mme } => {
                    macro_reg(l, reg, mme);
                    show_region = false;
                }
            }
            if show_region {
                region(l, inst, i, &r);
            }
            // Sends: src0 is implicitly :ud, the second payload of sends has no type.
            let implicit = if is_send {
                if i == 0 {
                    Some(DataType::Ud)
                } else {
                    Some(s.ty)
                }
            } else if inst.opcode == Opcode::Brc && i == 1 {
                Some(DataType::Ud)
            } else if inst.opcode.is_branch() {
                Some(DataType::D)
            } else {
                None
            };
            if implicit != Some(s.ty) {
                type_suffix(l, s.ty);
            }
        }
        SourceKind::Imm(Immediate(v)) => {
            let mut t = String::new();
            match s.ty {
                DataType::B => t.push_str(&(v as i8).to_string()),
                DataType::W => t.push_str(&(v as i16).to_string()),
                DataType::D => t.push_str(&(v as i32).to_string()),
                DataType::Q => t.push_str(&(v as i64).to_string()),
                DataType::Ub => float::hex(&mut t, v & 0xFF, 0),
                DataType::Uw => float::hex(&mut t, v & 0xFFFF, 0),
                DataType::Ud | DataType::V | DataType::Uv | DataType::Vf => {
                    float::hex(&mut t, v & 0xFFFF_FFFF, 0)
                }
                DataType::Uq => float::hex(&mut t, v, 0),
                DataType::Hf => float::format_f16(&mut t, v as u16),
                DataType::F => float::format_f32(&mut t, v as u32),
                DataType::Df => float::format_f64(&mut t, v),
            }
            l.raw(&t);
            type_suffix(l, s.ty);
        }
    }
    l.finish();
}

/// A send descriptor: hex immediate (uncounted) or `a0.N`.
pub(crate) fn desc(l: &mut Line, d: DescOperand, width: usize) {
    l.start(cols::SEND_DESC);
    match d {
        DescOperand::Imm(v) => {
            let mut t = String::new();
            float::hex(&mut t, v as u64, width);
            l.raw(&t);
        }
        DescOperand::Reg { subreg } => {
            l.emit("a0.");
            l.emit(&subreg.to_string());
        }
    }
    l.finish();
}
