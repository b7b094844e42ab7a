//! The corpus built for later generations (`tests/corpus/gen11`: ocloc `-device icllp`,
//! `iga64 -d -p=11`; `tests/corpus/gen12lp`: `-device tgllp`, `iga64 -d -p=12p1`) disassembles
//! to exactly what iga64 printed for every kernel heap, compared line by line with whitespace
//! collapsed and `//` comments removed.

use std::path::{Path, PathBuf};

use isa::Platform;

fn corpus_root(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/corpus")
        .join(sub)
}

/// Collapse runs of whitespace and drop `//` end-of-line comments; skip blank lines.
fn normalize(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

/// Every (heap, iga64 listing) pair of one generation's fixtures, sorted.
fn pairs(sub: &str) -> Vec<(PathBuf, PathBuf)> {
    let root = corpus_root(sub);
    let mut out = Vec::new();
    let Ok(files) = std::fs::read_dir(root.join("heap")) else {
        return out;
    };
    for file in files.flatten() {
        let Ok(kernels) = std::fs::read_dir(file.path()) else {
            continue;
        };
        for k in kernels.flatten() {
            let p = k.path();
            if p.extension().and_then(|e| e.to_str()) != Some("dat") {
                continue;
            }
            let stem = p.file_stem().unwrap().to_string_lossy().to_string();
            let asm = root
                .join("asm")
                .join(file.file_name())
                .join(format!("{stem}.asm"));
            out.push((p, asm));
        }
    }
    out.sort();
    out
}

/// Compare every kernel of a generation; returns (kernels, failures).
fn compare(platform: Platform, sub: &str) -> (usize, Vec<String>) {
    let pairs = pairs(sub);
    let mut failures = Vec::new();
    for (heap, asm) in &pairs {
        let bytes = std::fs::read(heap).unwrap();
        let expected = std::fs::read_to_string(asm)
            .unwrap_or_else(|e| panic!("missing iga64 text {}: {e}", asm.display()));
        let ours = match isa::format_kernel_for(platform, &bytes) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{}: decode error: {e}", heap.display()));
                continue;
            }
        };
        let (a, b) = (normalize(&ours), normalize(&expected));
        if let Some(i) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) {
            failures.push(format!(
                "{}: line {}\n  ours: {}\n  iga:  {}",
                heap.display(),
                i + 1,
                a.get(i).map_or("<end>", |s| s.as_str()),
                b.get(i).map_or("<end>", |s| s.as_str())
            ));
        }
    }
    (pairs.len(), failures)
}

