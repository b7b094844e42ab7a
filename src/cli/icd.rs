//! `eusim icd path` and `eusim icd install [--vendors DIR]`: where the OpenCL platform
//! library (`libeusim_icd.so`, built by the workspace next to the `eusim` binary) is, and
//! registering it with the system's OpenCL loader (a `.icd` file naming the library in the
//! loader's vendors directory, Khronos "OpenCL ICD Loader" specification).

use std::path::{Path, PathBuf};

use super::CliResult;

/// The library's file name.
const LIBRARY: &str = "libeusim_icd.so";

/// The `icd` subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum IcdCommand {
    /// Print the path of the ICD library (for an eusim.icd file or OCL_ICD_VENDORS).
    Path,
    /// Write DIR/eusim.icd naming the library (refuses to replace a different eusim.icd).
    Install {
        /// The loader's vendors directory.
        #[arg(long, value_name = "DIR", default_value = "/etc/OpenCL/vendors")]
        vendors: PathBuf,
    },
}

/// Runs an `icd` subcommand.
pub fn run(cmd: IcdCommand) -> CliResult {
    let lib = library()?;
    let text = match cmd {
        IcdCommand::Path => format!("{}\n", lib.display()),
        IcdCommand::Install { vendors } => install(&lib, &vendors)?,
    };
    super::print(&text)
}

/// The library next to the running executable (cargo puts both in `target/<profile>/`), or
/// in `../lib` of it (an installed prefix).
fn library() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the eusim binary: {e}"))?;
    let dir = exe.parent().unwrap_or(Path::new("."));
    let candidates = [dir.join(LIBRARY), dir.join("../lib").join(LIBRARY)];
    candidates
        .iter()
        .find(|p| p.is_file())
        .map(|p| p.canonicalize().unwrap_or_else(|_| p.clone()))
        .ok_or_else(|| {
            format!(
                "{LIBRARY} not found next to {} (build it with `cargo build --release`, which \
                 builds the eusim-icd crate too)",
                exe.display()
            )
        })
}

/// The largest `eusim.icd` read back: one path (`PATH_MAX` is 4096 on Linux) and a newline.
const MAX_ICD_FILE: u64 = 4097;

/// Writes `vendors/eusim.icd` naming `lib` unless it already does; returns the line to print.
/// An existing file is read like every input (regular files only, bounded, never blocking);
/// one naming another library is kept and refused.
fn install(lib: &Path, vendors: &Path) -> Result<String, String> {
    let file = vendors.join("eusim.icd");
    let text = format!("{}\n", lib.display());
    if std::fs::symlink_metadata(&file).is_ok() {
        let old = eusim::input::read(&file, MAX_ICD_FILE)
            .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        if old == text.as_bytes() {
            return Ok(format!(
                "{} already names {}\n",
                file.display(),
                lib.display()
            ));
        }
        return Err(format!(
            "{} exists and names {} (not {}); remove it first to replace it",
            file.display(),
            first_line(&old),
            lib.display()
        ));
    }
    std::fs::create_dir_all(vendors)
        .map_err(|e| format!("cannot create {}: {e}", vendors.display()))?;
    eusim::output::write_atomic(&file, text.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(format!(
        "wrote {} naming {}\n",
        file.display(),
        lib.display()
    ))
}

/// The first line of an existing `eusim.icd` for an error message: at most 200 characters,
/// control characters escaped, `...` when more lines or characters follow.
fn first_line(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let text = text.trim();
    let line = text.lines().next().unwrap_or("");
    let mut out: String = line
        .chars()
        .take(200)
        .flat_map(char::escape_debug)
        .collect();
    if line.chars().count() > 200 || line.len() < text.len() {
        out += "...";
    }
    if out.is_empty() {
        out = "nothing (empty file)".into();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn install_writes_once_and_never_clobbers_another_library() {
        let dir = std::env::temp_dir().join(format!("eusim-icd-install-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let lib = Path::new("/opt/eusim/libeusim_icd.so");
        install(lib, &dir).unwrap();
        let file = dir.join("eusim.icd");
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "/opt/eusim/libeusim_icd.so\n"
        );
        install(lib, &dir).unwrap(); // same library: nothing to do
        let err = install(Path::new("/elsewhere/libeusim_icd.so"), &dir).unwrap_err();
        assert!(err.contains("remove it first"), "{err}");
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "/opt/eusim/libeusim_icd.so\n"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_existing_file_is_read_like_every_input() {
        let dir = std::env::temp_dir().join(format!("eusim-icd-existing-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let lib = Path::new("/opt/eusim/libeusim_icd.so");
        let file = dir.join("eusim.icd");
        // a FIFO with no writer: refused at once (not waited on), and kept
        let made = std::process::Command::new("mkfifo")
            .arg(&file)
            .status()
            .is_ok_and(|s| s.success());
        if made {
            let err = install(lib, &dir).unwrap_err();
            assert!(
                err.contains("a FIFO") && err.contains("not a regular file"),
                "{err}"
            );
            assert!(std::fs::symlink_metadata(&file).is_ok_and(|m| !m.is_file()));
            std::fs::remove_file(&file).unwrap();
        }
        // a symbolic link to a file of several lines: one line quoted, the file kept
        std::fs::write(dir.join("target"), "line1\nline2\nline3\n").unwrap();
        std::os::unix::fs::symlink("target", &file).unwrap();
        let err = install(lib, &dir).unwrap_err();
        assert!(!err.contains('\n'), "one line: {err}");
        assert!(
            err.contains("names line1...") && !err.contains("line2"),
            "{err}"
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("target")).unwrap(),
            "line1\nline2\nline3\n"
        );
        // larger than any path: refused by its size, not read
        std::fs::remove_file(&file).unwrap();
        std::fs::write(&file, vec![b'x'; 5000]).unwrap();
        let err = install(lib, &dir).unwrap_err();
        assert!(
            err.contains("5000 bytes") && err.contains("limit of 4097"),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
