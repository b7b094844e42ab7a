//! `iga_comment` and `decode` against iga64's own text.
//!
//! Sources of expected values (never our own output):
//! - `tests/corpus/asm/**/*.asm` at the workspace root: iga64 disassembly of IGC-compiled kernels;
//! - `isa/tests/message_data/compiled/extra_kernels.asm`: the same for extra kernels
//!   (`a.cl`, `b.cl` next to it: A64 forms, SLM atomics, fences, byte/qword scatter, ...);
//! - `isa/tests/message_data/iga_synthetic.asm`: descriptors covering every SFID / message type /
//!   control-bit combination, assembled and disassembled by iga64 (`iga64 -a -p=9` then
//!   `iga64 -d -p=9`, runs of spaces squeezed; generator `gen_synthetic.py`).
//! - `EUSIM_EXTRA_ASM_DIR` (optional): more iga64 `.asm` files to check.

use isa::message::{decode, iga_comment};
use std::path::{Path, PathBuf};

mod common;

use common::{collect, parse_send, SendLine};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/message_data")
}

/// Sends compiled by IGC: the corpus, our extra kernels, and any directory given in the
/// environment.
fn compiled_sends() -> Vec<SendLine> {
    let mut v = Vec::new();
    collect(&root().join("tests/corpus/asm"), &mut v);
    collect(&data_dir().join("compiled"), &mut v);
    assert!(v.len() > 300, "compiled sends missing ({} lines)", v.len());
    if let Some(extra) = std::env::var_os("EUSIM_EXTRA_ASM_DIR") {
        collect(Path::new(&extra), &mut v);
    }
    v
}

fn check_comments(lines: &[SendLine]) {
    let mut failures = Vec::new();
    for s in lines {
        let sfid = (s.ex_desc & 0xF) as u8;
        let got = iga_comment(sfid, s.desc, s.ex_desc, s.exec_size);
        if got != s.comment {
            failures.push(format!(
                "{}:{}: ex_desc {:#x} desc {:#010x} exec {}\n   iga: {}\n   got: {}",
                s.file.display(),
                s.line,
                s.ex_desc,
                s.desc,
                s.exec_size,
                s.comment,
                got
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        lines.len(),
        failures.join("\n")
    );
}

#[test]
fn parser_reads_iga_lines() {
    let l = "(W)     sends (16|M0)            null:w   r19     r15     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x";
    let (exec, ex, desc, c) = parse_send(l).unwrap();
    assert_eq!((exec, ex, desc), (16, 0x8C, 0x04025EFE));
    assert_eq!(c, "wr:2+2, rd:0; hdc.dc1; untyped surface write with x");
    let l = "(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread";
    let (exec, ex, desc, _) = parse_send(l).unwrap();
    assert_eq!((exec, ex, desc), (8, 0x27, 0x02000010));
}

#[test]
fn comments_match_iga_on_synthetic_descriptors() {
    let mut v = Vec::new();
    collect(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/message_data"),
        &mut v,
    );
    assert!(
        v.len() > 1000,
        "synthetic fixture missing ({} lines)",
        v.len()
    );
    check_comments(&v);
}

#[test]
fn comments_match_iga_on_compiled_kernels() {
    check_comments(&compiled_sends());
}

#[test]
fn every_compiled_message_decodes() {
    let mut failures = Vec::new();
    for s in compiled_sends() {
        let sfid = (s.ex_desc & 0xF) as u8;
        match decode(sfid, s.desc, s.ex_desc, s.exec_size) {
            Ok(m) => {
                assert_eq!(m.mlen, (s.desc >> 25) & 0xF);
                assert_eq!(m.rlen, (s.desc >> 20) & 0x1F);
            }
            Err(e) => failures.push(format!(
                "{}:{}: {} ({})",
                s.file.display(),
                s.line,
                e,
                s.comment
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn register_descriptors_match_iga() {
    use isa::message::{iga_comment_operands, DescOperand::*};
    // iga64 -a then -d -p=9 of hand-written sends with a0 descriptors
    let cases = [
        // send (8|M0) r10 r20 0xA a0.0
        (
            Reg(0),
            Imm(0xA),
            true,
            8,
            "wr:a0.0[28:25]+0, rd:a0.0[24:20]; hdc.dc0",
        ),
        // sends (8|M0) r10:ud r20 r30 0x4C a0.0
        (
            Reg(0),
            Imm(0x4C),
            false,
            8,
            "wr:a0.0[28:25]+1, rd:a0.0[24:20]; hdc.dc1",
        ),
        // sends (8|M0) r10:ud r20 r30 a0.2 0x04025EFE
        (
            Imm(0x04025EFE),
            Reg(2),
            false,
            8,
            "wr:2+a0.2[10:6], rd:0; sfid a0.2[3:0]; ?",
        ),
        // sends (8|M0) r10:ud r20 null a0.2 a0.0
        (
            Reg(0),
            Reg(2),
            true,
            8,
            "wr:a0.0[28:25]+0, rd:a0.0[24:20]; sfid a0.2[3:0]",
        ),
        // sends (16|M0) null:ud r20 r30 a0.1 0x04025EFE
        (
            Imm(0x04025EFE),
            Reg(1),
            false,
            16,
            "wr:2+a0.1[10:6], rd:0; sfid a0.1[3:0]; ?",
        ),
    ];
    for (desc, ex, null, exec, want) in cases {
        assert_eq!(iga_comment_operands(desc, ex, null, exec), want);
    }
}
