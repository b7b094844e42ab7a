//! iga64's end-of-line comment for a Gen9 send (`wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8`).
//!
//! This models what iga64 (IGC 1.0.12504.6, `-p=9`) prints, including its naming quirks (e.g.
//! DC0 message type 1 is "oword aligned block read" although Mesa/vISA call it unaligned; DC0
//! qword scatter writes are described as "qword gathering read"). It works from the raw bits
//! so that it can describe every descriptor iga can, not only the ones [`super::decode`] accepts.
//! Facts from iga's `SendDescriptorDecoding.cpp`, `MessageDecoderHDC.cpp`,
//! `MessageDecoderOther.cpp` and `EnumSendOpInfo.hpp` (our own re-implementation).
//!
//! Not modelled: the LSC SFIDs (1, 14, 15), which iga routes to its Xe decoder even on Gen9;
//! IGC never emits them for Gen9 and this prints `?` for their message.

use super::decode::bits;
use super::iga_other::{render_cache, sampler, urb};
use super::types::{dc0, dc1, dcro};
use super::{AtomicOp, Sfid};

/// A send descriptor operand: an immediate, or the address register `a0.<subreg>` holding it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DescOperand {
    /// Immediate descriptor.
    Imm(u32),
    /// Descriptor in `a0.<subreg>`.
    Reg(u8),
}

/// The comment iga64 prints after a `send`/`sends` with immediate descriptors on Gen9:
/// `wr:<mlen>[h]+<ex_mlen>, rd:<rlen>; <sfid>; <message>[; u,v,...]`.
pub fn iga_comment(sfid: u8, desc: u32, ex_desc: u32, exec_size: u8) -> String {
    // on Gen9 the SFID iga uses is the extended descriptor's low nibble
    let ex_desc = (ex_desc & !0xF) | u32::from(sfid & 0xF);
    iga_comment_operands(
        DescOperand::Imm(desc),
        DescOperand::Imm(ex_desc),
        false,
        exec_size,
    )
}

/// The comment iga64 prints after a Gen9 `send`/`sends` whose descriptors may be registers.
/// `src1_null` tells whether the instruction's src1 is `null` (or absent, for `send`).
pub fn iga_comment_operands(
    desc: DescOperand,
    ex_desc: DescOperand,
    src1_null: bool,
    exec_size: u8,
) -> String {
    let sfid_bits = match ex_desc {
        DescOperand::Imm(x) => Some((x & 0xF) as u8),
        DescOperand::Reg(_) => None,
    };
    let lsc = matches!(sfid_bits, Some(1 | 14 | 15));
    let mut out = String::from("wr:");
    match desc {
        DescOperand::Imm(d) => {
            out.push_str(&super::mlen(d).to_string());
            if !lsc && super::header_present(d) {
                out.push('h');
            }
        }
        DescOperand::Reg(r) => out.push_str(&format!("a0.{r}[28:25]")),
    }
    out.push('+');
    match ex_desc {
        DescOperand::Imm(x) => out.push_str(&super::ex_mlen(x).to_string()),
        DescOperand::Reg(_) if src1_null => out.push('0'),
        // iga64's own label for the field (its text, not eusim's definition: see `ex_mlen`)
        DescOperand::Reg(r) => out.push_str(&format!("a0.{r}[10:6]")),
    }
    out.push_str(", rd:");
    match desc {
        DescOperand::Imm(d) => out.push_str(&super::rlen(d).to_string()),
        DescOperand::Reg(r) => out.push_str(&format!("a0.{r}[24:20]")),
    }
    out.push_str("; ");
    match (ex_desc, sfid_bits) {
        (DescOperand::Reg(r), _) => out.push_str(&format!("sfid a0.{r}[3:0]")),
        (_, Some(b)) => out.push_str(Sfid::from_bits(b).map_or("?", Sfid::iga_name)),
        (_, None) => out.push('?'),
    }
    let DescOperand::Imm(d) = desc else {
        return out;
    };
    // with a register extended descriptor the SFID is unknown and iga describes nothing
    let described = match sfid_bits {
        Some(b) => describe(b, d, u32::from(exec_size)),
        None => plain(""),
    };
    out.push_str("; ");
    out.push_str(if described.text.is_empty() {
        "?"
    } else {
        &described.text
    });
    let src0_len = super::mlen(d);
    if let Some(exec_width) = described.uvr_exec_width {
        if src0_len > 0 {
            let regs_per_coord = (exec_width * 32 / 256).max(1);
            out.push_str(match src0_len / regs_per_coord {
                1 => "; u",
                2 => "; u,v",
                3 => "; u,v,r",
                4 => "; u,v,r,lod",
                _ => "",
            });
        }
    }
    out
}

