//! Images through the ICD: `tests/icd/images_test.py` (PyOpenCL) samples images with linear
//! filtering in every addressing mode, against the OpenCL C formula computed with NumPy, and
//! creates, writes, reads by region, fills and maps 1D, 1D-array, 2D-array and 3D images.
//! Skipped, saying why, without `ocloc` or `python3` with `pyopencl`. (The harness is the one
//! of `tests/icd.rs`.)

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// A scratch directory removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("eusim-icd-img-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn works(cmd: &mut Command) -> bool {
    cmd.output().is_ok_and(|o| o.status.success())
}

/// Builds the ICD library with this test's profile (once per test binary); its path.
fn icd_library() -> &'static Path {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(|| {
        // target/<profile>/deps/icd-<hash>
        let exe = std::env::current_exe().unwrap();
        let profile_dir = exe.parent().and_then(Path::parent).unwrap().to_path_buf();
        let mut cmd = Command::new(option_env!("CARGO").unwrap_or("cargo"));
        cmd.args(["build", "-q", "-p", "eusim-icd"])
            .current_dir(repo());
        if profile_dir.file_name().is_some_and(|n| n == "release") {
            cmd.arg("--release");
        }
        let out = cmd.output().expect("cargo runs");
        assert!(
            out.status.success(),
            "building eusim-icd failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let lib = profile_dir.join("libeusim_icd.so");
        assert!(lib.is_file(), "{} was not built", lib.display());
        lib
    })
}

/// A vendors directory naming the ICD library, for `OCL_ICD_VENDORS`.
fn vendors(tmp: &TempDir) -> PathBuf {
    let dir = tmp.0.join("vendors");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("eusim.icd"),
        format!("{}\n", icd_library().display()),
    )
    .unwrap();
    dir
}

fn skip_without_ocloc() -> bool {
    let missing = !works(Command::new("ocloc").arg("--help"));
    if missing {
        eprintln!("skipped: ocloc (Intel's OpenCL compiler) is not installed");
    }
    missing
}

fn show(out: &Output) -> String {
    format!(
        "status {}\nstdout:\n{}\nstderr:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A Python interpreter that can import pyopencl (the one on PATH, else Debian's).
fn python_with_pyopencl() -> Option<&'static str> {
    ["python3", "/usr/bin/python3"]
        .into_iter()
        .find(|py| works(Command::new(py).args(["-c", "import pyopencl, numpy"])))
}

#[test]
fn images_of_every_kind_and_linear_filtering() {
    if skip_without_ocloc() {
        return;
    }
    let Some(py) = python_with_pyopencl() else {
        eprintln!("skipped: no python3 with pyopencl and numpy (install python3-pyopencl)");
        return;
    };
    let tmp = TempDir::new("images");
    let out = Command::new(py)
        .arg(repo().join("tests/icd/images_test.py"))
        .env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("PYOPENCL_NO_CACHE", "1")
        .env("PYOPENCL_CTX", "")
        .env("EUSIM_CACHE_DIR", tmp.0.join("cache"))
        .env("EUSIM_MODE", "functional")
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_SET")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("all passed"),
        "{}",
        show(&out)
    );
}