#[test]
fn gen11_corpus_matches_iga64() {
    let (n, failures) = compare(Platform::Gen11, "gen11");
    // 28 corpus files, fp64 kernels removed (icllp has no fp64): 179 kernels.
    assert_eq!(n, 179, "Gen11 corpus size");
    assert!(
        failures.is_empty(),
        "{} of {n} Gen11 kernels differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn gen12lp_corpus_matches_iga64() {
    let (n, failures) = compare(Platform::Gen12Lp, "gen12lp");
    // The same 179 kernels, built for tgllp.
    assert_eq!(n, 179, "Gen12LP corpus size");
    assert!(
        failures.is_empty(),
        "{} of {n} Gen12LP kernels differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn gen9_decoder_rejects_gen11_rotates() {
    // ror/rol (opcodes 14/15) exist from Gen11 on (Mesa brw_eu.c opcode descriptions).
    // From the icllp build of ordinary_select.cl (select_int, offset 0xb10); iga64 -p=11
    // prints `rol (16|M0) r40.0<1>:ud r10.0<8;8,1>:ud r75.0<8;8,1>:d`.
    let w = 0x008d_0960_0a8d_0140_2500_0208_0080_000fu128.to_le_bytes();
    assert!(isa::decode(&w, 0).is_err());
    let (inst, _) = isa::decode_for(Platform::Gen11, &w, 0).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        isa::format_instruction(&inst)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
        "rol (16|M0) r40.0<1>:ud r10.0<8;8,1>:ud r75.0<8;8,1>:d"
    );
}

/// Every Gen11 corpus kernel: each instruction re-encodes to its own bytes, and assembling
/// the printed text gives the kernel back byte for byte. One exception, counted: IGC sets
/// bit 28 (the BranchCtrl/AccWrEn position) on Gen11 `while`s, which iga64 -p=11 neither
/// prints nor sets when it assembles the same text (checked with `iga64 -a -p=11`); the
/// expected bytes are the kernel's with that bit cleared on `while`.
#[test]
fn gen11_corpus_round_trips() {
    let pairs = pairs("gen11");
    assert_eq!(pairs.len(), 179, "Gen11 corpus size");
    let mut failures = Vec::new();
    let mut whiles_with_bit_28 = 0;
    for (heap, _) in &pairs {
        let mut bytes = std::fs::read(heap).unwrap();
        let insts = isa::decode_kernel_for(Platform::Gen11, &bytes).unwrap();
        for (pc, inst) in &insts {
            let pc = *pc as usize;
            if inst.opcode == isa::Opcode::While && bytes[pc + 3] & 0x10 != 0 {
                bytes[pc + 3] &= !0x10;
                whiles_with_bit_28 += 1;
            }
            let len = inst.encoded_len() as usize;
            match isa::asm::encode_for(Platform::Gen11, inst) {
                Ok(b) if b == bytes[pc..pc + len] => {}
                Ok(b) => failures.push(format!(
                    "{} @{pc:#x} {}: encodes to {b:02x?}, was {:02x?}",
                    heap.display(),
                    isa::format_instruction(inst).trim(),
                    &bytes[pc..pc + len]
                )),
                Err(e) => failures.push(format!(
                    "{} @{pc:#x} {}: {e}",
                    heap.display(),
                    isa::format_instruction(inst).trim()
                )),
            }
        }
        let text = isa::format_decoded_kernel(&insts);
        match isa::asm::assemble_for(Platform::Gen11, &text) {
            Ok(b) if b == bytes => {}
            Ok(_) => failures.push(format!("{}: assembled text differs", heap.display())),
            Err(e) => failures.push(format!("{}: {e}", heap.display())),
        }
    }
    assert!(
        failures.is_empty(),
        "{} Gen11 round-trip failures:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(whiles_with_bit_28, 59, "Gen11 whiles with bit 28 set");
}

/// Whether an iga64 line is a label (`L123:`).
fn is_label(l: &str) -> bool {
    l.starts_with('L') && l.trim_end().ends_with(':')
}

/// iga64's text of one instruction line: (mnemonic without `.` suffix, SWSB items of the
/// option braces joined by `,`).
fn mnemonic_and_swsb(line: &str) -> (String, String) {
    let code = line.split("//").next().unwrap_or("").trim();
    let rest = if code.starts_with('(') {
        code.split_once(')').map_or("", |(_, r)| r).trim_start()
    } else {
        code
    };
    let word = rest.split_whitespace().next().unwrap_or("");
    let mnemonic = word.split('.').next().unwrap_or("").to_string();
    let swsb = match (code.rfind('{'), code.rfind('}')) {
        (Some(a), Some(b)) if a < b && code.ends_with('}') => code[a + 1..b]
            .split(',')
            .filter(|p| p.starts_with('@') || p.starts_with('$'))
            .collect::<Vec<_>>()
            .join(","),
        _ => String::new(),
    };
    (mnemonic, swsb)
}

/// The Gen12LP opcode numbering and SWSB field, checked on every instruction of the tgllp
/// corpus (native and compacted) against the mnemonic and `{@n,$n...}` iga64 -p=12p1 prints.
#[test]
fn gen12lp_opcodes_and_swsb_match_iga64() {
    let pairs = pairs("gen12lp");
    assert_eq!(pairs.len(), 179, "Gen12LP corpus size");
    let mut checked = 0usize;
    let mut failures = Vec::new();
    for (heap, asm) in &pairs {
        let bytes = std::fs::read(heap).unwrap();
        let text = std::fs::read_to_string(asm).unwrap();
        let mut lines = text
            .lines()
            .filter(|l| !(l.trim().is_empty() || is_label(l)));
        let mut pc = 0usize;
        while pc + 8 <= bytes.len() {
            let compacted = bytes[pc + 3] & 0x20 != 0;
            let number = bytes[pc] & 0x7F;
            let Some(line) = lines.next() else {
                failures.push(format!("{}: more instructions than lines", heap.display()));
                break;
            };
            let (mnemonic, swsb) = mnemonic_and_swsb(line);
            match isa::Opcode::from_number_for(Platform::Gen12Lp, number) {
                Some(op) if op.mnemonic() == mnemonic => {
                    let unordered = matches!(
                        op,
                        isa::Opcode::Send | isa::Opcode::Sendc | isa::Opcode::Math
                    );
                    let ours = isa::swsb::Swsb::decode(bytes[pc + 1], unordered).to_string();
                    if ours != swsb {
                        failures.push(format!(
                            "{} @{pc:#x}: swsb {ours} vs {line}",
                            heap.display()
                        ));
                    }
                }
                other => failures.push(format!(
                    "{} @{pc:#x}: opcode {number:#x} = {other:?} vs {line}",
                    heap.display()
                )),
            }
            checked += 1;
            pc += if compacted { 8 } else { 16 };
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(checked, 41946, "Gen12LP corpus instructions");
}

/// Every Gen12LP instruction of the corpus decodes and prints exactly as iga64 -p=12p1 prints
/// it (a per-instruction view of the kernel comparison, reporting failures by opcode).
#[test]
fn gen12lp_instructions_match_iga64() {
    let mut total = 0usize;
    let mut decoded = 0usize;
    let mut exact = 0usize;
    let mut differ: std::collections::BTreeMap<String, (usize, String)> = Default::default();
    for (heap, asm) in &pairs("gen12lp") {
        let bytes = std::fs::read(heap).unwrap();
        let text = std::fs::read_to_string(asm).unwrap();
        let mut lines = text
            .lines()
            .filter(|l| !(l.trim().is_empty() || is_label(l)));
        let mut pc = 0usize;
        while pc + 8 <= bytes.len() {
            let len = if bytes[pc + 3] & 0x20 != 0 { 8 } else { 16 };
            let line = lines.next().unwrap_or("");
            total += 1;
            if let Ok((inst, _)) = isa::decode_for(Platform::Gen12Lp, &bytes, pc) {
                decoded += 1;
                let ours = normalize(&isa::format_instruction_at(&inst, pc as u32));
                let theirs = normalize(line);
                if ours == theirs {
                    exact += 1;
                } else {
                    let e = differ
                        .entry(inst.opcode.mnemonic().to_string())
                        .or_insert((0, String::new()));
                    e.0 += 1;
                    if e.1.is_empty() {
                        e.1 = format!("ours {ours:?}\n    iga  {theirs:?}");
                    }
                }
            }
            pc += len;
        }
    }
    let report: Vec<String> = differ
        .iter()
        .map(|(m, (n, ex))| format!("{m}: {n}\n    {ex}"))
        .collect();
    println!(
        "{exact} exact of {decoded} decoded of {total}\n{}",
        report.join("\n")
    );
    assert_eq!(total, 41946);
    assert_eq!((decoded, exact), (41946, 41946), "{}", report.join("\n"));
}

/// Gen12LP instructions re-encode to their own bytes (native form; compacted ones through
/// the compaction tables), counted by opcode.
#[test]
fn gen12lp_instructions_re_encode() {
    let mut total = 0usize;
    let mut exact = 0usize;
    let mut differ: std::collections::BTreeMap<String, (usize, String)> = Default::default();
    for (heap, _) in &pairs("gen12lp") {
        let bytes = std::fs::read(heap).unwrap();
        let insts = isa::decode_kernel_for(Platform::Gen12Lp, &bytes).unwrap();
        for (pc, inst) in &insts {
            let pc = *pc as usize;
            let len = inst.encoded_len() as usize;
            total += 1;
            let ours = isa::asm::encode_for(Platform::Gen12Lp, inst);
            match ours {
                Ok(b) if b == bytes[pc..pc + len] => exact += 1,
                other => {
                    let e = differ
                        .entry(inst.opcode.mnemonic().to_string())
                        .or_insert((0, String::new()));
                    e.0 += 1;
                    if e.1.is_empty() {
                        e.1 = format!(
                            "{}\n    ours {:02x?}\n    was  {:02x?}",
                            isa::format_instruction(inst).trim(),
                            other,
                            &bytes[pc..pc + len]
                        );
                    }
                }
            }
        }
    }
    let report: Vec<String> = differ
        .iter()
        .map(|(m, (n, ex))| format!("{m}: {n}\n    {ex}"))
        .collect();
    println!("{exact} of {total} re-encode\n{}", report.join("\n"));
    assert_eq!(total, 41946);
    assert_eq!(exact, 41946, "{}", report.join("\n"));
}

/// Every Gen12LP corpus kernel assembles from its printed text to the same bytes.
#[test]
fn gen12lp_corpus_assembles_from_text() {
    let pairs = pairs("gen12lp");
    let mut failures = Vec::new();
    for (heap, _) in &pairs {
        let bytes = std::fs::read(heap).unwrap();
        let text = isa::format_kernel_for(Platform::Gen12Lp, &bytes).unwrap();
        match isa::asm::assemble_for(Platform::Gen12Lp, &text) {
            Ok(b) if b == bytes => {}
            Ok(b) => {
                let at = (0..b.len().min(bytes.len()))
                    .find(|&i| b[i] != bytes[i])
                    .unwrap_or(0);
                failures.push(format!(
                    "{}: first difference at byte {at:#x}",
                    heap.display()
                ));
            }
            Err(e) => failures.push(format!("{}: {e}", heap.display())),
        }
    }
    assert_eq!(pairs.len(), 179);
    assert!(
        failures.is_empty(),
        "{} of 179 differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
