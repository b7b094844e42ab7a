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

use std::process::Command;
use std::time::Duration;

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
    let Some(exe) = compile_c("robust_queue", &tmp) else {
        return;
    };
    let mut cmd = Command::new(&exe);
    cmd.env("OCL_ICD_VENDORS", vendors(&tmp))
        .env("EUSIM_CACHE_DIR", tmp.join("cache"))
        .env("EUSIM_MODE", "functional")
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_SET")
        .env_remove("EUSIM_OOB")
        .env_remove("EUSIM_STATS_DIR");
    let out = run_limited(&mut cmd, TIMEOUT).unwrap_or_else(|e| panic!("robust_queue hung: {e}"));
    let shown = show(&out);
    let (status, stdout) = (out.status, String::from_utf8_lossy(&out.stdout));
    assert!(status.success(), "{shown}");
    assert!(stdout.contains("all passed"), "{shown}");
}
