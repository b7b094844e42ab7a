//! Launch files: which program and kernel to run, the NDRange, and the kernel's arguments.
//!
//! The format is RON (see docs/launch-file.md). Paths inside a launch file are relative to
//! the file itself; [`LaunchFile::load`] resolves them.

mod data;
mod floats;
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
        if let Some((line, col, msg)) = floats::first_overflow(text) {
            return Err(LaunchError::Syntax {
                path: path.to_path_buf(),
                line,
                col,
                msg,
            });
        }
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
        let device = self.device.as_deref().unwrap_or_default();
        if self.device.is_some() && crate::program::device_generation(device).is_none() {
            return Err(bad(
                "device",
                format!(
                    "`{device}` is not a device eusim models ({})",
                    crate::program::SUPPORTED_DEVICES
                        .iter()
                        .map(|(d, g)| format!("{d} ({})", g.name()))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
        self.validate_range().map_err(|(f, m)| bad(f, m))?;
        self.validate_args().map_err(|(f, m)| bad(&f, m))
    }

    /// The NDRange's checks: dimensions, offsets, work-group size; (field, what is wrong).
    fn validate_range(&self) -> Result<(), (&'static str, String)> {
        let dims = self.global.len();
        if !(1..=3).contains(&dims) {
            return Err(("global", format!("needs 1 to 3 dimensions, got {dims}")));
        }
        if let Some(o) = &self.global_offset {
            if o.len() != dims {
                return Err((
                    "global_offset",
                    format!("has {} dimensions but global has {dims}", o.len()),
                ));
            }
        }
        if let Some(local) = &self.local {
            if local.len() != dims {
                return Err((
                    "local",
                    format!("has {} dimensions but global has {dims}", local.len()),
                ));
            }
            // a global size that local does not divide is a non-uniform NDRange (OpenCL 2.0)
            for (d, &l) in local.iter().enumerate() {
                if l == 0 {
                    return Err(("local", format!("dimension {d} is 0")));
                }
            }
            let total: u64 = local.iter().product();
            if total > 256 {
                return Err((
                    "local",
                    format!("work-group of {total} work-items exceeds Gen9's maximum of 256"),
                ));
            }
        }
        for (d, &g) in self.global.iter().enumerate() {
            if g == 0 {
                return Err(("global", format!("dimension {d} is 0")));
            }
        }
        Ok(())
    }

    /// The arguments' checks: images not empty and within Gen9's size, local memory not
    /// empty; (field, what is wrong).
    fn validate_args(&self) -> Result<(), (String, String)> {
        for (i, a) in self.args.iter().enumerate() {
            match a {
                ArgSpec::Image2d { .. } | ArgSpec::Image { .. } => {
                    a.check_image().map_err(|m| (format!("args[{i}]"), m))?;
                }
                ArgSpec::Local { bytes } if *bytes == 0 => {
                    return Err((format!("args[{i}].bytes"), "must be > 0".into()));
                }
                _ => {}
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
