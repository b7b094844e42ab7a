//! Send errors are typed end to end: a data-port access past a buffer reaches the caller as
//! `SendError::OutOfBounds` naming the surface, offset, length and lane, and the run's error
//! names the kernel argument bound at that binding-table index, in both execution modes.

use eu_model::{ExecError, SendError};
use eusim::launch::LaunchFile;
use eusim::sim::{load_program, run_kernel, RunOptions, SimError};
use memory_model::Space;
use std::path::Path;

/// `loop_variable_trip` (tests/corpus ordinary_control) with a trip count that walks every
/// work-item's reads past the 4096 bytes of `data`.
fn launch() -> LaunchFile {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = root.join("tests/corpus/bin/ordinary_control.bin");
    let cnt = vec!["4294967295"; 128].join(",");
    let text = format!(
        r#"(program: "{}", kernel: "loop_variable_trip", global: [128], local: [64],
            args: [Buffer(init: U32([{cnt}])), Buffer(init: Random(bytes: 4096, seed: 1)),
                   Buffer(init: Zeros(512))])"#,
        bin.display()
    );
    LaunchFile::parse(&text, &root.join("launch.ron")).unwrap()
}

#[test]
fn out_of_bounds_reads_are_typed_and_name_the_argument() {
    let lf = launch();
    let program = load_program(&lf).unwrap();
    for functional in [true, false] {
        let opts = RunOptions {
            functional,
            threads: 1,
            oob: memory_model::OobPolicy::Error,
            ..RunOptions::default()
        };
        let e = run_kernel(&lf, &program, &lf.kernel, &opts).unwrap_err();
        let text = e.to_string();
        let SimError::Exec { source, args, .. } = e else {
            panic!("not an execution error: {text}");
        };
        let ExecError::Send { source, .. } = source else {
            panic!("not a send error: {text}");
        };
        match source {
            SendError::OutOfBounds {
                space: Space::Surface(1),
                addr,
                len,
                lane: Some(_),
            } => {
                assert!(addr >= 0x1000 && addr < 0x1000 + len * 16, "{text}");
            }
            ref other => panic!("functional {functional}: {other:?}: {text}"),
        }
        assert_eq!(source.bti(), Some(1));
        assert!(args.contains("BTI 1 is argument #1 `data`"), "{text}");
        for want in ["bad address", "surface BTI 1", "out of bounds", "lane"] {
            assert!(text.contains(want), "{want}: {text}");
        }
    }
}