/// iga's message description, and for typed messages the SIMD width used to count coordinates.
struct Described {
    text: String,
    uvr_exec_width: Option<u32>,
}

fn plain(text: impl Into<String>) -> Described {
    Described {
        text: text.into(),
        uvr_exec_width: None,
    }
}

fn describe(sfid: u8, desc: u32, exec: u32) -> Described {
    match sfid {
        9 => plain(dcro(desc)),
        10 => plain(dc0(desc)),
        12 => dc1(desc, exec),
        3 => plain(match bits(desc, 0, 3) {
            0 => "end of thread",
            1 => "signal event",
            2 => "monitor event",
            3 => "unmonitor event",
            4 => "signal barrier",
            6 => "wait for event",
            _ => "",
        }),
        7 => plain(if bits(desc, 0, 3) == 0 {
            "end of thread"
        } else {
            ""
        }),
        2 => plain(sampler(desc)),
        6 => plain(urb(desc)),
        5 => plain(render_cache(desc)),
        _ => plain(""),
    }
}

/// " x<n>" for an OWord block size field (bits 10:8), with "H" for the high-half single OWord.
fn oword_suffix(desc: u32) -> String {
    let b = bits(desc, 8, 3);
    let n = match b {
        0 | 1 => 1,
        2 => 2,
        3 => 4,
        4 => 8,
        5 => 16,
        _ => 0,
    };
    format!(" x{n}{}", if b == 1 { "H" } else { "" })
}

/// " 8b" / " 16b" / " 32b" for a byte-scattered size field (bits 11:10); nothing for 3.
fn byte_size_suffix(desc: u32) -> &'static str {
    match bits(desc, 10, 2) {
        0 => " 8b",
        1 => " 16b",
        2 => " 32b",
        _ => "",
    }
}

/// " with xyzw" listing the channels whose disable bit (11:8) is clear.
fn cmask_suffix(desc: u32) -> String {
    let mut s = String::from(" with ");
    for (i, c) in "xyzw".chars().enumerate() {
        if bits(desc, 8 + i as u32, 1) == 0 {
            s.push(c);
        }
    }
    s
}

fn dcro(desc: u32) -> String {
    match bits(desc, 14, 5) {
        dcro::OWORD_BLOCK_READ => format!("constant oword block read{}", oword_suffix(desc)),
        dcro::UNALIGNED_OWORD_BLOCK_READ => {
            format!("constant aligned oword block read{}", oword_suffix(desc))
        }
        dcro::DWORD_SCATTERED_READ => "constant dword gathering read".into(),
        dcro::A64_UNTYPED_CCS => "A64 untyped surface CCS operation".into(),
        dcro::A64_UNTYPED_UNCOMPRESSED_WRITE => "A64 untyped surface uncompressed write".into(),
        dcro::A64_PAGE_CCS_UPDATE => "A64 page CCS update operation".into(),
        dcro::TYPED_UNCOMPRESSED_WRITE => "typed surface uncompressed write".into(),
        dcro::TYPED_CCS_UPDATE => "typed surface CCS update message".into(),
        dcro::UNTYPED_UNCOMPRESSED_WRITE => "untyped surface uncompressed write".into(),
        _ => String::new(),
    }
}

fn dc0(desc: u32) -> String {
    match bits(desc, 14, 5) {
        dc0::OWORD_BLOCK_READ => format!("oword block read{}", oword_suffix(desc)),
        dc0::UNALIGNED_OWORD_BLOCK_READ => {
            format!("oword aligned block read{}", oword_suffix(desc))
        }
        dc0::OWORD_BLOCK_WRITE => format!("oword block write{}", oword_suffix(desc)),
        dc0::HWORD_ALIGNED_BLOCK_WRITE => {
            format!("hword aligned block write{}", oword_suffix(desc))
        }
        dc0::OWORD_DUAL_BLOCK_READ => "oword dual block read".into(),
        dc0::OWORD_DUAL_BLOCK_WRITE => "oword dual block write".into(),
        dc0::BYTE_SCATTERED_READ => format!("byte gathering read{}", byte_size_suffix(desc)),
        dc0::BYTE_SCATTERED_WRITE => format!("byte scattering write{}", byte_size_suffix(desc)),
        t @ (dc0::DWORD_SCATTERED_READ | dc0::DWORD_SCATTERED_WRITE) => {
            let mut s = String::from(if t == dc0::DWORD_SCATTERED_READ {
                "dword gathering read"
            } else {
                "dword scattering write"
            });
            let n = 1u32 << bits(desc, 10, 2);
            if n != 1 {
                s.push_str(&format!(" x{n}"));
            }
            s
        }
        // iga describes both directions as a read (its decoder tests a constant, not the type)
        dc0::QWORD_SCATTERED_READ | dc0::QWORD_SCATTERED_WRITE => "qword gathering read".into(),
        dc0::MEMORY_FENCE => fence(desc),
        _ if bits(desc, 18, 1) == 1 => format!(
            "hword scratch block {} x{}",
            if bits(desc, 17, 1) == 0 {
                "read"
            } else {
                "write"
            },
            1u32 << bits(desc, 12, 2)
        ),
        _ => String::new(),
    }
}

