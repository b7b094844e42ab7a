//! Compiling OpenCL C with Intel's offline compiler (ocloc) and loading programs by path.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use super::binary::{parse_program, Program};
use super::error::{LoadError, Result};

/// Compiles the OpenCL C file `path` for `device` (e.g. `skl`) with `build_options`
/// (e.g. `-cl-std=CL2.0`) by running `ocloc compile` in a temporary directory, and
/// returns the bytes of the produced `.bin`.
pub fn compile_cl(path: &Path, device: &str, build_options: &str) -> Result<Vec<u8>> {
    Ok(compile_cl_logged(path, device, build_options)?.0)
}

/// [`compile_cl`], also returning ocloc's output (the build log) of the successful build.
pub fn compile_cl_logged(
    path: &Path,
    device: &str,
    build_options: &str,
) -> Result<(Vec<u8>, String)> {
    compile_with(OsStr::new("ocloc"), path, device, build_options)
}

/// Compiles OpenCL C source text (written to a temporary `program.cl`) like
/// [`compile_cl_logged`].
pub fn compile_source(
    source: &str,
    device: &str,
    build_options: &str,
) -> Result<(Vec<u8>, String)> {
    let dir = TempDir::new()?;
    let path = dir.0.join("program.cl");
    std::fs::write(&path, source).map_err(|source| LoadError::Io {
        path: path.clone(),
        source,
    })?;
    compile_cl_logged(&path, device, build_options)
}

/// Loads a program: `.cl` files are compiled with ocloc first, anything else is parsed
/// as an ocloc binary. A program of a device family the simulator does not model is refused
/// ([`super::check_device`]).
pub fn load_program(path: &Path, device: &str, build_options: &str) -> Result<Program> {
    let program = read_program(path, device, build_options)?;
    super::validate::check_device(&program)?;
    Ok(program)
}

/// [`load_program`] for programs of any device family (to disassemble them).
pub fn read_program(path: &Path, device: &str, build_options: &str) -> Result<Program> {
    let is_cl = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("cl"));
    let bytes = if is_cl {
        compile_cl(path, device, build_options)?
    } else {
        crate::input::read(path, crate::input::MAX_BINARY).map_err(|source| LoadError::Io {
            path: path.to_path_buf(),
            source,
        })?
    };
    parse_program(&bytes)
}

/// A scratch directory removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Result<Self> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let dir = std::env::temp_dir().join(format!(
            "eusim-ocloc-{}-{nanos}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).map_err(|source| LoadError::Io {
            path: dir.clone(),
            source,
        })?;
        Ok(TempDir(dir))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn compile_with(
    ocloc: &OsStr,
    path: &Path,
    device: &str,
    build_options: &str,
) -> Result<(Vec<u8>, String)> {
    // ocloc would block on a FIFO or read a device forever: regular files only.
    crate::input::open(path).map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let source = path.canonicalize().map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let tmp = TempDir::new()?;
    let mut cmd = Command::new(ocloc);
    cmd.arg("compile")
        .arg("-file")
        .arg(&source)
        .arg("-device")
        .arg(device)
        .arg("-output")
        .arg("program")
        .arg("-out_dir")
        .arg(&tmp.0)
        .current_dir(&tmp.0);
    if !build_options.trim().is_empty() {
        cmd.arg("-options").arg(build_options);
    }
    let out = match cmd.output() {
        Ok(o) => o,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(LoadError::OclocNotFound),
        Err(source) => {
            return Err(LoadError::Io {
                path: PathBuf::from(ocloc),
                source,
            })
        }
    };
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let failed = |status: String| LoadError::OclocFailed {
        path: path.to_path_buf(),
        device: device.to_string(),
        options: build_options.to_string(),
        status,
        log: log.trim_end().to_string() + &prototype_hint(&log),
    };
    if !out.status.success() {
        return Err(failed(out.status.to_string()));
    }
    let mut bins: Vec<PathBuf> = std::fs::read_dir(&tmp.0)
        .map_err(|source| LoadError::Io {
            path: tmp.0.clone(),
            source,
        })?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "bin"))
        .collect();
    bins.sort();
    let one = the_binary(&bins).map_err(failed)?;
    std::fs::read(one)
        .map(|bytes| (bytes, log.trim_end().to_string()))
        .map_err(|source| LoadError::Io {
            path: one.clone(),
            source,
        })
}

/// The one `.bin` file ocloc wrote, or what went wrong (as ocloc's status).
fn the_binary(bins: &[PathBuf]) -> std::result::Result<&PathBuf, String> {
    match bins {
        [one] => Ok(one),
        [] => Err("succeeded but wrote no .bin file".into()),
        many => Err(format!(
            "succeeded but wrote {} .bin files ({}); expected one",
            many.len(),
            many.iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// A hint for the most common failure with the extensions eusim targets: IGC's headers do
/// not declare the media block built-ins, so a kernel must declare the ones it uses.
fn prototype_hint(log: &str) -> String {
    let Some(at) = log.find("implicit declaration of function 'intel_sub_group_media_block") else {
        return String::new();
    };
    let name: String = log[at + "implicit declaration of function '".len()..]
        .chars()
        .take_while(|&c| c != '\'')
        .collect();
    format!(
        "\nhint: IGC does not declare `{name}`; declare it before the kernel, e.g.\n  \
         uint __attribute__((overloadable)) intel_sub_group_media_block_read_ui(int2, int, int, \
         read_only image2d_t);\n  (the cl_intel_media_block_io specification lists every \
         variant's signature)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_compiler_gives_install_hint() {
        let dir = TempDir::new().unwrap();
        let src = dir.0.join("k.cl");
        std::fs::write(&src, "kernel void k() {}").unwrap();
        let err =
            compile_with(OsStr::new("eusim-no-such-ocloc-binary"), &src, "skl", "").unwrap_err();
        assert!(matches!(err, LoadError::OclocNotFound));
        let msg = err.to_string();
        assert!(msg.contains("ocloc not found on PATH"), "{msg}");
        assert!(msg.contains("apt-get install intel-opencl-icd"), "{msg}");
    }

    #[test]
    fn missing_source_is_an_io_error() {
        let err = compile_cl(Path::new("/nonexistent/eusim/k.cl"), "skl", "").unwrap_err();
        assert!(matches!(err, LoadError::Io { .. }), "{err}");
    }
}
