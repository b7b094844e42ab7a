//! Property tests (proptest) of the input paths a user's bytes reach: the decoder and
//! formatter, the program loader and the launch parser never panic, whatever the input. The
//! long campaigns run with `cargo run --release --example fuzz` (see examples/fuzz.rs).

use proptest::prelude::*;
use std::path::Path;

fn corpus_binary() -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/bin/shuffle_simd16.bin"))
        .expect("corpus binary")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn decoder_and_formatter_never_panic(words in proptest::collection::vec(any::<u8>(), 0..64)) {
        let _ = isa::format_kernel(&words);
        if let Ok((inst, _)) = isa::decode(&words, 0) {
            let _ = isa::format_instruction(&inst);
        }
    }

    #[test]
    fn loader_never_panics_on_mutated_binaries(
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8),
        cut in any::<prop::sample::Index>(),
    ) {
        let mut b = corpus_binary();
        for (at, v) in edits {
            let i = at.index(b.len());
            b[i] = v;
        }
        let _ = eusim::program::parse_program(&b);
        let n = cut.index(b.len());
        b.truncate(n);
        let _ = eusim::program::parse_program(&b);
    }

    #[test]
    fn launch_parser_never_panics(text in "\\PC{0,200}") {
        let _ = eusim::launch::LaunchFile::parse(&text, Path::new("/tmp/l.ron"));
    }

    #[test]
    fn launch_parser_never_panics_on_near_valid_files(
        field in "[a-z_]{1,8}",
        n in any::<i64>(),
    ) {
        let text = format!(
            r#"(program: "a.bin", kernel: "k", global: [{n}], args: [Buffer(init: Zeros({n}), {field}: "x"), Scalar(U32({n}))])"#
        );
        let _ = eusim::launch::LaunchFile::parse(&text, Path::new("/tmp/l.ron"));
    }
}
