//! The loader's run checks refuse nothing ocloc builds for Gen9: every kernel of every
//! committed Gen9 binary (test corpus, bench, timing, thread, validation, robustness and example
//! kernels) passes the device and kernel checks (the Gen11 and Gen12LP corpus copies are for
//! disassembly only).

use eusim::program::{check_device, check_kernel, parse_program};
use std::path::{Path, PathBuf};

fn bins(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            bins(&p, out);
        } else if p.extension().is_some_and(|x| x == "bin")
            && !p.starts_with(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/loader_devices"))
            && !p.starts_with(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/gen11"))
            && !p.starts_with(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/gen12lp"))
        {
            out.push(p);
        }
    }
}

#[test]
fn every_gen9_kernel_passes_the_run_checks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    for d in ["tests", "benches", "examples"] {
        bins(&root.join(d), &mut all);
    }
    let mut kernels = 0;
    for p in &all {
        let Ok(program) = parse_program(&std::fs::read(p).unwrap()) else {
            continue; // raw heaps and other non-program .bin files
        };
        check_device(&program).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        for k in &program.kernels {
            check_kernel(k).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            kernels += 1;
        }
    }
    assert!(kernels > 100, "{kernels} kernels checked");
}
