//! Operand syntax: register names, subregisters, regions, types, source modifiers and
//! immediates, as iga64 prints them. The result is a [`RawOperand`] that the instruction parser
//! turns into a model [`crate::Destination`] / [`crate::Source`] once it knows the operand's role.

use super::cursor::Cursor;
use super::error::ParseError;
use super::imm::Literal;
use crate::model::{ArfReg, DataType, Register};

/// Register part of an operand.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum RawReg {
    /// `rN.S` / `acc0.S` / `null`: the subregister is in units of the operand type
    /// (`None` when not written, e.g. `r8` in a send or `null`).
    Direct {
        /// The register.
        reg: Register,
        /// Subregister number as written.
        sub: Option<u32>,
    },
    /// `rN.mmeK` / `rN.nomme`: a math-macro operand (madm, math.invm, math.rsqtm).
    Macro {
        /// GRF register number.
        reg: u8,
        /// `mme0`..`mme7`, or `None` for `nomme`.
        mme: Option<u8>,
    },
    /// `r[a0.S]` or `r[a0.S,off]`.
    Indirect {
        /// Address subregister (a0.S, in 16-bit units).
        addr_subreg: u32,
        /// Signed byte offset.
        offset: i32,
    },
}

/// A region as written between `<` and `>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum RawRegion {
    /// `<h>` (destinations, and src2 of a 3-source instruction).
    One(u32),
    /// `<v;h>` (src0/src1 of a 3-source instruction).
    VSemiH(u32, u32),
    /// `<w,h>` (indirect VxH / Vx1 sources).
    WCommaH(u32, u32),
    /// `<v;w,h>`.
    Full(u32, u32, u32),
}

/// A parsed register or immediate operand, before role-specific checks.
#[derive(Clone, PartialEq, Debug)]
pub(crate) enum RawOperand {
    /// A register operand.
    Reg {
        /// Negate (`-`) or bitwise-not (`~`) modifier.
        negate: bool,
        /// Whether the modifier was written `~`.
        tilde: bool,
        /// `(abs)` modifier.
        abs: bool,
        /// Register and subregister / indirect address.
        reg: RawReg,
        /// Region, if written.
        region: Option<RawRegion>,
        /// Type, if written.
        ty: Option<DataType>,
        /// Byte position where the operand starts (for error columns).
        pos: usize,
    },
    /// An immediate.
    Imm {
        /// The literal.
        lit: Literal,
        /// Its type (always written for immediates).
        ty: DataType,
        /// Byte position where the operand starts.
        pos: usize,
    },
}

/// Map an IGA type suffix (without the colon) to a [`DataType`].
pub(crate) fn type_from_name(name: &str) -> Option<DataType> {
    use DataType as T;
    Some(match name {
        "ub" => T::Ub,
        "b" => T::B,
        "uw" => T::Uw,
        "w" => T::W,
        "ud" => T::Ud,
        "d" => T::D,
        "uq" => T::Uq,
        "q" => T::Q,
        "hf" => T::Hf,
        "f" => T::F,
        "df" => T::Df,
        "v" => T::V,
        "uv" => T::Uv,
        "vf" => T::Vf,
        _ => return None,
    })
}

/// Parse `:type` (the colon must be next, after optional whitespace).
pub(crate) fn parse_type(c: &mut Cursor) -> Result<DataType, ParseError> {
    c.expect(':', "`:` and a type")?;
    let pos = c.mark();
    let w = c.word();
    type_from_name(w).ok_or_else(|| {
        c.reset(pos);
        c.expected("a type (ub b uw w ud d uq q hf f df v uv vf)")
    })
}

/// Parse `:type` if a colon follows.
pub(crate) fn parse_opt_type(c: &mut Cursor) -> Result<Option<DataType>, ParseError> {
    let m = c.mark();
    c.skip_ws();
    if c.peek() == Some(':') {
        parse_type(c).map(Some)
    } else {
        c.reset(m);
        Ok(None)
    }
}

/// Split an ARF/GRF name such as `acc1`, `r12`, `sr0`, `null`, `ce` into letters and an
/// optional number.
fn split_name(w: &str) -> (&str, Option<&str>) {
    let i = w.find(|c: char| c.is_ascii_digit()).unwrap_or(w.len());
    let (a, b) = w.split_at(i);
    (a, if b.is_empty() { None } else { Some(b) })
}

/// The number written after a register name's letters, with the checks its file needs.
struct RegNumber<'a> {
    /// The whole register name (for messages).
    w: &'a str,
    n: Option<u32>,
}

