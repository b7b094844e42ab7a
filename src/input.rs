//! Opening input files: regular files only, size known before reading, interruptible.
//!
//! Every file eusim reads (launch files, programs, `File` initialisers, configuration and
//! sweep files, stats and results files, assembly sources) goes through [`read`] or
//! [`read_text`]:
//! - the path must name a regular file (after following symbolic links): a FIFO, socket,
//!   character or block device, or directory is refused with a one-line error, and the file
//!   is opened without blocking (`O_NONBLOCK`), so a FIFO with no writer cannot hang the open;
//! - the size is taken from the opened file before anything is read and checked against the
//!   caller's limit, and the buffer is reserved fallibly;
//! - a file that yields more or fewer bytes than its size (`/proc` files report 0) is
//!   refused rather than read as empty or truncated;
//! - reading goes in chunks and stops with an error when SIGINT or SIGTERM arrives
//!   ([`crate::interrupt`]).

use std::io::{Error, ErrorKind, Read};
use std::path::Path;

/// Largest text input (launch, configuration, sweep, stats, results, assembly): 256 MiB.
pub const MAX_TEXT: u64 = 256 << 20;
/// Largest binary input (program binaries, `File` initialisers): 4 GiB.
pub const MAX_BINARY: u64 = 4 << 30;
/// Bytes read between two checks of the stop flag.
const CHUNK: usize = 8 << 20;

fn refuse(msg: String) -> Error {
    Error::new(ErrorKind::InvalidInput, msg)
}

/// What a non-regular file is, for the error message.
pub fn kind_name(t: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() {
        "a directory"
    } else if t.is_file() {
        "a regular file"
    } else {
        "not a regular file"
    }
}

/// Opens `path` for reading if it is a regular file; returns the file and its size.
pub fn open(path: &Path) -> std::io::Result<(std::fs::File, u64)> {
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(refuse(format!(
            "{} is {}, not a regular file (eusim reads only regular files)",
            path.display(),
            kind_name(meta.file_type())
        )));
    }
    let mut opts = std::fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // never blocks in open(), even if the path was swapped for a FIFO after the check
        opts.custom_flags(libc::O_NONBLOCK);
    }
    let file = opts.open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(refuse(format!(
            "{} is {}, not a regular file (eusim reads only regular files)",
            path.display(),
            kind_name(meta.file_type())
        )));
    }
    Ok((file, meta.len()))
}

/// Reads the whole regular file `path`, refusing files over `limit` bytes; see the module
/// docs.
pub fn read(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    let (mut file, len) = open(path)?;
    if len > limit {
        return Err(refuse(format!(
            "{} has {len} bytes, over the limit of {limit}",
            path.display()
        )));
    }
    let n = usize::try_from(len).map_err(|_| refuse(format!("{len} bytes do not fit")))?;
    let mut buf = Vec::new();
    buf.try_reserve_exact(n).map_err(|_| {
        Error::new(
            ErrorKind::OutOfMemory,
            format!("cannot allocate {len} bytes to read {}", path.display()),
        )
    })?;
    buf.resize(n, 0);
    let mut at = 0;
    while at < n {
        if crate::interrupt::requested() {
            return Err(Error::new(
                ErrorKind::Interrupted,
                "interrupted by a signal",
            ));
        }
        let end = (at + CHUNK).min(n);
        let got = file.read(&mut buf[at..end])?;
        if got == 0 {
            return Err(refuse(format!(
                "{} ended after {at} of its {len} bytes (changed while being read)",
                path.display()
            )));
        }
        at += got;
    }
    let mut probe = [0u8; 1];
    if file.read(&mut probe)? != 0 {
        return Err(refuse(format!(
            "{} has more bytes than its size of {len} (a special file, or one being written)",
            path.display()
        )));
    }
    Ok(buf)
}

/// [`read`] as UTF-8 text, with the [`MAX_TEXT`] limit.
pub fn read_text(path: &Path) -> std::io::Result<String> {
    read_text_up_to(path, MAX_TEXT)
}

/// [`read`] as UTF-8 text, with a limit of `limit` bytes (sweep results can be large).
pub fn read_text_up_to(path: &Path, limit: u64) -> std::io::Result<String> {
    let bytes = read(path, limit)?;
    String::from_utf8(bytes).map_err(|e| {
        Error::new(
            ErrorKind::InvalidData,
            format!("{} is not UTF-8 text: {e}", path.display()),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("eusim-input-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn reads_regular_files_and_refuses_the_rest() {
        let d = dir("kinds");
        std::fs::write(d.join("a"), b"hello").unwrap();
        assert_eq!(read(&d.join("a"), 10).unwrap(), b"hello");
        let e = read(&d.join("a"), 4).unwrap_err().to_string();
        assert!(e.contains("5 bytes") && e.contains("limit of 4"), "{e}");
        let e = read(&d, 10).unwrap_err().to_string();
        assert!(e.contains("a directory"), "{e}");
        #[cfg(target_os = "linux")]
        {
            // st_size 0, yet it has contents: refused, not read as empty
            let e = read(Path::new("/proc/self/maps"), 1 << 20)
                .unwrap_err()
                .to_string();
            assert!(e.contains("more bytes than its size of 0"), "{e}");
        }
        let _ = std::fs::remove_dir_all(&d);
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let d = dir("fifo");
        let fifo = d.join("f");
        let ok = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            let e = read(&fifo, 10).unwrap_err().to_string();
            assert!(
                e.contains("a FIFO") && e.contains("not a regular file"),
                "{e}"
            );
        }
        let _ = std::fs::remove_dir_all(&d);
    }
}
