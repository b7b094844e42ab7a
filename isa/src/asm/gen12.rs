//! Gen12LP syntax (what `iga64 -d -p=12p1` prints): `send.<sfid>` with untyped register
//! operands, `sync.<function>` with `null` or a token list, and the software-scoreboard
//! items `@n`, `$n`, `$n.dst`, `$n.src` among the instruction options.

use super::cursor::Cursor;
use super::error::ParseError;
use crate::model::{
    Addressing, ArfReg, DataType, DescOperand, Destination, Immediate, Instruction, Register,
    SendInfo, Source, SourceKind, SyncFunction,
};
use crate::swsb::TokenMode;

/// The SFID named by a `send.<name>` suffix.
pub(crate) fn sfid(name: &str) -> Option<u8> {
    (0..16u8).find(|&n| crate::format::sfid_mnemonic(n) == name)
}

/// The function named by a `sync.<name>` suffix.
pub(crate) fn sync_function(name: &str) -> Option<SyncFunction> {
    [
        SyncFunction::Nop,
        SyncFunction::AllRd,
        SyncFunction::AllWr,
        SyncFunction::Bar,
        SyncFunction::Host,
    ]
    .into_iter()
    .find(|f| f.name() == name)
}

/// `rN` or `null`.
fn register(c: &mut Cursor, what: &str) -> Result<Register, ParseError> {
    c.skip_ws();
    let pos = c.mark();
    let w = c.word();
    if w == "null" {
        return Ok(Register::Arf(ArfReg::Null));
    }
    match w.strip_prefix('r').and_then(|n| n.parse::<u8>().ok()) {
        Some(n) => Ok(Register::Grf(n)),
        None => Err(c.invalid_at(pos, what, format!("`{w}` (expected rN or null)"))),
    }
}

fn payload(reg: Register) -> Source {
    Source {
        kind: SourceKind::Reg {
            addressing: Addressing::Direct { reg, subreg: 0 },
            region: crate::decode::ternary::SCALAR,
            swizzle: crate::decode::operands::NO_SWIZZLE,
        },
        ty: DataType::Ud,
        negate: false,
        abs: false,
    }
}

/// The operands of a unified send: `dst src0 src1 exdesc desc`.
pub(crate) fn parse_send(
    c: &mut Cursor,
    inst: &mut Instruction,
    sfid: u8,
) -> Result<(), ParseError> {
    let dst = register(c, "send destination")?;
    inst.dst = Some(Destination {
        addressing: Addressing::Direct {
            reg: dst,
            subreg: 0,
        },
        ty: DataType::Ud,
        hstride: 1,
        writemask: 0xF,
    });
    inst.srcs[0] = Some(payload(register(c, "send src0")?));
    inst.srcs[1] = Some(payload(register(c, "send src1")?));
    let ex_desc = super::form::parse_desc(c, "extended message descriptor")?;
    let desc = super::form::parse_desc(c, "message descriptor")?;
    let d = match desc {
        DescOperand::Imm(d) => Some(d),
        DescOperand::Reg { .. } => None,
    };
    inst.send = Some(SendInfo {
        sfid,
        desc,
        ex_desc,
        mlen: d.map(|d| crate::message::mlen(d) as u8),
        rlen: d.map(|d| crate::message::rlen(d) as u8),
        ex_mlen: match ex_desc {
            DescOperand::Imm(e) => Some((e >> 6 & 0x1F) as u8),
            DescOperand::Reg { .. } => None,
        },
        header_present: d.map(crate::message::header_present),
        unified: true,
    });
    Ok(())
}

/// The operand of a `sync`: `null` or a token list `($2,$11)`.
pub(crate) fn parse_sync(c: &mut Cursor, inst: &mut Instruction) -> Result<(), ParseError> {
    c.skip_ws();
    if c.eat('(') {
        let mut mask = 0u64;
        loop {
            c.skip_ws();
            let pos = c.mark();
            if !c.eat('$') {
                return Err(c.expected("a token `$n`"));
            }
            let n = c.number("token")?;
            if n > 31 {
                return Err(c.invalid_at(pos, "token", format!("${n}")));
            }
            mask |= 1 << n;
            c.skip_ws();
            if c.eat(')') {
                break;
            }
            c.expect(',', "`,` or `)`")?;
        }
        inst.srcs[0] = Some(Source {
            kind: SourceKind::Imm(Immediate(mask)),
            ty: DataType::Ud,
            negate: false,
            abs: false,
        });
    } else {
        inst.srcs[0] = Some(payload(register(c, "sync operand")?));
    }
    Ok(())
}

/// One scoreboard option (`@n`, `$n`, `$n.dst`, `$n.src`) at the cursor, added to `inst`.
pub(crate) fn parse_swsb_item(c: &mut Cursor, inst: &mut Instruction) -> Result<(), ParseError> {
    let pos = c.mark();
    if c.eat('@') {
        let d = c.number("register distance")?;
        if !(1..=7).contains(&d) {
            return Err(c.invalid_at(pos, "register distance", format!("@{d} (1 to 7)")));
        }
        inst.swsb.dist = Some(d as u8);
        return Ok(());
    }
    c.expect('$', "`@n` or `$n`")?;
    let t = c.number("token")?;
    if t > 15 {
        return Err(c.invalid_at(pos, "token", format!("${t} (0 to 15)")));
    }
    let mode = if c.eat_here('.') {
        let mpos = c.mark();
        match c.word() {
            "dst" => TokenMode::Dst,
            "src" => TokenMode::Src,
            w => return Err(c.invalid_at(mpos, "token use", format!("`.{w}` (dst or src)"))),
        }
    } else if matches!(
        inst.opcode,
        crate::Opcode::Send | crate::Opcode::Sendc | crate::Opcode::Math
    ) || inst.swsb.dist.is_none()
    {
        TokenMode::Set
    } else {
        // `@n,$t` on an in-order instruction waits for the token's writes.
        TokenMode::Dst
    };
    inst.swsb.token = Some((t as u8, mode));
    Ok(())
}
