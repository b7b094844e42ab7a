//! Turning parsed operands into model operands for a given role (destination, Align1 source,
//! 3-source operand, send payload), with the checks each role needs.

use super::cursor::Cursor;
use super::error::ParseError;
use super::imm;
use super::operand::{RawOperand, RawReg, RawRegion};
use crate::model::{
    Addressing, ArfReg, DataType, Destination, Immediate, Region, Register, Source, SourceKind,
    Swizzle, VStride,
};

/// The identity swizzle used for Align1 operands.
pub(crate) const XYZW: [Swizzle; 4] = [Swizzle::X, Swizzle::Y, Swizzle::Z, Swizzle::W];

/// The scalar region `<0;1,0>`.
pub(crate) const SCALAR: Region = Region {
    vstride: VStride::Elements(0),
    width: 1,
    hstride: 0,
};

/// Region stored for a non-replicated 3-source (Align16) operand: 4-wide rows, `.xyzw`.
pub(crate) const A16_FULL: Region = Region {
    vstride: VStride::Elements(4),
    width: 4,
    hstride: 1,
};

/// Region the decoder reports for a math-macro source of `math.invm` / `math.rsqtm`.
pub(crate) const MACRO_REGION: Region = Region {
    vstride: VStride::Elements(2),
    width: 2,
    hstride: 1,
};

/// Options for converting a raw register operand.
#[derive(Clone, Copy)]
pub(crate) struct RoleOpts {
    /// Type to use when none is written (`None` = a type is required).
    pub default_ty: Option<DataType>,
    /// Region to use when none is written (`None` = a region is required).
    pub default_region: Option<Region>,
}

impl RoleOpts {
    /// Type and region both required.
    pub(crate) const STRICT: RoleOpts = RoleOpts {
        default_ty: None,
        default_region: None,
    };
}

/// Byte offset of a written subregister, checked against the 32-byte register. iga writes
/// subregisters in units of the operand type, except for `msg`, `fc`, `ce` and `ip`, whose
/// subregister numbers are bytes.
pub(crate) fn sub_bytes(
    c: &Cursor,
    pos: usize,
    reg: Register,
    sub: Option<u32>,
    ty: DataType,
) -> Result<u8, ParseError> {
    let s = sub.unwrap_or(0);
    let unscaled = matches!(
        reg,
        Register::Arf(ArfReg::Msg(_) | ArfReg::FlowControl(_) | ArfReg::ChannelEnable | ArfReg::Ip)
    );
    let unit = if unscaled { 1 } else { ty.size_bytes() as u64 };
    let bytes = s as u64 * unit;
    if bytes >= 32 {
        return Err(c.invalid_at(
            pos,
            "subregister",
            format!(
                ".{s} of type :{} is byte {bytes}, past the 32-byte register",
                ty.iga_name()
            ),
        ));
    }
    Ok(bytes as u8)
}

/// Addressing from a raw register; the subregister is scaled by `ty`.
fn addressing(c: &Cursor, pos: usize, reg: RawReg, ty: DataType) -> Result<Addressing, ParseError> {
    Ok(match reg {
        RawReg::Direct { reg, sub } => Addressing::Direct {
            reg,
            subreg: sub_bytes(c, pos, reg, sub, ty)?,
        },
        RawReg::Macro { reg, mme } => Addressing::Macro { reg, mme },
        RawReg::Indirect {
            addr_subreg,
            offset,
        } => Addressing::Indirect {
            addr_subreg: addr_subreg as u8,
            offset: offset as i16,
        },
    })
}

/// The operand type, or the role's default, or an error.
pub(crate) fn operand_type(
    c: &Cursor,
    pos: usize,
    ty: Option<DataType>,
    opts: RoleOpts,
    role: &str,
) -> Result<DataType, ParseError> {
    match ty.or(opts.default_ty) {
        Some(t) if matches!(t, DataType::V | DataType::Uv | DataType::Vf) => Err(c.invalid_at(
            pos,
            "type",
            format!(":{} is only valid for immediates ({role})", t.iga_name()),
        )),
        Some(t) => Ok(t),
        None => Err(c.invalid_at(pos, "operand", format!("{role} needs a type (`:d`, ...)"))),
    }
}

