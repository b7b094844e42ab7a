//! Every kernel heap in the corpus disassembles to exactly what iga64 printed for it
//! (`tests/corpus/asm/<file>/<K>.asm`, produced by `iga64 -d -p=9`), compared line by line
//! with whitespace collapsed and `//` comments removed.

use std::path::{Path, PathBuf};

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
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

fn pairs() -> Vec<(PathBuf, PathBuf)> {
    let heap_dir = corpus_root().join("heap");
    let asm_dir = corpus_root().join("asm");
    let mut out = Vec::new();
    let Ok(files) = std::fs::read_dir(&heap_dir) else {
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
            let asm = asm_dir.join(file.file_name()).join(format!("{stem}.asm"));
            out.push((p, asm));
        }
    }
    out.sort();
    out
}

#[test]
fn corpus_matches_iga64() {
    let pairs = pairs();
    assert!(
        !pairs.is_empty(),
        "no corpus kernels found under {:?}",
        corpus_root()
    );
    let mut failures = Vec::new();
    for (heap, asm) in &pairs {
        let bytes = std::fs::read(heap).unwrap();
        let expected = std::fs::read_to_string(asm)
            .unwrap_or_else(|e| panic!("missing iga64 text {}: {e}", asm.display()));
        let ours = match isa::format_kernel(&bytes) {
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
    assert!(
        failures.is_empty(),
        "{} of {} kernels differ:\n{}",
        failures.len(),
        pairs.len(),
        failures.join("\n")
    );
}
