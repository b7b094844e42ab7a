//! Images through the ICD: `tests/icd/images_test.py` (PyOpenCL) samples images with linear
//! filtering in every addressing mode, against the OpenCL C formula computed with NumPy, and
//! creates, writes, reads by region, fills and maps 1D, 1D-array, 2D-array and 3D images;
//! `tests/icd/image_buffer_test.py` checks that a 1D image buffer and its buffer share bytes
//! both ways (kernels and host transfers), that kernels reach texels past 65535, and the
//! descriptor's validation.
//! Skipped, saying why, without `ocloc` or `python3` with `pyopencl`. (The harness is the one
//! of `tests/icd.rs`.)

mod icd_common;
use icd_common::*;

#[test]
fn images_of_every_kind_and_linear_filtering() {
    run_pyopencl_script("images_test.py", "images", &[]);
}

#[test]
fn image1d_buffers_share_their_buffers_bytes() {
    run_pyopencl_script("image_buffer_test.py", "image-buffer", &[]);
}

/// The smallest allocation limit (`EUSIM_MAX_ALLOC=1M`) still gives image buffers of the
/// 65536 texels the OpenCL full profile asks for, and kernels reach the last of them.
#[test]
fn image1d_buffers_reach_65536_texels_at_the_smallest_allocation_limit() {
    run_pyopencl_script(
        "image_buffer_test.py",
        "image-buffer-1m",
        &[("EUSIM_MAX_ALLOC", "1M")],
    );
}
