//! The harness of the ICD tests (`tests/icd*.rs`): a scratch directory, the ICD library built
//! with the test's profile, a vendors directory naming it for `OCL_ICD_VENDORS`, the C host
//! programs of `tests/icd/` built and run with a time limit, and skips for missing tools.

#![allow(dead_code)]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

#[path = "../scratch/mod.rs"]
mod scratch;
/// A scratch directory removed on drop (`tests/scratch`).
pub use scratch::Scratch as TempDir;

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn works(cmd: &mut Command) -> bool {
    cmd.output().is_ok_and(|o| o.status.success())
}

/// Builds the ICD library with this test's profile (once per test binary); its path.
pub fn icd_library() -> &'static Path {
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
pub fn vendors(tmp: &TempDir) -> PathBuf {
    let dir = tmp.join("vendors");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("eusim.icd"),
        format!("{}\n", icd_library().display()),
    )
    .unwrap();
    dir
}

pub fn skip_without_ocloc() -> bool {
    let missing = !works(Command::new("ocloc").arg("--help"));
    if missing {
        eprintln!("skipped: ocloc (Intel's OpenCL compiler) is not installed");
    }
    missing
}

pub fn show(out: &Output) -> String {
    format!(
        "status {}\nstdout:\n{}\nstderr:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A Python interpreter that can import pyopencl and numpy (the one on PATH, else Debian's).
pub fn python_with_pyopencl() -> Option<&'static str> {
    ["python3", "/usr/bin/python3"]
        .into_iter()
        .find(|py| works(Command::new(py).args(["-c", "import pyopencl, numpy"])))
}

/// Runs `tests/icd/SCRIPT` with PyOpenCL on the ICD in functional mode on the default machine
/// (unless `env` sets `EUSIM_MODE`, `EUSIM_CONFIG` or `EUSIM_SET`) and checks that it prints "all passed";
/// skips, saying why, without ocloc or PyOpenCL.
pub fn run_pyopencl_script(script: &str, name: &str, env: &[(&str, &str)]) {
    if skip_without_ocloc() {
        return;
    }
    let Some(py) = python_with_pyopencl() else {
        eprintln!("skipped: no python3 with pyopencl and numpy (install python3-pyopencl)");
        return;
    };
    let tmp = TempDir::new(name);
    let out = Command::new(py)
        .arg(repo().join("tests/icd").join(script))
        .env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("PYOPENCL_NO_CACHE", "1")
        // the scripts import tests/icd/checks.py: no bytecode cache beside it
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env("PYOPENCL_CTX", "")
        .env("EUSIM_CACHE_DIR", tmp.join("cache"))
        .env("EUSIM_MODE", "functional")
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_SET")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("all passed"),
        "{}",
        show(&out)
    );
}

/// Compiles the C host program `tests/icd/NAME.c` into `tmp`; `None`, saying why, when there
/// is no C compiler with the OpenCL headers and loader.
pub fn compile_c(name: &str, tmp: &TempDir) -> Option<PathBuf> {
    let exe = tmp.join(name);
    let compiled = Command::new("cc")
        .arg("-O1")
        .arg(repo().join("tests/icd").join(format!("{name}.c")))
        .arg("-o")
        .arg(&exe)
        .args(["-lOpenCL", "-lpthread"])
        .output();
    match compiled {
        Ok(o) if o.status.success() => Some(exe),
        Ok(o) => {
            eprintln!(
                "skipped: cc cannot build an OpenCL host program (install ocl-icd-opencl-dev \
                 opencl-headers): {}",
                String::from_utf8_lossy(&o.stderr)
                    .lines()
                    .next()
                    .unwrap_or("")
            );
            None
        }
        Err(e) => {
            eprintln!("skipped: no C compiler (cc): {e}");
            None
        }
    }
}

/// Runs `cmd` with its output captured (read on threads of their own, so that a full pipe
/// cannot stall it); kills it after `limit`: then an error holding what it printed.
pub fn run_limited(cmd: &mut Command, limit: Duration) -> Result<Output, String> {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let read = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = pipe.read_to_end(&mut v);
            v
        })
    };
    let out = read(Box::new(child.stdout.take().unwrap()));
    let err = read(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break Some(s);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let (stdout, stderr) = (out.join().unwrap(), err.join().unwrap());
    match status {
        Some(status) => Ok(Output {
            status,
            stdout,
            stderr,
        }),
        None => Err(format!(
            "killed after {limit:?}\nstdout:\n{}\nstderr:\n{}",
            String::from_utf8_lossy(&stdout),
            String::from_utf8_lossy(&stderr)
        )),
    }
}
