//! Output files: checked before any work starts, written whole or not at all.
//!
//! Every file any command writes (`run`'s `save:`s, `--stats` and its `.config.ron`
//! sibling, `--trace`, `--profile`, `--report`; `asm -o`, `report -o`, `plot -o`, `sweep`'s
//! and `merge`'s result files, `sweep --sbatch`) is validated up front by [`check`]: its
//! directory exists, it is not a symbolic link, it is not a directory, FIFO, socket or device
//! (only a missing path or a regular file is replaced), it is not an input of the same command,
//! and no two outputs name the same file. Files are then written to a temporary name
//! `.NAME.eusim-PID.tmp` in the same directory and renamed over the target when complete, so an
//! interrupted or failed command leaves earlier files intact and never a partial one; the
//! temporaries of processes that no longer exist (a `kill -9`) are removed by the next write of
//! the same file.

use std::io::Write;
use std::path::{Path, PathBuf};

/// An output file and what it is (for error messages).
#[derive(Clone, Debug)]
pub struct Output {
    /// The path as it will be written.
    pub path: PathBuf,
    /// What writes it, e.g. "`save:` of argument 2" or "--stats".
    pub role: String,
}

/// An input file of the run and what it is.
#[derive(Clone, Debug)]
pub struct Input {
    /// The path as given.
    pub path: PathBuf,
    /// What reads it.
    pub role: String,
}

/// The absolute form of a path whose directory exists (the file itself may not), with the
/// directory's symbolic links resolved.
fn normal(path: &Path) -> Result<PathBuf, String> {
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let dir = parent
        .canonicalize()
        .map_err(|e| format!("directory {} of {}: {e}", parent.display(), path.display()))?;
    let name = path
        .file_name()
        .ok_or_else(|| format!("{} names no file", path.display()))?;
    Ok(dir.join(name))
}

/// Whether two existing paths are one file (hard links included).
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    let _ = (a, b);
    false
}

/// One output, one role, no inputs to protect beyond `inputs` (a convenience over [`check`]).
pub fn check_one(path: &Path, role: &str, inputs: &[(&Path, &str)]) -> Result<(), String> {
    let inputs: Vec<Input> = inputs
        .iter()
        .map(|(p, r)| Input {
            path: p.to_path_buf(),
            role: r.to_string(),
        })
        .collect();
    check(
        &[Output {
            path: path.to_path_buf(),
            role: role.into(),
        }],
        &inputs,
    )
}

/// Checks the outputs of a run against each other and its inputs; see the module docs.
pub fn check(outputs: &[Output], inputs: &[Input]) -> Result<(), String> {
    let mut seen: Vec<(PathBuf, &Output)> = Vec::new();
    for o in outputs {
        let n = normal(&o.path)
            .map_err(|e| format!("cannot write {} ({}): {e}", o.path.display(), o.role))?;
        if let Ok(meta) = std::fs::symlink_metadata(&o.path) {
            if meta.file_type().is_symlink() {
                return Err(format!(
                    "{} ({}) is a symbolic link: refusing to write through it",
                    o.path.display(),
                    o.role
                ));
            }
            if !meta.is_file() {
                return Err(format!(
                    "{} ({}) is {}: eusim replaces only regular files",
                    o.path.display(),
                    o.role,
                    crate::input::kind_name(meta.file_type())
                ));
            }
        }
        if let Some((_, first)) = seen.iter().find(|(p, _)| *p == n) {
            return Err(format!(
                "{} is written twice: by {} and by {}",
                o.path.display(),
                first.role,
                o.role
            ));
        }
        for i in inputs {
            let same = i.path.canonicalize().is_ok_and(|p| p == n) || same_file(&o.path, &i.path);
            if same {
                return Err(format!(
                    "{} ({}) would overwrite {} ({}), an input of this run",
                    o.path.display(),
                    o.role,
                    i.path.display(),
                    i.role
                ));
            }
        }
        seen.push((n, o));
    }
    Ok(())
}

/// Fails unless `path` is missing or a regular file (checked again right before the rename:
/// a FIFO or device that appeared since [`check`] is never replaced).
fn replaceable(path: &Path) -> std::io::Result<()> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if !m.is_file() => Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!(
                "{} is {}: eusim replaces only regular files",
                path.display(),
                crate::input::kind_name(m.file_type())
            ),
        )),
        _ => Ok(()),
    }
}

/// Whether process `pid` exists (Linux: `/proc/PID`; elsewhere every process is assumed
/// alive, so nothing is removed).
fn alive(pid: u32) -> bool {
    if cfg!(target_os = "linux") {
        Path::new("/proc").join(pid.to_string()).exists()
    } else {
        true
    }
}

