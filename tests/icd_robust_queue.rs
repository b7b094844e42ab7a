//! Queues, events, kernels and device info of the OpenCL platform where ownership or
//! ordering mistakes hang or leak: a C host program (`tests/icd/robust_queue.c`) on the ICD
//! library (crate `eusim-icd`) through the system's OpenCL loader, run with a timeout so that
//! a hang fails the test. It checks that releasing a queue returns while a command waits for
//! a user event, that released queues leave no worker thread (`/proc/self/task`) and let the
//! context destructor run, that out-of-order queues run past a blocked command while markers
//! and barriers keep their order, the `__local` sizes at enqueue and in
//! `CL_KERNEL_LOCAL_MEM_SIZE`, memory objects of another context, compile headers and
//! linking, and the device info describing them. Skipped, saying why, without a C compiler
//! with the OpenCL headers and loader, or without Intel's `ocloc`.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod icd_common;
use icd_common::*;

/// How long the program may run (a few compiles and small launches take seconds).
const TIMEOUT: Duration = Duration::from_secs(300);

#[test]
fn queues_events_and_kernels_do_not_hang_leak_or_contradict_device_info() {
    if skip_without_ocloc() {
        return;
    }
    let tmp = TempDir::new("robust-queue");
    let exe = tmp.join("robust_queue");
    let src = repo().join("tests/icd/robust_queue.c");
    let compiled = Command::new("cc")
        .arg("-O1")
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .arg("-lOpenCL")
        .output();
    match compiled {
        Ok(o) if o.status.success() => {}
        Ok(o) => {
            eprintln!(
                "skipped: cc cannot build an OpenCL host program (install ocl-icd-opencl-dev \
                 opencl-headers): {}",
                String::from_utf8_lossy(&o.stderr)
                    .lines()
                    .next()
                    .unwrap_or("")
            );
            return;
        }
        Err(e) => {
            eprintln!("skipped: no C compiler (cc): {e}");
            return;
        }
    }
    let mut child = Command::new(&exe)
        .env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("EUSIM_CACHE_DIR", tmp.join("cache"))
        .env("EUSIM_MODE", "functional")
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_SET")
        .env_remove("EUSIM_OOB")
        .env_remove("EUSIM_STATS_DIR")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // read the pipes on threads of their own so that a full pipe cannot stall the program
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out_pipe.read_to_string(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err_pipe.read_to_string(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break Some(s);
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let stdout = out_reader.join().unwrap();
    let stderr = err_reader.join().unwrap();
    let shown = format!("status {status:?}\nstdout:\n{stdout}\nstderr:\n{stderr}");
    let Some(status) = status else {
        panic!("robust_queue hung (killed after {TIMEOUT:?}):\n{shown}");
    };
    assert!(status.success(), "{shown}");
    assert!(stdout.contains("all passed"), "{shown}");
}
