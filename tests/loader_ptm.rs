//! Checks the program loader against ocloc's own decode of every corpus binary.
//!
//! Reference: `tests/corpus/ptm/<file>.txt`, the PTM.txt written by `ocloc disasm -dump`,
//! and `tests/corpus/heap/<file>/<kernel>.dat`, the kernel heap ocloc dumped, cut to
//! KernelUnpaddedSize. The PTM text is parsed in `loader_common/ptm.rs`, independently
//! of the loader.

use std::path::{Path, PathBuf};

use eusim::program::parse_program;

#[path = "loader_common/ptm.rs"]
mod ptm;
use ptm::{check_against_ptm, parse_ptm};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn corpus_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(corpus().join("bin"))
        .expect("tests/corpus/bin exists")
        .filter_map(|e| {
            let p = e.ok()?.path();
            if p.extension()? != "bin" {
                return None;
            }
            Some(p.file_stem()?.to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no corpus binaries");
    names
}

fn check_file(file: &str) {
    let bin = std::fs::read(corpus().join("bin").join(format!("{file}.bin"))).unwrap();
    let text = std::fs::read_to_string(corpus().join("ptm").join(format!("{file}.txt"))).unwrap();
    let p = parse_program(&bin).unwrap_or_else(|e| panic!("{file}: {e}"));
    check_against_ptm(file, &p, &parse_ptm(&text));
    for k in &p.kernels {
        let heap = corpus()
            .join("heap")
            .join(file)
            .join(format!("{}.dat", k.name));
        let dumped = std::fs::read(&heap).unwrap_or_else(|e| panic!("{}: {e}", heap.display()));
        assert_eq!(
            k.isa(),
            &dumped[..],
            "{file} kernel {}: ISA bytes vs ocloc's heap dump",
            k.name
        );
    }
}

#[test]
fn every_corpus_binary_matches_ocloc_ptm_dump() {
    for f in corpus_files() {
        check_file(&f);
    }
}

#[test]
fn no_corpus_binary_has_unknown_tokens() {
    for f in corpus_files() {
        let bin = std::fs::read(corpus().join("bin").join(format!("{f}.bin"))).unwrap();
        let p = parse_program(&bin).unwrap();
        for k in &p.kernels {
            let unknown: Vec<u32> = k.unknown_tokens().map(|t| t.number).collect();
            assert!(
                unknown.is_empty(),
                "{f} kernel {}: unknown tokens {unknown:?}",
                k.name
            );
        }
        assert_eq!(
            p.unknown_token_count(),
            0,
            "{f}: program-scope unknown tokens"
        );
    }
}

#[test]
fn ptm_parser_reads_a_known_block() {
    let text = "ProgramBinaryHeader:\n\t4 Magic 1229870147\n\t4 PatchListSize 0\nKernel #0\nKernelBinaryHeader:\n\t4 KernelNameSize 4\n\tKernelName k\nUnidentified PatchToken:\n\t4 Token 19\n\t4 Size 12\n\tHex 0 1 ff 0\n";
    let p = parse_ptm(text);
    assert_eq!(p.header["Magic"], 0x494e5443);
    assert_eq!(p.kernels[0].name, "k");
    assert_eq!(p.kernels[0].tokens[0].field("Token"), 19);
    assert_eq!(p.kernels[0].tokens[0].hex, vec![0, 1, 0xff, 0]);
}
