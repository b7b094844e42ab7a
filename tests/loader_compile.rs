//! `.cl` programs: compiled with ocloc (when installed) and loaded; failures carry the log.

mod scratch;
use scratch::Scratch;

use std::path::{Path, PathBuf};

use eusim::program::{load_program, parse_program, LoadError};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn have_ocloc() -> bool {
    let found = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("ocloc").is_file()));
    if !found {
        eprintln!("ocloc not on PATH: skipping compile test");
    }
    found
}

#[test]
fn compiling_a_corpus_kernel_reproduces_the_committed_binary() {
    if !have_ocloc() {
        return;
    }
    let name = "ordinary_local";
    let compiled = load_program(
        &corpus().join("kernels").join(format!("{name}.cl")),
        "skl",
        "-cl-std=CL2.0",
    )
    .unwrap();
    let committed =
        parse_program(&std::fs::read(corpus().join("bin").join(format!("{name}.bin"))).unwrap())
            .unwrap();
    assert_eq!(compiled.build_options.as_deref(), Some("-cl-std=CL2.0"));
    assert_eq!(compiled.kernels.len(), committed.kernels.len());
    for (a, b) in compiled.kernels.iter().zip(&committed.kernels) {
        assert_eq!(a.name, b.name);
        assert_eq!(a.isa(), b.isa(), "kernel {}", a.name);
        assert_eq!(a.args, b.args, "kernel {}", a.name);
    }
}

#[test]
fn loading_a_bin_by_path_reads_the_file() {
    let p = load_program(&corpus().join("bin/ordinary_local.bin"), "skl", "").unwrap();
    assert!(p.kernel("local_reverse").is_some());
    let err = load_program(Path::new("/nonexistent/x.bin"), "skl", "").unwrap_err();
    assert!(matches!(err, LoadError::Io { .. }), "{err}");
}

#[test]
fn compile_errors_include_the_build_log() {
    if !have_ocloc() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("eusim-loader-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("bad.cl");
    std::fs::write(
        &src,
        "kernel void f(global int* a) { a[0] = undeclared_thing; }\n",
    )
    .unwrap();
    let err = load_program(&src, "skl", "-cl-std=CL2.0").unwrap_err();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(matches!(err, LoadError::OclocFailed { .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("undeclared_thing"), "{msg}");
    assert!(msg.contains("bad.cl"), "{msg}");
}

/// A media block read without its prototype: ocloc's log is shown as ocloc printed it (one
/// line of reason first, then the log lines with their carets), with a hint to declare it.
#[test]
fn compile_errors_show_the_log_and_a_prototype_hint() {
    if !have_ocloc() {
        return;
    }
    let d = Scratch::new("proto");
    let cl = d.join("k.cl");
    std::fs::write(
        &cl,
        "__attribute__((intel_reqd_sub_group_size(8)))\n\
         __kernel void k(read_only image2d_t img, __global uint *out) {\n    \
         out[get_global_id(0)] = intel_sub_group_media_block_read_ui((int2)(0, 0), 8, 1, img);\n}\n",
    )
    .unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_eusim"))
        .args(["info", cl.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    let lines: Vec<&str> = e.lines().collect();
    assert!(
        lines[0].starts_with("eusim: ocloc failed to compile"),
        "{e}"
    );
    assert!(
        lines.iter().any(|l| l.contains(
            "error: implicit declaration of function 'intel_sub_group_media_block_read_ui'"
        )),
        "{e}"
    );
    // the caret line keeps its indentation under the call
    assert!(
        lines
            .iter()
            .any(|l| l.trim() == "^" && l.starts_with("    ")),
        "{e}"
    );
    assert!(
        e.contains("hint: IGC does not declare `intel_sub_group_media_block_read_ui`"),
        "{e}"
    );
}