impl RegNumber<'_> {
    /// The number (0 when absent), at most `max`.
    fn at_most(&self, max: u32) -> Result<u8, String> {
        let v = self.n.unwrap_or(0);
        if v > max {
            Err(format!(
                "`{}`: register number {v} is larger than {max}",
                self.w
            ))
        } else {
            Ok(v as u8)
        }
    }

    /// A number must be written.
    fn needed(&self) -> Result<(), String> {
        if self.n.is_none() {
            Err(format!("`{}` needs a register number", self.w))
        } else {
            Ok(())
        }
    }

    /// No number may be written.
    fn none(&self) -> Result<(), String> {
        if self.n.is_some() {
            Err(format!("`{}` takes no register number", self.w))
        } else {
            Ok(())
        }
    }
}

/// Resolve a register name to a [`Register`]; `Err` gives the reason.
pub(crate) fn register_from_name(w: &str) -> Result<Register, String> {
    let (letters, num) = split_name(w);
    let n = match num {
        None => None,
        Some(d) if d.chars().all(|c| c.is_ascii_digit()) => Some(
            d.parse::<u32>()
                .map_err(|_| format!("`{d}` is too large"))?,
        ),
        Some(_) => return Err(format!("`{w}` is not a register name")),
    };
    let num = RegNumber { w, n };
    Ok(match letters {
        "r" => {
            num.needed()?;
            Register::Grf(num.at_most(127)?)
        }
        "null" => {
            num.none()?;
            Register::Arf(ArfReg::Null)
        }
        "a" => {
            num.needed()?;
            num.at_most(0)?;
            Register::Arf(ArfReg::Address)
        }
        "acc" => {
            num.needed()?;
            let v = num.at_most(9)?;
            if v >= 2 {
                Register::Arf(ArfReg::Mme(v - 2))
            } else {
                Register::Arf(ArfReg::Acc(v))
            }
        }
        "mme" => {
            num.needed()?;
            Register::Arf(ArfReg::Mme(num.at_most(7)?))
        }
        "f" => {
            num.needed()?;
            Register::Arf(ArfReg::Flag(num.at_most(1)?))
        }
        "ce" => {
            num.at_most(0)?;
            Register::Arf(ArfReg::ChannelEnable)
        }
        "msg" => {
            num.needed()?;
            Register::Arf(ArfReg::Msg(num.at_most(15)?))
        }
        "sp" => {
            num.at_most(0)?;
            Register::Arf(ArfReg::StackPointer)
        }
        "sr" => Register::Arf(ArfReg::State(num.at_most(15)?)),
        "cr" => Register::Arf(ArfReg::Control(num.at_most(15)?)),
        "n" => Register::Arf(ArfReg::Notification(num.at_most(15)?)),
        "ip" => {
            num.none()?;
            Register::Arf(ArfReg::Ip)
        }
        "tdr" => {
            num.at_most(0)?;
            Register::Arf(ArfReg::ThreadDependency)
        }
        "tm" => Register::Arf(ArfReg::Timestamp(num.at_most(15)?)),
        "fc" => Register::Arf(ArfReg::FlowControl(num.at_most(15)?)),
        "dbg" => Register::Arf(ArfReg::Debug(num.at_most(15)?)),
        _ => return Err(format!("`{w}` is not a register name")),
    })
}

/// Parse a register name and optional `.sub` (no region, no type).
fn parse_reg(c: &mut Cursor) -> Result<RawReg, ParseError> {
    c.skip_ws();
    let pos = c.mark();
    let w = c.word();
    if w.is_empty() {
        return Err(c.expected("a register"));
    }
    if w == "r" && c.peek() == Some('[') {
        return parse_indirect(c);
    }
    let reg = check_reg_number(c, w, pos)?;
    let sub = if c.peek() == Some('.') {
        let m = c.mark();
        c.eat_here('.');
        if c.peek().is_some_and(|ch| ch.is_ascii_digit()) {
            Some(c.number("subregister number")?)
        } else {
            let mpos = c.mark();
            let ext = c.word();
            let mme = match ext {
                "nomme" => Some(None),
                _ => ext
                    .strip_prefix("mme")
                    .and_then(|d| d.parse::<u8>().ok())
                    .filter(|&d| d < 8)
                    .map(Some),
            };
            match (mme, reg) {
                (Some(mme), Register::Grf(nr)) => return Ok(RawReg::Macro { reg: nr, mme }),
                (Some(_), _) => {
                    return Err(c.invalid_at(
                        pos,
                        "math-macro operand",
                        "must be a general register `rN`".into(),
                    ))
                }
                (None, _) if !ext.is_empty() => {
                    return Err(c.invalid_at(
                        mpos,
                        "subregister",
                        format!("`.{ext}` (a number, `mme0`..`mme7` or `nomme`)"),
                    ))
                }
                (None, _) => {
                    c.reset(m);
                    None
                }
            }
        }
    } else {
        None
    };
    Ok(RawReg::Direct { reg, sub })
}