/// Convert a raw operand into a destination.
pub(crate) fn to_dst(
    c: &Cursor,
    op: RawOperand,
    opts: RoleOpts,
) -> Result<Destination, ParseError> {
    let (negate, abs, reg, region, ty, pos) = match op {
        RawOperand::Reg {
            negate,
            abs,
            reg,
            region,
            ty,
            pos,
            ..
        } => (negate, abs, reg, region, ty, pos),
        RawOperand::Imm { pos, .. } => {
            return Err(c.invalid_at(pos, "destination", "an immediate cannot be written".into()))
        }
    };
    if negate || abs {
        return Err(c.invalid_at(
            pos,
            "destination",
            "source modifiers are not allowed on a destination".into(),
        ));
    }
    let ty = operand_type(c, pos, ty, opts, "the destination")?;
    let hstride = match region {
        Some(RawRegion::One(h)) => {
            // <0> is reserved, but iga prints it for such encodings, so it round-trips.
            if !matches!(h, 0 | 1 | 2 | 4) {
                return Err(c.invalid_at(
                    pos,
                    "destination stride",
                    format!("<{h}> (must be 1, 2 or 4)"),
                ));
            }
            h as u8
        }
        Some(_) => {
            return Err(c.invalid_at(
                pos,
                "destination region",
                "a destination takes only a horizontal stride `<1>`".into(),
            ))
        }
        None if matches!(reg, RawReg::Macro { .. }) => 1,
        None => match opts.default_region {
            Some(r) => r.hstride.max(1),
            None => return Err(c.expected("destination stride `<1>`")),
        },
    };
    Ok(Destination {
        addressing: addressing(c, pos, reg, ty)?,
        ty,
        hstride,
        writemask: 0xF,
    })
}

/// Validate and convert an Align1 `<v;w,h>` region.
fn align1_region(c: &Cursor, pos: usize, r: RawRegion) -> Result<Region, ParseError> {
    let check_w = |w: u32| -> Result<u8, ParseError> {
        if matches!(w, 1 | 2 | 4 | 8 | 16) {
            Ok(w as u8)
        } else {
            Err(c.invalid_at(
                pos,
                "region width",
                format!("{w} (must be 1, 2, 4, 8 or 16)"),
            ))
        }
    };
    let check_h = |h: u32| -> Result<u8, ParseError> {
        if matches!(h, 0 | 1 | 2 | 4) {
            Ok(h as u8)
        } else {
            Err(c.invalid_at(
                pos,
                "region horizontal stride",
                format!("{h} (must be 0, 1, 2 or 4)"),
            ))
        }
    };
    match r {
        RawRegion::Full(v, w, h) => {
            if !matches!(v, 0 | 1 | 2 | 4 | 8 | 16 | 32) {
                return Err(c.invalid_at(
                    pos,
                    "region vertical stride",
                    format!("{v} (must be 0, 1, 2, 4, 8, 16 or 32)"),
                ));
            }
            Ok(Region {
                vstride: VStride::Elements(v as u8),
                width: check_w(w)?,
                hstride: check_h(h)?,
            })
        }
        // `<w,h>` is the VxH form (vertical stride code 0xF); meaningful with indirect
        // addressing, but iga prints it for any encoding that has it.
        RawRegion::WCommaH(w, h) => Ok(Region {
            vstride: VStride::VxH,
            width: check_w(w)?,
            hstride: check_h(h)?,
        }),
        _ => Err(c.expected("source region `<vstride;width,hstride>`")),
    }
}

