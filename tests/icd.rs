//! The OpenCL platform end to end: the ICD library (crate `eusim-icd`) loaded by the system's
//! OpenCL loader (ocl-icd) through `OCL_ICD_VENDORS`, driven by a C host program
//! (`tests/icd/api.c`, every API group against host-computed references) and by a PyOpenCL
//! script (`tests/icd/pyopencl_test.py`, against NumPy; `tests/icd/info_test.py` queries every
//! info attribute PyOpenCL knows). Each test is skipped, saying why,
//! when its tool (a C compiler with the OpenCL headers and loader, `python3` with
//! `pyopencl`, Intel's `ocloc`) is missing.

use std::path::PathBuf;
use std::process::Command;

mod icd_common;
use icd_common::*;

#[test]
fn c_host_program_runs_every_api_group() {
    if skip_without_ocloc() {
        return;
    }
    let tmp = TempDir::new("c");
    let Some(exe) = compile_c("api", &tmp) else {
        return;
    };
    let stats = tmp.join("stats");
    let out = Command::new(&exe)
        .arg(repo().join("tests/icd/kernels.cl"))
        .env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("EUSIM_SET", "topology.slices=2")
        .env("EUSIM_STATS_DIR", &stats)
        .env("EUSIM_CACHE_DIR", tmp.join("cache"))
        // the kernel fault below is an out-of-bounds write, a fault under the error policy
        .env("EUSIM_OOB", "error")
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_MODE")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("all passed"), "{}", show(&out));
    // the faulting kernel's one-line message, naming the argument
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("out of bounds") && stderr.contains("`out`"),
        "{}",
        show(&out)
    );
    // one stats file per enqueue, named by enqueue number and kernel
    let mut names: Vec<String> = std::fs::read_dir(&stats)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.first().map(String::as_str), Some("0000-axpb.json"));
    let first: serde_json::Value =
        serde_json::from_slice(&std::fs::read(stats.join("0000-axpb.json")).unwrap()).unwrap();
    assert_eq!(first["kernel"], "axpb");
    // 1024 work-items of a SIMD-16 (or 8/32) kernel: threads = 1024 / SIMD width
    let simd = first["simd_width"].as_u64().unwrap();
    assert_eq!(first["threads"].as_u64().unwrap(), 1024 / simd);
    assert!(
        names.iter().any(|n| n.ends_with("-media.json")),
        "{names:?}"
    );
}

#[test]
fn pyopencl_script_runs_against_numpy() {
    // timed: the script checks profiling times too
    run_pyopencl_script("pyopencl_test.py", "py", &[("EUSIM_MODE", "timing")]);
}

#[test]
fn icd_and_launch_file_give_identical_bytes_and_stats() {
    if skip_without_ocloc() {
        return;
    }
    let Some(py) = python_with_pyopencl() else {
        eprintln!("skipped: no python3 with pyopencl and numpy (install python3-pyopencl)");
        return;
    };
    let tmp = TempDir::new("same");
    let example = repo().join("examples/shuffle");
    let (run_dir, icd_dir, stats) = (tmp.join("run"), tmp.join("icd"), tmp.join("stats"));
    std::fs::create_dir_all(&icd_dir).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .arg("run")
        .arg(example.join("launch.ron"))
        .arg("--stats")
        .arg(tmp.join("run.json"))
        .arg("--out-dir")
        .arg(&run_dir)
        .arg("-q")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    let out = Command::new(py)
        .arg(repo().join("tests/icd/identity.py"))
        .arg(example.join("shuffle.bin"))
        .arg(&icd_dir)
        .env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("EUSIM_STATS_DIR", &stats)
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_SET")
        .env_remove("EUSIM_MODE")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    for name in ["shuffled.bin", "rotated.bin"] {
        let a = std::fs::read(run_dir.join(name)).unwrap();
        let b = std::fs::read(icd_dir.join(name)).unwrap();
        assert_eq!(a, b, "{name} differs");
    }
    let json = |p: PathBuf| -> serde_json::Value {
        serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
    };
    assert_eq!(
        json(tmp.join("run.json")),
        json(stats.join("0000-shuffle_u32.json")),
        "stats differ"
    );
}

/// printf through the ICD reaches the application's stdout; a stateful read past a buffer
/// returns zeros; a non-uniform NDRange (a -cl-std=CL2.0 program, functional and timed) gives the
/// last group the remainder (tests/icd/launch_semantics.py).
#[test]
fn pyopencl_printf_out_of_bounds_and_non_uniform_groups_follow_opencl() {
    if skip_without_ocloc() {
        return;
    }
    let Some(py) = python_with_pyopencl() else {
        eprintln!("skipped: no python3 with pyopencl and numpy (install python3-pyopencl)");
        return;
    };
    for mode in ["functional", "timing"] {
        semantics_in(py, mode);
    }
}

