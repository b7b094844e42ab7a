//! The decoded message against iga64's own reading of the same descriptor.
//!
//! For every `send`/`sends` with immediate descriptors in the committed iga64 disassembly of
//! IGC-compiled kernels (`tests/corpus/asm/**/*.asm` at the workspace root and
//! `isa/tests/message_data/compiled/*.asm`), [`decode`] must give the lengths, header flag,
//! shared function and message fields iga64 printed in its comment
//! (`wr:<mlen>[h]+<ex_mlen>, rd:<rlen>; <sfid>; <message>`). The expected values are read off
//! iga64's text only, never off eusim's own comment writer.

use isa::message::*;
use std::path::Path;

mod common;

use common::{collect, SendLine as Line};

fn compiled() -> Vec<Line> {
    let isa = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut v = Vec::new();
    collect(&isa.parent().unwrap().join("tests/corpus/asm"), &mut v);
    collect(&isa.join("tests/message_data/compiled"), &mut v);
    assert!(v.len() > 300, "compiled sends missing ({} lines)", v.len());
    for l in &mut v {
        l.comment = l.comment.trim().to_string();
    }
    v
}

/// `wr:<mlen>[h]+<ex_mlen>, rd:<rlen>` -> (mlen, header, ex_mlen, rlen).
fn lengths(head: &str) -> (u32, bool, u32, u32) {
    let (wr, rd) = head.split_once(", rd:").unwrap();
    let (m, x) = wr.strip_prefix("wr:").unwrap().split_once('+').unwrap();
    let header = m.ends_with('h');
    let m = m.trim_end_matches('h').parse().unwrap();
    (m, header, x.parse().unwrap(), rd.parse().unwrap())
}

fn int_op(name: &str) -> Option<AtomicOp> {
    Some(match name {
        "64b integer compare and swap" => AtomicOp::Cmpwr8b,
        "logical AND" => AtomicOp::And,
        "logical OR" => AtomicOp::Or,
        "logical XOR" => AtomicOp::Xor,
        "store" => AtomicOp::Mov,
        "integer increment" => AtomicOp::Inc,
        "integer decrement" => AtomicOp::Dec,
        "integer add" => AtomicOp::Add,
        "integer subtract" => AtomicOp::Sub,
        "commuted integer subtract" => AtomicOp::RevSub,
        "signed-integer max" => AtomicOp::Imax,
        "signed-integer min" => AtomicOp::Imin,
        "unsigned-integer max" => AtomicOp::Umax,
        "unsigned-integer min" => AtomicOp::Umin,
        "integer compare and swap" => AtomicOp::Cmpwr,
        _ => return None,
    })
}

/// Channel mask from iga's `with xyzw` suffix.
fn channels(s: &str) -> ChannelMask {
    let letters = s.rsplit("with ").next().unwrap();
    ChannelMask(
        "xyzw"
            .chars()
            .enumerate()
            .filter(|(_, c)| letters.contains(*c))
            .fold(0, |m, (i, _)| m | (1 << i)),
    )
}

/// `... xN` -> N.
fn count(s: &str) -> u32 {
    s.rsplit(" x").next().unwrap().parse().unwrap()
}

