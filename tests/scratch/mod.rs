//! A scratch directory under the system temp dir that removes itself when dropped, also when
//! the test fails (the drop runs while a panic unwinds).

use std::ops::Deref;
use std::path::{Path, PathBuf};

/// The directory `eusim-NAME-PID` in the temp dir, empty and removed on drop.
pub struct Scratch(PathBuf);

impl Scratch {
    /// Creates it (removing what an earlier run of the same process id left).
    pub fn new(name: &str) -> Scratch {
        let d = std::env::temp_dir().join(format!("eusim-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        Scratch(d)
    }
}

impl Deref for Scratch {
    type Target = PathBuf;
    fn deref(&self) -> &PathBuf {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.as_os_str()
    }
}