fn fence(desc: u32) -> String {
    let mut s = String::new();
    if bits(desc, 13, 1) != 0 {
        s.push_str("synchronized ");
    }
    match bits(desc, 0, 8) {
        0xFE => s.push_str("SLM fence"),
        0 => {
            s.push_str("global fence flushing");
            if bits(desc, 8, 1) != 0 {
                s.push_str(" L1");
            }
            let l3 = bits(desc, 9, 4);
            if l3 == 0xF {
                s.push_str(" all L3 data");
            } else if l3 != 0 {
                s.push_str(" L3");
                // iga only counts the last three targets when placing commas
                let mut n = 0;
                if bits(desc, 12, 1) != 0 {
                    s.push_str(" r/w data");
                }
                for (bit, name) in [
                    (11, " constant data"),
                    (10, " texture data"),
                    (9, " instruction data"),
                ] {
                    if bits(desc, bit, 1) != 0 {
                        if n > 0 {
                            s.push(',');
                        }
                        n += 1;
                        s.push_str(name);
                    }
                }
            }
        }
        _ => {}
    }
    s
}

/// iga's name of the integer atomic operation in bits 11:8 (the decoder's [`AtomicOp`] table).
fn int_atomic_op(op: u32) -> &'static str {
    AtomicOp::from_bits(op).iga_name()
}

fn float_atomic(name: &str, desc: u32) -> String {
    let (op, size) = match bits(desc, 8, 3) {
        1 => ("max", 32),
        2 => ("min", 32),
        3 => ("fp-compare and swap ", 32),
        4 => ("add", 32),
        5 => ("subtract", 32),
        6 => ("64b add", 64),
        7 => ("64b subtract", 64),
        _ => return String::new(),
    };
    let ret = if bits(desc, 13, 1) != 0 {
        " with return"
    } else {
        ""
    };
    format!("{name} {op} ({size}b){ret}")
}

fn dc1(desc: u32, exec: u32) -> Described {
    let text = match bits(desc, 14, 5) {
        dc1::UNTYPED_READ => format!("untyped surface read{}", cmask_suffix(desc)),
        dc1::UNTYPED_WRITE => format!("untyped surface write{}", cmask_suffix(desc)),
        dc1::A64_UNTYPED_READ => format!("a64 untyped surface read{}", cmask_suffix(desc)),
        dc1::A64_UNTYPED_WRITE => format!("a64 untyped surface write{}", cmask_suffix(desc)),
        t @ (dc1::A64_SCATTERED_READ | dc1::A64_SCATTERED_WRITE) => {
            dc1_a64_scattered(desc, t == dc1::A64_SCATTERED_READ)
        }
        t @ (dc1::A64_BLOCK_READ | dc1::A64_BLOCK_WRITE) => {
            dc1_a64_block(desc, t == dc1::A64_BLOCK_READ)
        }
        dc1::A64_UNTYPED_FLOAT_ATOMIC => float_atomic("a64 float atomic", desc),
        dc1::UNTYPED_FLOAT_ATOMIC => float_atomic("float atomic", desc),
        dc1::A64_UNTYPED_ATOMIC => {
            let width = if bits(desc, 12, 1) != 0 {
                "int64"
            } else {
                "int32"
            };
            format!(
                "untyped a64 atomic {width} {}",
                int_atomic_op(bits(desc, 8, 4))
            )
        }
        dc1::UNTYPED_ATOMIC => format!("untyped atomic int32 {}", int_atomic_op(bits(desc, 8, 4))),
        t @ (dc1::MEDIA_BLOCK_READ | dc1::MEDIA_BLOCK_WRITE) => {
            media_block(t == dc1::MEDIA_BLOCK_READ, bits(desc, 8, 3))
        }
        t @ (dc1::TYPED_READ
        | dc1::TYPED_WRITE
        | dc1::TYPED_READ_STATUS
        | dc1::TYPED_ATOMIC_COUNTER
        | dc1::TYPED_ATOMIC_COUNTER_16
        | dc1::TYPED_ATOMIC
        | dc1::TYPED_ATOMIC_16) => return dc1_typed(desc, exec, t),
        _ => String::new(),
    };
    plain(text)
}