/// The launch-semantics script in `mode` (`EUSIM_MODE`; the non-uniform NDRange runs timed
/// too, its parts as consecutive walkers).
fn semantics_in(py: &str, mode: &str) {
    let tmp = TempDir::new(&format!("semantics-{mode}"));
    let out = Command::new(py)
        .arg(repo().join("tests/icd/launch_semantics.py"))
        .arg("--non-uniform")
        .env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("PYOPENCL_NO_CACHE", "1")
        .env("PYOPENCL_CTX", "")
        .env("EUSIM_CACHE_DIR", tmp.join("cache"))
        .env("EUSIM_MODE", mode)
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_SET")
        .env_remove("EUSIM_OOB")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("all passed"), "{}", show(&out));
    // C printf rules: %5.2f of i * 0.5, %x of the int (-1: ffffffff), %s of a literal
    let want =
        "gid 0:  0.00 0 ok\ngid 1:  0.50 ff ok\ngid 2:  1.00 ffffffff ok\ngid 3:  1.50 1000 ok\n";
    assert!(stdout.contains(want), "{}", show(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("warning: kernel `over_read`") && stderr.contains("argument #0 `in`"),
        "{}",
        show(&out)
    );
}

/// get_global_size, get_local_size, ... with a dimension index known only at run time:
/// OpenCL C's 1 and 0 beyond the launch's dimensions up to index 2; indices past the compiled
/// code's 3-entry arrays run as the binary says, 100 fails its event
/// (tests/icd/work_item_range_test.py).
#[test]
fn work_item_functions_with_a_runtime_dimension_index() {
    run_pyopencl_script("work_item_range_test.py", "work-item-range", &[]);
}

/// Every info attribute PyOpenCL exposes answers or fails with CL_INVALID_VALUE for a stated
/// reason, and the device follows `EUSIM_CONFIG` and `EUSIM_SET` (tests/icd/info_test.py).
#[test]
fn every_pyopencl_info_attribute_answers_or_does_not_apply() {
    let set = "clock_mhz=700,memory.l3_bytes_per_slice=262144";
    run_pyopencl_script(
        "info_test.py",
        "info",
        &[("EUSIM_CONFIG", "gen9-gt3"), ("EUSIM_SET", set)],
    );
}

/// Half and double precision (tests/icd/fp_test.py): the default Gen9 device reports
/// `cl_khr_fp16` and `cl_khr_fp64` and its half and double kernels give NumPy's correctly
/// rounded values; a Gen12LP device reports `cl_khr_fp16` only and refuses `double`.
#[test]
fn half_and_double_precision_where_the_hardware_has_them() {
    run_pyopencl_script("fp_test.py", "fp-gen9", &[("FP64", "1")]);
    run_pyopencl_script(
        "fp_test.py",
        "fp-gen12lp",
        &[("FP64", "0"), ("EUSIM_CONFIG", "iris-xe-96eu")],
    );
}

/// `EUSIM_SAMPLE` times launches by sampling (tests/icd/sample_test.py: exact outputs, the
/// stats' `sampled` section with the requested waves; a machine with a small L3 and LLC so
/// that the warm-up ends early); a bad value leaves the platform without a device and says
/// why.
#[test]
fn eusim_sample_times_launches_by_sampling() {
    let stats = TempDir::new("sample-stats");
    let dir = stats.to_string_lossy().into_owned();
    run_pyopencl_script(
        "sample_test.py",
        "sample",
        &[
            ("EUSIM_MODE", "timing"),
            ("EUSIM_SAMPLE", "2"),
            ("EUSIM_STATS_DIR", &dir),
            (
                "EUSIM_SET",
                "memory.l3_bytes_per_slice=16384,memory.llc_bytes=32768",
            ),
        ],
    );
    let Some(py) = python_with_pyopencl() else {
        return;
    };
    let tmp = TempDir::new("sample-bad");
    let out = Command::new(py)
        .args([
            "-c",
            "import pyopencl as cl; cl.get_platforms()[0].get_devices()",
        ])
        .env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("EUSIM_SAMPLE", "1")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("EUSIM_SAMPLE=`1`: expected on, off or a wave count from 2 to 1000000"),
        "{}",
        show(&out)
    );
}
