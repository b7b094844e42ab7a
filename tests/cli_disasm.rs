//! `eusim disasm` of every corpus binary prints iga64's instruction text (whitespace collapsed,
//! `//` comments removed), going through the program loader as the CLI does.

use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn normalise(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn every_corpus_kernel_matches_iga64_through_the_loader() {
    let mut checked = 0;
    let mut bins: Vec<_> = std::fs::read_dir(corpus().join("bin"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    bins.sort();
    for bin in bins {
        let stem = bin.file_stem().unwrap().to_str().unwrap().to_string();
        let program = eusim::program::load_program(&bin, "skl", "").unwrap();
        for k in &program.kernels {
            let expected_path = corpus().join("asm").join(&stem).join(format!("{}.asm", k.name));
            let expected = std::fs::read_to_string(&expected_path)
                .unwrap_or_else(|e| panic!("{}: {e}", expected_path.display()));
            let ours = isa::format_kernel(k.isa()).unwrap();
            let (a, b) = (normalise(&ours), normalise(&expected));
            if let Some(i) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) {
                panic!(
                    "{stem}/{}: line {i}\n ours:  {:?}\n iga64: {:?}",
                    k.name,
                    a.get(i),
                    b.get(i)
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 170, "only {checked} kernels checked");
}

#[test]
fn cli_disasm_one_kernel_and_errors() {
    let exe = env!("CARGO_BIN_EXE_eusim");
    let bin = corpus().join("bin/shuffle_simd16.bin");
    let out = Command::new(exe)
        .args(["disasm", bin.to_str().unwrap(), "--kernel", "shuffle_b32_simd16"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let expected =
        std::fs::read_to_string(corpus().join("asm/shuffle_simd16/shuffle_b32_simd16.asm")).unwrap();
    assert_eq!(
        normalise(&String::from_utf8(out.stdout).unwrap()),
        normalise(&expected)
    );

    let out = Command::new(exe)
        .args(["disasm", bin.to_str().unwrap(), "--kernel", "nope"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no kernel `nope`") && err.contains("shuffle_b32_simd16"), "{err}");
}
