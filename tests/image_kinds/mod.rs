//! The OpenCL C programs of this folder, compiled by the tests that name them, and what those
//! tests share.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The path of `tests/image_kinds/NAME`, or `None` (saying why) when ocloc, which compiles
/// it, is not installed.
pub fn program(name: &str) -> Option<PathBuf> {
    let ok = Command::new("ocloc")
        .arg("--help")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!("skipped: ocloc (Intel's OpenCL compiler) is not installed");
        return None;
    }
    Some(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/image_kinds")
            .join(name),
    )
}

/// `v` as a launch file's comma-separated list.
pub fn list<T: ToString>(v: &[T]) -> String {
    v.iter().map(T::to_string).collect::<Vec<_>>().join(",")
}
