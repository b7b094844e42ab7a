//! Assembler against the corpus (`tests/corpus/asm/<file>/<K>.asm` is iga64's text of
//! `tests/corpus/heap/<file>/<K>.dat`, ocloc's original bytes):
//!
//! 1. `assemble(text)` reproduces the heap bytes exactly, except for bits the hardware ignores
//!    (listed in [`IGNORED`] with the reason); for those instructions the decoded and formatted
//!    text of both encodings must be identical;
//! 2. `parse(text)` yields exactly the instructions the decoder reads from the heap;
//! 3. decoding our bytes and formatting them gives back iga64's text;
//! 4. when `iga64` is on PATH, iga64 disassembles our bytes to the same text.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use isa::asm::{assemble, assemble_instructions};
use isa::{decode, decode_kernel, format_instruction_at, format_kernel, Opcode};

/// Bits in which an encoding may differ from ocloc's without changing the instruction.
/// (opcode, bit, reason)
const IGNORED: &[(Opcode, u32, &str)] = &[(
    Opcode::While,
    28,
    "bit 28 is BranchCtrl only on if/else/goto; IGC sets it on `while`, where iga64's Gen9 \
     model (and its assembler) neither print nor set it",
)];

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

/// Every (asm path, heap path) pair of the corpus.
fn corpus_pairs() -> Vec<(PathBuf, PathBuf)> {
    let root = corpus_root();
    let mut out = Vec::new();
    let Ok(files) = fs::read_dir(root.join("asm")) else {
        return out;
    };
    let mut files: Vec<_> = files.flatten().map(|e| e.path()).collect();
    files.sort();
    for dir in files {
        let Ok(kernels) = fs::read_dir(&dir) else {
            continue;
        };
        let mut ks: Vec<_> = kernels.flatten().map(|e| e.path()).collect();
        ks.sort();
        for k in ks {
            if k.extension().and_then(|e| e.to_str()) != Some("asm") {
                continue;
            }
            let file = dir.file_name().unwrap();
            let heap = root
                .join("heap")
                .join(file)
                .join(k.file_stem().unwrap())
                .with_extension("dat");
            out.push((k, heap));
        }
    }
    out
}

/// Text with `//` comments removed and whitespace runs collapsed, one entry per non-empty line.
fn normalise(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Bit indices where `a` and `b` differ.
fn differing_bits(a: &[u8], b: &[u8]) -> Vec<u32> {
    (0..(a.len().max(b.len()) * 8) as u32)
        .filter(|&i| {
            let x = a.get(i as usize / 8).map_or(0, |v| (v >> (i % 8)) & 1);
            let y = b.get(i as usize / 8).map_or(0, |v| (v >> (i % 8)) & 1);
            x != y
        })
        .collect()
}

/// Compare our bytes with ocloc's instruction by instruction; returns the problems found and
/// the number of instructions that differed only in ignored bits.
fn compare(text: &str, ours: &[u8], theirs: &[u8]) -> (Vec<String>, usize) {
    let mut problems = Vec::new();
    let mut ignored = 0;
    if ours.len() != theirs.len() {
        problems.push(format!("length {} vs ocloc {}", ours.len(), theirs.len()));
    }
    let insts = assemble_instructions(text).expect("assembled once already");
    for (pc, inst) in &insts {
        let pc = *pc as usize;
        let len = if inst.compacted { 8 } else { 16 };
        let a = ours.get(pc..pc + len).unwrap_or(&[]);
        let b = theirs.get(pc..pc + len).unwrap_or(&[]);
        if a == b {
            continue;
        }
        let bits = differing_bits(a, b);
        let all_ignored = bits.iter().all(|&bit| {
            IGNORED
                .iter()
                .any(|&(op, ib, _)| op == inst.opcode && ib == bit)
        });
        if all_ignored {
            // Same instruction as far as the decoder and formatter are concerned?
            let da = decode(a, 0).map(|(i, _)| format_instruction_at(&i, pc as u32));
            let db = decode(b, 0).map(|(i, _)| format_instruction_at(&i, pc as u32));
            if da.is_ok() && da == db {
                ignored += 1;
                continue;
            }
        }
        problems.push(format!(
            "  {pc:#06x} {}: ours {} ocloc {} differing bits {bits:?}",
            inst.opcode.mnemonic(),
            hex(a),
            hex(b),
        ));
    }
    (problems, ignored)
}

#[test]
fn corpus_assembles_to_ocloc_bytes() {
    let pairs = corpus_pairs();
    assert!(!pairs.is_empty(), "no corpus under {:?}", corpus_root());
    let mut failures = Vec::new();
    let (mut exact, mut ignored_only, mut ignored_insts) = (0, 0, 0);
    for (asm, heap) in &pairs {
        let text = fs::read_to_string(asm).unwrap();
        let want = fs::read(heap).unwrap();
        match assemble(&text) {
            Err(e) => failures.push(format!("{}: {e}", asm.display())),
            Ok(got) if got == want => exact += 1,
            Ok(got) => {
                let (problems, n) = compare(&text, &got, &want);
                if problems.is_empty() {
                    ignored_only += 1;
                    ignored_insts += n;
                } else {
                    failures.push(format!("{}:\n{}", asm.display(), problems.join("\n")));
                }
            }
        }
    }
    println!(
        "{} kernels: {exact} byte-identical, {ignored_only} identical up to ignored bits \
         ({ignored_insts} instructions)",
        pairs.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} kernels differ:\n{}",
        failures.len(),
        pairs.len(),
        failures.join("\n")
    );
}

