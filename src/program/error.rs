//! Errors produced while loading, compiling or decoding a program.

use std::path::PathBuf;

/// Everything that can go wrong while turning a file into a [`crate::program::Program`].
///
/// Byte offsets are always counted from the start of the input file, so that a user can
/// look at the reported position with a hex dump.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The input ended (or a containing blob ended) before a field could be read.
    #[error("truncated input: {what} needs {needed} bytes at offset {offset:#x}, but only {available} remain")]
    Truncated {
        /// What was being read.
        what: String,
        /// File offset where the read started.
        offset: usize,
        /// Number of bytes that were needed.
        needed: usize,
        /// Number of bytes actually available.
        available: usize,
    },
    /// The input is neither an ocloc ELF container nor a raw patch-token program.
    #[error("unrecognised program format: expected an ocloc ELF (\\x7fELF) or a patch-token program (magic 'CTNI'), found bytes {found:02x?} at offset 0")]
    UnknownFormat {
        /// The first bytes of the input.
        found: Vec<u8>,
    },
    /// The ELF container is structurally invalid or of an unsupported flavour.
    #[error("invalid ELF container at offset {offset:#x}: {reason}")]
    BadElf {
        /// File offset of the offending field.
        offset: usize,
        /// What is wrong.
        reason: String,
    },
    /// The device debug section (ocloc `-g`) or a kernel's DWARF inside it is malformed.
    #[error("invalid debug information at offset {offset:#x}: {reason}")]
    BadDebugInfo {
        /// File offset of the kernel's debug data (or of the section).
        offset: usize,
        /// What is wrong.
        reason: String,
    },
    /// The ELF container holds no device binary section (type 0xff000005).
    #[error("the ELF container has no OpenCL device binary section (type 0xff000005); sections present: {sections}")]
    NoDeviceBinary {
        /// Names and types of the sections that were found.
        sections: String,
    },
    /// The patch-token program header has the wrong magic number.
    #[error("bad patch-token program magic {found:#010x} at offset {offset:#x}, expected 0x494e5443 ('CTNI')")]
    BadMagic {
        /// File offset of the magic field.
        offset: usize,
        /// The value found.
        found: u32,
    },
    /// The patch-token program was produced by an unsupported compiler interface version.
    #[error("unsupported patch-token binary version {found} at offset {offset:#x}; only version {expected} (IGC 1.0.12504, ocloc 22.43) is supported")]
    UnsupportedVersion {
        /// File offset of the version field.
        offset: usize,
        /// The version found.
        found: u32,
        /// The supported version.
        expected: u32,
    },
    /// A structure is present but its contents are inconsistent.
    #[error("malformed program at offset {offset:#x}: {reason}")]
    Malformed {
        /// File offset of the offending structure.
        offset: usize,
        /// What is wrong.
        reason: String,
    },
    /// Reading a file failed.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file that could not be read.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// `ocloc` is not installed.
    #[error("ocloc not found on PATH: install intel-opencl-icd (apt-get install intel-opencl-icd) or pass a compiled .bin")]
    OclocNotFound,
    /// `ocloc` ran but did not produce a binary.
    #[error("ocloc failed to compile {path} for device {device} with options \"{options}\" ({status}); build log:\n{log}")]
    OclocFailed {
        /// The source file.
        path: PathBuf,
        /// The target device.
        device: String,
        /// The build options.
        options: String,
        /// Exit status description.
        status: String,
        /// Everything ocloc printed.
        log: String,
    },
}

/// Result alias for program loading.
pub type Result<T> = std::result::Result<T, LoadError>;

impl LoadError {
    /// Convenience constructor for [`LoadError::Malformed`].
    pub(crate) fn malformed(offset: usize, reason: impl Into<String>) -> Self {
        LoadError::Malformed {
            offset,
            reason: reason.into(),
        }
    }
}