/// The text of a Dc1 A64 scattered read/write (byte, DWord or QWord subtype).
fn dc1_a64_scattered(desc: u32, read: bool) -> String {
    match bits(desc, 8, 2) {
        0 | 3 => format!(
            "{}{}",
            if read {
                "a64 byte gathering read"
            } else {
                "a64 byte scattering write"
            },
            byte_size_suffix(desc)
        ),
        1 => (if read {
            "a64 dword gathering read"
        } else {
            "a64 dword scattering write"
        })
        .into(),
        _ => (if read {
            "a64 qword gathering read"
        } else {
            "a64 qword scattering write"
        })
        .into(),
    }
}

/// The text of a Dc1 A64 block read/write (OWord or HWord subtype).
fn dc1_a64_block(desc: u32, read: bool) -> String {
    let sub = bits(desc, 11, 2);
    let dir = if read { "read" } else { "write" };
    let align = if sub == 1 { "aligned" } else { "unaligned" };
    if sub == 3 {
        format!(
            "a64 {align} hword block {dir} x{}",
            1u32 << bits(desc, 8, 3)
        )
    } else {
        format!("a64 {align} oword block {dir}{}", oword_suffix(desc))
    }
}

/// A Dc1 typed surface message (read, write, atomic, counter) of message type `t`.
fn dc1_typed(desc: u32, exec: u32, t: u32) -> Described {
    let typed = |text: String, simd: u32| Described {
        text,
        uvr_exec_width: Some(simd.min(exec)),
    };
    let sm2r_simd = if bits(desc, 12, 1) != 0 { 8 } else { 16 };
    let high_slots = bits(desc, 12, 2) == 2;
    match t {
        dc1::TYPED_ATOMIC_COUNTER => {
            let s = format!(
                "typed atomic 32-bit counter {}",
                int_atomic_op(bits(desc, 8, 4))
            );
            typed(s, sm2r_simd)
        }
        dc1::TYPED_ATOMIC_COUNTER_16 => {
            let s = format!(
                "typed atomic 16-bit counter {}",
                int_atomic_op(bits(desc, 8, 4))
            );
            typed(s, sm2r_simd)
        }
        dc1::TYPED_ATOMIC => plain(if bits(desc, 12, 1) != 0 {
            format!(
                "typed_sgh atomic 32-bit integer (slot group high) {}",
                int_atomic_op(bits(desc, 8, 4))
            )
        } else {
            format!(
                "typed atomic 32-bit integer {}",
                int_atomic_op(bits(desc, 8, 4))
            )
        }),
        dc1::TYPED_ATOMIC_16 => {
            let s = if bits(desc, 12, 1) != 0 {
                format!(
                    "typed_sgh atomic 16-bit integer (slot group high) {}",
                    int_atomic_op(bits(desc, 8, 4))
                )
            } else {
                format!(
                    "typed atomic 16-bit integer {}",
                    int_atomic_op(bits(desc, 8, 4))
                )
            };
            typed(s, 8)
        }
        _ => {
            let mut s = String::from(if t == dc1::TYPED_WRITE {
                "typed surface write"
            } else {
                "typed surface read"
            });
            if high_slots {
                s.push_str(" (high slot group)");
            }
            if t == dc1::TYPED_READ_STATUS {
                s.push_str(" returning status");
            }
            s.push_str(&cmask_suffix(desc));
            typed(s, 8)
        }
    }
}

fn media_block(read: bool, vlso: u32) -> String {
    let mut s = String::from(if read {
        "media block read"
    } else {
        "media block write"
    });
    if vlso != 0 {
        s.push_str(" with vertical line stride ");
        let mut n = 0;
        if vlso & 2 != 0 {
            s.push_str("override");
            n += 1;
        }
        if vlso & 1 != 0 {
            if vlso & 2 == 0 {
                s.push_str(" and ");
            } else if n > 0 {
                s.push(',');
            }
            s.push_str("skip");
            n += 1;
        }
        if vlso & 2 != 0 {
            if n >= 2 {
                s.push_str(", and ");
            } else if n > 0 {
                s.push_str(" and ");
            }
            s.push_str("offset");
        }
    }
    s
}