/// Resolve `w` as a register name, erroring at `pos` with the reason.
fn check_reg_number(c: &Cursor, w: &str, pos: usize) -> Result<Register, ParseError> {
    register_from_name(w).map_err(|e| c.invalid_at(pos, "register", e))
}

/// Parse `[a0.S]` or `[a0.S,off]` after the `r`.
fn parse_indirect(c: &mut Cursor) -> Result<RawReg, ParseError> {
    c.expect('[', "`[`")?;
    c.skip_ws();
    let pos = c.mark();
    if c.word() != "a0" {
        c.reset(pos);
        return Err(c.expected("address register `a0` in an indirect operand"));
    }
    if !c.eat_here('.') {
        return Err(c.expected("`.` and an address subregister"));
    }
    let spos = c.mark();
    let addr_subreg = c.number("address subregister")?;
    if addr_subreg > 15 {
        return Err(c.invalid_at(
            spos,
            "address subregister",
            format!("a0.{addr_subreg} does not exist (a0.0 to a0.15)"),
        ));
    }
    let mut offset = 0i32;
    if c.eat(',') {
        c.skip_ws();
        let opos = c.mark();
        let neg = c.eat_here('-');
        let v = c.number("indirect offset")? as i64;
        let v = if neg { -v } else { v };
        if !(-512..=511).contains(&v) {
            return Err(c.invalid_at(opos, "indirect offset", format!("{v} is outside -512..511")));
        }
        offset = v as i32;
    }
    c.expect(']', "`]`")?;
    Ok(RawReg::Indirect {
        addr_subreg,
        offset,
    })
}

/// Parse a region `<...>` if one follows.
pub(crate) fn parse_opt_region(c: &mut Cursor) -> Result<Option<RawRegion>, ParseError> {
    let m = c.mark();
    c.skip_ws();
    if c.peek() != Some('<') {
        c.reset(m);
        return Ok(None);
    }
    c.eat('<');
    c.skip_ws();
    let a = c.number("region value")?;
    let r = if c.eat(';') {
        c.skip_ws();
        let b = c.number("region value")?;
        if c.eat(',') {
            c.skip_ws();
            let h = c.number("region horizontal stride")?;
            RawRegion::Full(a, b, h)
        } else {
            RawRegion::VSemiH(a, b)
        }
    } else if c.eat(',') {
        c.skip_ws();
        let h = c.number("region horizontal stride")?;
        RawRegion::WCommaH(a, h)
    } else {
        RawRegion::One(a)
    };
    c.expect('>', "`>` closing the region")?;
    Ok(Some(r))
}

/// Whether the text at the cursor starts an immediate rather than a register.
fn starts_immediate(rest: &str) -> bool {
    let r = rest.strip_prefix(['-', '+']).unwrap_or(rest);
    let lower = r.get(..3).map(|s| s.to_ascii_lowercase());
    r.starts_with(|ch: char| ch.is_ascii_digit())
        || r.starts_with('.')
        || matches!(lower.as_deref(), Some("inf") | Some("nan"))
        || r.starts_with("qnan(")
        || r.starts_with("snan(")
}

/// A `0x` literal: at most 64 bits of hex digits (`body_start` skips the sign).
fn hex_literal(
    c: &mut Cursor,
    pos: usize,
    body_start: usize,
    neg: bool,
) -> Result<Literal, ParseError> {
    let body = &c.rest()[body_start..];
    let digits: &str = {
        let d = &body[2..];
        let n = d
            .find(|ch: char| !ch.is_ascii_hexdigit())
            .unwrap_or(d.len());
        &d[..n]
    };
    if digits.is_empty() {
        return Err(c.invalid_at(pos, "immediate", "`0x` without hex digits".into()));
    }
    if digits.len() > 16 {
        return Err(c.invalid_at(pos, "immediate", "more than 64 bits".into()));
    }
    let bits = u64::from_str_radix(digits, 16)
        .map_err(|_| c.invalid_at(pos, "immediate", "bad hex digits".into()))?;
    c.reset(pos + body_start + 2 + digits.len());
    Ok(Literal::Hex {
        bits,
        negative: neg,
    })
}

