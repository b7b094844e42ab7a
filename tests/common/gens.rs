//! The generation the functional tests run on (`EUSIM_TEST_GEN`), its corpus and machine.

use std::path::PathBuf;

use super::corpus_path;

/// The generation the functional tests run on: `EUSIM_TEST_GEN` = `gen9` (default),
/// `gen11` (the icllp builds of tests/corpus/gen11 on the `iris-plus-g7` machine) or
/// `gen12lp` (the tgllp builds of tests/corpus/gen12lp on `iris-xe-96eu`).
pub fn test_generation() -> &'static str {
    match std::env::var("EUSIM_TEST_GEN").as_deref() {
        Ok("gen11") => "gen11",
        Ok("gen12lp") => "gen12lp",
        Ok("gen9") | Err(_) => "gen9",
        Ok(other) => panic!("EUSIM_TEST_GEN={other}: expected gen9, gen11 or gen12lp"),
    }
}

/// Path of a corpus file of the generation under test (`bin/x.bin`, `index.tsv`).
pub fn gen_corpus_path(rel: &str) -> PathBuf {
    corpus_path_of(test_generation(), rel)
}

/// Path of a corpus file of generation `gen` (`gen9`, `gen11`, `gen12lp`).
pub fn corpus_path_of(gen: &str, rel: &str) -> PathBuf {
    match gen {
        "gen9" => corpus_path(rel),
        g => corpus_path(&format!("{g}/{rel}")),
    }
}

/// Whether `kernel` of corpus file `file` is built for the generation under test (icllp and
/// tgllp have no fp64, so kernels that use `double` are not built for them); prints why a
/// test is skipped when it is not.
pub fn built(file: &str, kernel: &str) -> bool {
    let index = std::fs::read_to_string(gen_corpus_path("index.tsv")).expect("index.tsv");
    let found = index.lines().any(|l| {
        let mut f = l.split('\t');
        f.next() == Some(file) && f.next() == Some(kernel)
    });
    if !found {
        eprintln!(
            "{file}::{kernel} is not built for {} (no fp64): skipped",
            test_generation()
        );
    }
    found
}

/// The machine preset of generation `gen`.
pub fn machine_of(gen: &str) -> eusim::config::MachineConfig {
    let preset = match gen {
        "gen11" => "iris-plus-g7",
        "gen12lp" => "iris-xe-96eu",
        _ => eusim::config::DEFAULT_PRESET,
    };
    eusim::config::MachineConfig::load(preset).expect("preset")
}
