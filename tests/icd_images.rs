//! Images through the ICD: `tests/icd/images_test.py` (PyOpenCL) samples images with linear
//! filtering in every addressing mode, against the OpenCL C formula computed with NumPy, and
//! creates, writes, reads by region, fills and maps 1D, 1D-array, 2D-array and 3D images;
//! `tests/icd/image_buffer_test.py` checks that a 1D image buffer and its buffer share bytes
//! both ways (kernels and host transfers) and the descriptor's validation.
//! Skipped, saying why, without `ocloc` or `python3` with `pyopencl`. (The harness is the one
//! of `tests/icd.rs`.)

use std::process::Command;

mod icd_common;
use icd_common::*;

/// Runs `tests/icd/SCRIPT` with PyOpenCL on the ICD (functional mode) and checks it prints
/// "all passed"; skips, saying why, without ocloc or PyOpenCL.
fn run_script(script: &str, name: &str) {
    if skip_without_ocloc() {
        return;
    }
    let Some(py) = python_with_pyopencl() else {
        eprintln!("skipped: no python3 with pyopencl and numpy (install python3-pyopencl)");
        return;
    };
    let tmp = TempDir::new(name);
    let out = Command::new(py)
        .arg(repo().join("tests/icd").join(script))
        .env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("PYOPENCL_NO_CACHE", "1")
        .env("PYOPENCL_CTX", "")
        .env("EUSIM_CACHE_DIR", tmp.join("cache"))
        .env("EUSIM_MODE", "functional")
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_SET")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("all passed"),
        "{}",
        show(&out)
    );
}

#[test]
fn images_of_every_kind_and_linear_filtering() {
    run_script("images_test.py", "images");
}

#[test]
fn image1d_buffers_share_their_buffers_bytes() {
    run_script("image_buffer_test.py", "image-buffer");
}