/// The payload and `)` of a `qnan(`/`snan(` literal (the cursor is after the `(`).
fn nan_literal(c: &mut Cursor, neg: bool, quiet: bool) -> Result<Literal, ParseError> {
    let ppos = c.mark();
    let r = c.rest();
    let digits = r
        .strip_prefix("0x")
        .or_else(|| r.strip_prefix("0X"))
        .unwrap_or("");
    let n = digits
        .find(|ch: char| !ch.is_ascii_hexdigit())
        .unwrap_or(digits.len());
    if n == 0 || n > 16 {
        return Err(c.expected("a hex NaN payload such as `0x3FFFFF`"));
    }
    let payload = u64::from_str_radix(&digits[..n], 16)
        .map_err(|_| c.invalid_at(ppos, "NaN payload", "bad hex digits".into()))?;
    c.reset(ppos + 2 + n);
    c.expect(')', "`)` closing the NaN payload")?;
    Ok(Literal::Nan {
        negative: neg,
        quiet,
        payload,
    })
}

/// Lex an immediate literal (without its type).
fn parse_literal(c: &mut Cursor) -> Result<Literal, ParseError> {
    c.skip_ws();
    let pos = c.mark();
    let rest = c.rest();
    let neg = rest.starts_with('-');
    let body_start = usize::from(rest.starts_with(['-', '+']));
    let body = &rest[body_start..];
    if body.starts_with("0x") || body.starts_with("0X") {
        return hex_literal(c, pos, body_start, neg);
    }
    // NaN with payload: `qnan(0x..)` / `snan(0x..)`.
    let lower5 = body.get(..5).map(|s| s.to_ascii_lowercase());
    if let Some(quiet) = match lower5.as_deref() {
        Some("qnan(") => Some(true),
        Some("snan(") => Some(false),
        _ => None,
    } {
        c.reset(pos + body_start + 5);
        return nan_literal(c, neg, quiet);
    }
    // Decimal: digits, `.`, exponent, or inf/nan words.
    let mut n = 0;
    let bytes = body.as_bytes();
    let lower = body.get(..3).map(|s| s.to_ascii_lowercase());
    if matches!(lower.as_deref(), Some("inf") | Some("nan")) {
        n = 3;
    } else {
        while n < bytes.len() {
            let ch = bytes[n] as char;
            let exp_sign = (ch == '-' || ch == '+') && n > 0 && matches!(bytes[n - 1], b'e' | b'E');
            if ch.is_ascii_digit() || ch == '.' || ch == 'e' || ch == 'E' || exp_sign {
                n += 1;
            } else {
                break;
            }
        }
    }
    let text = &rest[..body_start + n];
    c.reset(pos + body_start + n);
    let is_float = body[..n].contains(['.', 'e', 'E', 'i', 'n', 'I', 'N']);
    if is_float {
        Ok(Literal::Float(text.to_string()))
    } else {
        text.parse::<i128>()
            .map(Literal::Int)
            .map_err(|_| c.invalid_at(pos, "immediate", format!("`{text}` is not a number")))
    }
}

/// Parse one operand (register with optional modifiers/region/type, or an immediate).
pub(crate) fn parse_operand(c: &mut Cursor) -> Result<RawOperand, ParseError> {
    c.skip_ws();
    let pos = c.mark();
    if starts_immediate(c.rest()) {
        let lit = parse_literal(c)?;
        let ty = parse_type(c)?;
        return Ok(RawOperand::Imm { lit, ty, pos });
    }
    let mut negate = false;
    let mut tilde = false;
    if c.eat_here('-') {
        negate = true;
    } else if c.eat_here('~') {
        negate = true;
        tilde = true;
    }
    let abs = c.eat_str("(abs)");
    let reg = parse_reg(c)?;
    let region = parse_opt_region(c)?;
    let ty = parse_opt_type(c)?;
    Ok(RawOperand::Reg {
        negate,
        tilde,
        abs,
        reg,
        region,
        ty,
        pos,
    })
}

/// Whether the text at the cursor could start another operand (used for optional sources).
pub(crate) fn operand_follows(c: &mut Cursor) -> bool {
    if c.at_end() {
        return false;
    }
    !matches!(c.peek(), Some('{'))
}
