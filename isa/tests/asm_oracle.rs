//! Assembler against iga64's own assembler, for syntax the corpus does not exercise.
//!
//! `asm_data/oracle.asm` is hand-written IGA text (every immediate spelling, indirect forms,
//! ARF registers, predicates, options, math, 3-source, sends, branches); `asm_data/oracle.bin`
//! is `iga64 -a -p=9 asm_data/oracle.asm -o asm_data/oracle.bin` (iga64 1.1.0). The encoder
//! must produce the same bytes, and its output must survive decode -> format -> assemble.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use isa::asm::{assemble, assemble_instructions};
use isa::format_kernel;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/asm_data")
        .join(name)
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// One line per instruction whose bytes differ, with the differing bit numbers.
fn diffs(text: &str, ours: &[u8], theirs: &[u8]) -> Vec<String> {
    let mut out = Vec::new();
    if ours.len() != theirs.len() {
        out.push(format!("length {} vs iga64 {}", ours.len(), theirs.len()));
    }
    for (pc, inst) in assemble_instructions(text).unwrap() {
        let pc = pc as usize;
        let len = if inst.compacted { 8 } else { 16 };
        let a = ours.get(pc..pc + len).unwrap_or(&[]);
        let b = theirs.get(pc..pc + len).unwrap_or(&[]);
        if a != b {
            let bits: Vec<usize> = (0..len * 8)
                .filter(|&i| {
                    a.get(i / 8).map_or(0, |v| (v >> (i % 8)) & 1)
                        != b.get(i / 8).map_or(0, |v| (v >> (i % 8)) & 1)
                })
                .collect();
            out.push(format!(
                "{pc:#06x} {}: ours {} iga64 {} bits {bits:?}",
                isa::format_instruction_at(&inst, pc as u32).trim(),
                hex(a),
                hex(b)
            ));
        }
    }
    out
}

#[test]
fn oracle_text_assembles_like_iga64() {
    let text = fs::read_to_string(data("oracle.asm")).unwrap();
    let want = fs::read(data("oracle.bin")).unwrap();
    let got = assemble(&text).unwrap();
    let d = diffs(&text, &got, &want);
    assert!(
        d.is_empty(),
        "{} instructions differ:\n{}",
        d.len(),
        d.join("\n")
    );
}

#[test]
fn oracle_survives_format_and_reassembly() {
    let text = fs::read_to_string(data("oracle.asm")).unwrap();
    let bytes = assemble(&text).unwrap();
    let printed = format_kernel(&bytes).unwrap();
    let again = assemble(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    let d = diffs(&printed, &again, &bytes);
    assert!(d.is_empty(), "{}", d.join("\n"));
}

#[test]
fn oracle_fixture_matches_installed_iga64() {
    let dir = std::env::temp_dir().join(format!("eusim-asm-oracle-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let out = dir.join("oracle.bin");
    let status = Command::new("iga64")
        .args(["-a", "-p=9", "-q"])
        .arg(data("oracle.asm"))
        .arg("-o")
        .arg(&out)
        .output();
    let Ok(status) = status else {
        println!("iga64 not on PATH: skipped");
        return;
    };
    assert!(status.status.success(), "iga64 -a failed: {status:?}");
    let fresh = fs::read(&out).unwrap();
    let _ = fs::remove_dir_all(&dir);
    assert_eq!(
        hex(&fresh),
        hex(&fs::read(data("oracle.bin")).unwrap()),
        "asm_data/oracle.bin is stale: regenerate it with iga64 -a -p=9"
    );
}