/// Removes `.NAME.eusim-PID.tmp` files in `dir` left by processes that no longer exist.
fn remove_stale_temporaries(dir: &Path, name: &str) {
    let prefix = format!(".{name}.eusim-");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let file = e.file_name();
        let file = file.to_string_lossy();
        let Some(pid) = file
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix(".tmp"))
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        let regular = e.file_type().is_ok_and(|t| t.is_file());
        if regular && pid != std::process::id() && !alive(pid) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// Writes `bytes` to `path` through a temporary file in the same directory, renamed over
/// `path` when complete.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomic_with(path, |w| w.write_all(bytes))
}

/// Like [`write_atomic`], with the contents produced by `fill` into a buffered writer.
pub fn write_atomic_with(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut f = AtomicFile::create(path)?;
    fill(f.writer())?;
    f.commit()
}

/// A file written under a temporary name in its directory and renamed over its real name by
/// [`AtomicFile::commit`]; dropped without a commit, the temporary file is removed.
pub struct AtomicFile {
    path: PathBuf,
    tmp: PathBuf,
    file: Option<std::io::BufWriter<std::fs::File>>,
    /// Where writes go after a failed commit (never in practice: commit consumes the file).
    sink: std::io::Sink,
}

impl AtomicFile {
    /// Creates the temporary file for `path`.
    pub fn create(path: &Path) -> std::io::Result<AtomicFile> {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let name = path.file_name().ok_or_else(|| {
            std::io::Error::new(std::io::ErrorKind::InvalidInput, "the path names no file")
        })?;
        let tmp = dir.join(format!(
            ".{}.eusim-{}.tmp",
            name.to_string_lossy(),
            std::process::id()
        ));
        remove_stale_temporaries(dir, &name.to_string_lossy());
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .or_else(|_| {
                // a leftover of this very PID (an earlier write in this process failed hard)
                std::fs::remove_file(&tmp)?;
                std::fs::File::create_new(&tmp)
            })?;
        Ok(AtomicFile {
            path: path.to_path_buf(),
            tmp,
            file: Some(std::io::BufWriter::new(file)),
            sink: std::io::sink(),
        })
    }

    /// The writer of the temporary file.
    pub fn writer(&mut self) -> &mut dyn Write {
        match self.file.as_mut() {
            Some(f) => f,
            None => &mut self.sink,
        }
    }

    /// Flushes, syncs and renames the file into place.
    pub fn commit(mut self) -> std::io::Result<()> {
        let Some(w) = self.file.take() else {
            return Ok(());
        };
        let result = (|| {
            let file = w.into_inner().map_err(|e| e.into_error())?;
            file.sync_all()?;
            replaceable(&self.path)?;
            std::fs::rename(&self.tmp, &self.path)
        })();
        if result.is_err() {
            let _ = std::fs::remove_file(&self.tmp);
        }
        result
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.writer().write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.writer().flush()
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn out(p: &Path, role: &str) -> Output {
        Output {
            path: p.to_path_buf(),
            role: role.into(),
        }
    }

    #[test]
    fn refuses_clashes_inputs_links_and_missing_dirs() {
        let d = std::env::temp_dir().join(format!("eusim-output-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        let input = d.join("in.ron");
        std::fs::write(&input, "x").unwrap();
        let inputs = [Input {
            path: input.clone(),
            role: "--config".into(),
        }];
        let e = check(&[out(&d.join("./in.ron"), "--stats sibling")], &inputs).unwrap_err();
        assert!(
            e.contains("would overwrite") && e.contains("--config"),
            "{e}"
        );
        let e = check(
            &[
                out(&d.join("a.bin"), "save 1"),
                out(&d.join("a.bin"), "save 2"),
            ],
            &[],
        )
        .unwrap_err();
        assert!(
            e.contains("written twice") && e.contains("save 1") && e.contains("save 2"),
            "{e}"
        );
        let e = check(&[out(&d.join("missing/a.bin"), "--trace")], &[]).unwrap_err();
        assert!(e.contains("missing"), "{e}");
        #[cfg(unix)]
        {
            let link = d.join("link.bin");
            let _ = std::fs::remove_file(&link);
            std::os::unix::fs::symlink(&input, &link).unwrap();
            let e = check(&[out(&link, "save 0")], &[]).unwrap_err();
            assert!(e.contains("symbolic link"), "{e}");
        }
        assert!(check(&[out(&d.join("ok.bin"), "save 0")], &inputs).is_ok());
        // Atomic write: complete file, no temporary left behind.
        write_atomic(&d.join("ok.bin"), b"abc").unwrap();
        assert_eq!(std::fs::read(d.join("ok.bin")).unwrap(), b"abc");
        let left: Vec<_> = std::fs::read_dir(&d)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".eusim-"))
            .collect();
        assert!(left.is_empty());
        let _ = std::fs::remove_dir_all(&d);
    }
}