/// Convert a raw operand into an Align1 source (register or immediate).
pub(crate) fn to_src(c: &Cursor, op: RawOperand, opts: RoleOpts) -> Result<Source, ParseError> {
    match op {
        RawOperand::Imm { lit, ty, pos } => {
            let bits = imm::to_bits(&lit, ty).map_err(|e| c.invalid_at(pos, "immediate", e))?;
            Ok(Source {
                kind: SourceKind::Imm(Immediate(bits)),
                ty,
                negate: false,
                abs: false,
            })
        }
        RawOperand::Reg {
            negate,
            abs,
            reg,
            region,
            ty,
            pos,
            ..
        } => {
            let ty = operand_type(c, pos, ty, opts, "a source")?;
            let region = match region {
                Some(r) => align1_region(c, pos, r)?,
                // Math-macro sources carry the region the decoder reports for them.
                None if matches!(reg, RawReg::Macro { .. }) => MACRO_REGION,
                None => match opts.default_region {
                    Some(r) => r,
                    None => return Err(c.expected("source region `<vstride;width,hstride>`")),
                },
            };
            Ok(Source {
                kind: SourceKind::Reg {
                    addressing: addressing(c, pos, reg, ty)?,
                    region,
                    swizzle: XYZW,
                },
                ty,
                negate,
                abs,
            })
        }
    }
}

/// Whether a 3-source operand's region is the scalar (replicated) one: src0/src1 take
/// `<2;1>` or `<0;0>`, src2 `<1>` or `<0>`.
fn replicated_src3(
    c: &Cursor,
    pos: usize,
    index: usize,
    region: Option<RawRegion>,
) -> Result<bool, ParseError> {
    Ok(match (index, region) {
        (0 | 1, Some(RawRegion::VSemiH(2, 1))) | (2, Some(RawRegion::One(1))) => false,
        (0 | 1, Some(RawRegion::VSemiH(0, 0))) | (2, Some(RawRegion::One(0))) => true,
        (0 | 1, _) => {
            return Err(c.invalid_at(
                pos,
                "3-source region",
                format!("src{index} takes `<2;1>` or the scalar `<0;0>`"),
            ))
        }
        _ => {
            return Err(c.invalid_at(
                pos,
                "3-source region",
                "src2 takes `<1>` or the scalar `<0>`".into(),
            ))
        }
    })
}

/// Convert a raw operand into a 3-source operand (`index` 0..2): a direct GRF with region
/// `<2;1>` / `<0;0>` (src0, src1) or `<1>` / `<0>` (src2).
pub(crate) fn to_src3(c: &Cursor, op: RawOperand, index: usize) -> Result<Source, ParseError> {
    let (negate, abs, reg, region, ty, pos) = match op {
        RawOperand::Reg {
            negate,
            abs,
            reg,
            region,
            ty,
            pos,
            ..
        } => (negate, abs, reg, region, ty, pos),
        RawOperand::Imm { pos, .. } => {
            return Err(c.invalid_at(
                pos,
                "3-source operand",
                "Gen9 3-source instructions take no immediates".into(),
            ))
        }
    };
    let ty = operand_type(c, pos, ty, RoleOpts::STRICT, "a 3-source operand")?;
    let (reg, sub) = match reg {
        RawReg::Macro { reg, mme } => {
            if region.is_some() {
                return Err(c.invalid_at(pos, "math-macro operand", "takes no region".into()));
            }
            return Ok(Source {
                kind: SourceKind::Reg {
                    addressing: Addressing::Macro { reg, mme },
                    region: A16_FULL,
                    swizzle: XYZW,
                },
                ty,
                negate,
                abs,
            });
        }
        RawReg::Direct {
            reg: reg @ Register::Grf(_),
            sub,
        } => (reg, sub),
        RawReg::Direct { .. } => {
            return Err(c.invalid_at(
                pos,
                "3-source operand",
                "must be a general register `rN`".into(),
            ))
        }
        RawReg::Indirect { .. } => {
            return Err(c.invalid_at(
                pos,
                "3-source operand",
                "indirect addressing is not encodable in the 3-source form".into(),
            ))
        }
    };
    let replicated = replicated_src3(c, pos, index, region)?;
    Ok(Source {
        kind: SourceKind::Reg {
            addressing: Addressing::Direct {
                reg,
                subreg: sub_bytes(c, pos, reg, sub, ty)?,
            },
            region: if replicated { SCALAR } else { A16_FULL },
            swizzle: XYZW,
        },
        ty,
        negate,
        abs,
    })
}