#[test]
fn parsed_instructions_equal_decoded_instructions() {
    let mut failures = Vec::new();
    for (asm, heap) in corpus_pairs() {
        let text = fs::read_to_string(&asm).unwrap();
        let want = decode_kernel(&fs::read(&heap).unwrap()).unwrap();
        let got = match assemble_instructions(&text) {
            Ok(g) => g,
            Err(e) => {
                failures.push(format!("{}: {e}", asm.display()));
                continue;
            }
        };
        if got.len() != want.len() {
            failures.push(format!(
                "{}: {} instructions vs {} decoded",
                asm.display(),
                got.len(),
                want.len()
            ));
            continue;
        }
        for ((pa, a), (pb, b)) in got.iter().zip(&want) {
            if pa != pb || a != b {
                failures.push(format!(
                    "{} at {pb:#x}:\n  parsed  {a:?}\n  decoded {b:?}",
                    asm.display()
                ));
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn decoded_assembly_formats_back_to_the_text() {
    let mut failures = Vec::new();
    for (asm, _) in corpus_pairs() {
        let text = fs::read_to_string(&asm).unwrap();
        let bytes = assemble(&text).unwrap();
        let back = format_kernel(&bytes).unwrap();
        let (a, b) = (normalise(&text), normalise(&back));
        if a != b {
            let i = a
                .iter()
                .zip(&b)
                .position(|(x, y)| x != y)
                .unwrap_or(a.len().min(b.len()));
            failures.push(format!(
                "{} line {}:\n  iga64 {:?}\n  ours  {:?}",
                asm.display(),
                i + 1,
                a.get(i),
                b.get(i)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The `iga64` binary, if installed.
fn iga64() -> Option<PathBuf> {
    let out = Command::new("iga64").arg("--help").output().ok()?;
    if out.status.success() || !out.stdout.is_empty() {
        Some(PathBuf::from("iga64"))
    } else {
        None
    }
}

#[test]
fn iga64_disassembles_our_bytes_to_the_same_text() {
    let Some(iga) = iga64() else {
        println!("iga64 not on PATH: skipped");
        return;
    };
    let dir = std::env::temp_dir().join(format!("eusim-asm-corpus-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for (n, (asm, _)) in corpus_pairs().into_iter().enumerate() {
        let text = fs::read_to_string(&asm).unwrap();
        let bytes = assemble(&text).unwrap();
        let bin = dir.join(format!("{n}.bin"));
        fs::write(&bin, &bytes).unwrap();
        let out = Command::new(&iga)
            .args(["-d", "-p=9"])
            .arg(&bin)
            .output()
            .unwrap();
        let printed = String::from_utf8_lossy(&out.stdout);
        if normalise(&printed) != normalise(&text) {
            failures.push(asm.display().to_string());
        }
    }
    let _ = fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "iga64 prints different text for: {failures:?}"
    );
}
