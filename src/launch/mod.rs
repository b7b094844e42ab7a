//! Launch files: which program and kernel to run, the NDRange, and the kernel's arguments.
//!
//! The format is RON (see docs/launch-file.md). Paths inside a launch file are relative to
//! the file itself; [`LaunchFile::load`] resolves them.

mod data;
mod image;
mod types;

pub use data::{fill_init, InitError};
pub use image::{ImageKind, ImageShape};
pub use types::*;

use std::path::{Path, PathBuf};

/// Why a launch file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    /// The file could not be read.
    #[error("cannot read launch file {path}: {source}")]
    Io {
        /// The launch file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The RON text is malformed or a field has the wrong shape.
    #[error("{path}:{line}:{col}: {msg}")]
    Syntax {
        /// The launch file.
        path: PathBuf,
        /// 1-based line of the error.
        line: usize,
        /// 1-based column of the error.
        col: usize,
        /// What was wrong.
        msg: String,
    },
    /// A field parsed but its value cannot be used.
    #[error("{path}: field `{field}`: {msg}")]
    Invalid {
        /// The launch file.
        path: PathBuf,
        /// The field, e.g. `local` or `args[2].width`.
        field: String,
        /// What was wrong.
        msg: String,
    },
}

impl LaunchFile {
    /// Parses launch-file text. `path` names the file in error messages and anchors relative paths.
    pub fn parse(text: &str, path: &Path) -> Result<Self, LaunchError> {
        let opts = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        let mut lf: LaunchFile = opts.from_str(text).map_err(|e| LaunchError::Syntax {
            path: path.to_path_buf(),
            line: e.position.line,
            col: e.position.col,
            msg: e.code.to_string(),
        })?;
        lf.base_dir = path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("."));
        lf.validate(path)?;
        Ok(lf)
    }

    /// Reads and parses a launch file from disk.
    pub fn load(path: &Path) -> Result<Self, LaunchError> {
        let text = crate::input::read_text(path).map_err(|source| LaunchError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Self::parse(&text, path)
    }

    /// Resolves a path written in the launch file against the launch file's directory.
    pub fn resolve(&self, p: &str) -> PathBuf {
        let p = Path::new(p);
        if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.base_dir.join(p)
        }
    }

    fn validate(&self, path: &Path) -> Result<(), LaunchError> {
        let bad = |field: &str, msg: String| LaunchError::Invalid {
            path: path.to_path_buf(),
            field: field.to_string(),
            msg,
        };
        let device = self.device();
        if !crate::program::SUPPORTED_DEVICES.contains(&device) {
            return Err(bad(
                "device",
                format!(
                    "`{device}` is not a device eusim models (Gen9: {})",
                    crate::program::SUPPORTED_DEVICES.join(", ")
                ),
            ));
        }
        let dims = self.global.len();
        if !(1..=3).contains(&dims) {
            return Err(bad(
                "global",
                format!("needs 1 to 3 dimensions, got {dims}"),
            ));
        }
        if let Some(o) = &self.global_offset {
            if o.len() != dims {
                return Err(bad(
                    "global_offset",
                    format!("has {} dimensions but global has {dims}", o.len()),
                ));
            }
        }
        if let Some(local) = &self.local {
            if local.len() != dims {
                return Err(bad(
                    "local",
                    format!("has {} dimensions but global has {dims}", local.len()),
                ));
            }
            for (d, (&g, &l)) in self.global.iter().zip(local).enumerate() {
                if l == 0 {
                    return Err(bad("local", format!("dimension {d} is 0")));
                }
                if g % l != 0 {
                    return Err(bad(
                        "local",
                        format!(
                            "global[{d}] = {g} is not a multiple of local[{d}] = {l} \
                             (non-uniform work-groups are not supported)"
                        ),
                    ));
                }
            }
            let total: u64 = local.iter().product();
            if total > 256 {
                return Err(bad(
                    "local",
                    format!("work-group of {total} work-items exceeds Gen9's maximum of 256"),
                ));
            }
        }
        for (d, &g) in self.global.iter().enumerate() {
            if g == 0 {
                return Err(bad("global", format!("dimension {d} is 0")));
            }
        }
        for (i, a) in self.args.iter().enumerate() {
            match a {
                ArgSpec::Image2d { .. } | ArgSpec::Image { .. } => {
                    a.check_image().map_err(|m| bad(&format!("args[{i}]"), m))?;
                }
                ArgSpec::Local { bytes } if *bytes == 0 => {
                    return Err(bad(&format!("args[{i}].bytes"), "must be > 0".into()));
                }
                _ => {}
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
