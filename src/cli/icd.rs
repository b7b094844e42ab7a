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
    match cmd {
        IcdCommand::Path => println!("{}", lib.display()),
        IcdCommand::Install { vendors } => install(&lib, &vendors)?,
    }
    Ok(())
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

fn install(lib: &Path, vendors: &Path) -> Result<(), String> {
    let file = vendors.join("eusim.icd");
    let text = format!("{}\n", lib.display());
    match std::fs::read_to_string(&file) {
        Ok(old) if old == text => {
            println!("{} already names {}", file.display(), lib.display());
            return Ok(());
        }
        Ok(old) => {
            return Err(format!(
                "{} exists and names {} (not {}); remove it first to replace it",
                file.display(),
                old.trim(),
                lib.display()
            ))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(format!("cannot read {}: {e}", file.display())),
    }
    std::fs::create_dir_all(vendors)
        .map_err(|e| format!("cannot create {}: {e}", vendors.display()))?;
    eusim::output::write_atomic(&file, text.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    println!("wrote {} naming {}", file.display(), lib.display());
    Ok(())
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
}