/// Whether `kind` is what iga64's message text says; `None` for text this test does not read.
fn matches_iga(text: &str, kind: &MessageKind) -> Option<bool> {
    use MessageKind as K;
    let a64 = text.starts_with("a64 ") || text.contains(" a64 ");
    let t = text.strip_prefix("a64 ").unwrap_or(text);
    Some(match *kind {
        K::UntypedRead {
            a64: a,
            channels: c,
            ..
        } if t.starts_with("untyped surface read with") => a == a64 && c == channels(t),
        K::UntypedWrite {
            a64: a,
            channels: c,
            ..
        } if t.starts_with("untyped surface write with") => a == a64 && c == channels(t),
        K::ByteScatteredRead { a64: a, bytes, .. } if t.starts_with("byte gathering read") => {
            a == a64 && t.ends_with(&format!(" {}b", bytes * 8))
        }
        K::ByteScatteredWrite { a64: a, bytes, .. } if t.starts_with("byte scattering write") => {
            a == a64 && t.ends_with(&format!(" {}b", bytes * 8))
        }
        K::ScatteredRead {
            a64: a, elem_bytes, ..
        } if t.contains("word gathering read") => {
            a == a64 && t.starts_with(if elem_bytes == 8 { "qword" } else { "dword" })
        }
        K::ScatteredWrite {
            a64: a, elem_bytes, ..
        } if t.contains("word scattering write") => {
            a == a64 && t.starts_with(if elem_bytes == 8 { "qword" } else { "dword" })
        }
        K::ScratchRead { hwords, .. } if t.starts_with("hword scratch block read") => {
            hwords == count(t)
        }
        K::ScratchWrite { hwords, .. } if t.starts_with("hword scratch block write") => {
            hwords == count(t)
        }
        // iga calls A32 type 1 and A64 subtype 1 "aligned"; eusim's `unaligned` (DWord-aligned
        // byte offsets, as vISA and Mesa name them)
        K::OwordBlockRead {
            a64: a,
            size,
            unaligned,
            ..
        } if t.contains("oword block read") || t.contains("oword aligned block read") => {
            a == a64
                && size.owords() == count(t)
                && unaligned == (t.contains("aligned ") && !t.contains("unaligned"))
        }
        K::OwordBlockWrite { a64: a, size, .. } if t.contains("oword block write") => {
            a == a64 && size.owords() == count(t)
        }
        K::MediaBlockRead { .. } => t == "media block read",
        K::MediaBlockWrite { .. } => t == "media block write",
        K::TypedRead { channels: c, .. } if t.starts_with("typed surface read") => {
            c == channels(t.split(';').next().unwrap())
        }
        K::TypedWrite { channels: c, .. } if t.starts_with("typed surface write") => {
            c == channels(t.split(';').next().unwrap())
        }
        K::EndOfThread => t == "end of thread",
        K::Gateway {
            op: GatewayOp::Barrier,
        } => t == "signal barrier",
        K::MemoryFence { commit, slm, .. } if t.contains("fence") => {
            commit == t.starts_with("synchronized") && slm == t.contains("SLM fence")
        }
        K::UntypedAtomic {
            a64: a, op, bits, ..
        } if t.contains("atomic int") => {
            let rest = t.split("atomic int").nth(1).unwrap();
            let (width, name) = rest.split_once(' ').unwrap();
            a == a64 && width == bits.to_string() && int_op(name) == Some(op)
        }
        K::Sample {
            msg_type,
            simd_mode,
            sampler,
            ..
        } if t.contains(" sample") => {
            let simd = match simd_mode {
                1 => "simd8 ",
                2 => "simd16 ",
                _ => "?",
            };
            let name = match msg_type {
                0x18 => "sample with lod forced to 0",
                0x1A => "sample load with lod forced to 0",
                0x07 => "sample load",
                0x00 => "sample",
                _ => "?",
            };
            t == format!("{simd}{name} using sampler index {sampler}")
        }
        _ => return None,
    })
}

#[test]
fn decoded_fields_match_iga64_text() {
    let mut failures = Vec::new();
    let mut unread = Vec::new();
    let lines = compiled();
    for l in &lines {
        let mut parts = l.comment.splitn(3, "; ");
        let (head, sfid, text) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap_or(""),
        );
        let m = decode((l.ex_desc & 0xF) as u8, l.desc, l.ex_desc, l.exec_size)
            .unwrap_or_else(|e| panic!("{}: {e} ({})", l.at(), l.comment));
        let (mlen, header, ex_mlen, rlen) = lengths(head);
        if (m.mlen, m.header, m.ex_mlen, m.rlen) != (mlen, header, ex_mlen, rlen)
            || m.sfid.iga_name() != sfid
        {
            failures.push(format!("{}: {:?} vs `{}`", l.at(), m, l.comment));
        }
        match matches_iga(text, &m.kind) {
            Some(true) => {}
            Some(false) => failures.push(format!("{}: {:?} vs `{}`", l.at(), m.kind, l.comment)),
            None => unread.push(format!("{}: {:?} vs `{}`", l.at(), m.kind, l.comment)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        unread.is_empty(),
        "message text this test does not read:\n{}",
        unread.join("\n")
    );
}

#[test]
fn split_send_extended_length_is_bits_9_to_6() {
    // iga64: `sends (16|M0) null:w r42 r4 0x8C 0x020D43FF // wr:1h+2, ...` (0x8C = 2 << 6 | 0xC)
    assert_eq!(ex_mlen(0x8C), 2);
    // the largest length a `sends` can encode (bits 67:64 of the instruction)
    assert_eq!(ex_mlen(0x3CC), 15);
    // bit 10 is not part of the field
    assert_eq!(ex_mlen(0x40C), 0);
    assert_eq!(decode(0xC, 0x020D43FF, 0x48C, 16).unwrap().ex_mlen, 2);
}
