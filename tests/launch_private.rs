//! Stateless private memory: IGC without optimisation (`-cl-opt-disable`) keeps a kernel's
//! private array in a private-memory surface the runtime allocates, one slot per hardware
//! thread, each thread finding its own by the slot number the dispatcher leaves in `r0.5`
//! (`tests/launch_kernels/opt_disable/private.cl`, built for Gen9 and Gen12LP). Every
//! work-item's result is computed here from the kernel's source. Timed, the threads of an
//! EU interleave their instructions, so threads that shared a slot would read each other's
//! values.

use eusim::config::MachineConfig;
use eusim::launch::LaunchFile;
use eusim::sim::{load_program, run_kernel, RunOptions};
use memory_model::OobPolicy;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

const N: i32 = 5;
const ITEMS: i32 = 1024;

fn launch(bin: &str, kernel: &str, device: &str) -> LaunchFile {
    let bin = root().join("tests/launch_kernels/opt_disable").join(bin);
    let text = format!(
        r#"(program: "{}", kernel: "{kernel}", global: [{ITEMS}], local: [64],
            device: "{device}", args: [Buffer(init: Zeros({})), Scalar(I32({N}))])"#,
        bin.display(),
        ITEMS * 4
    );
    LaunchFile::parse(&text, &root().join("launch.ron")).unwrap()
}

/// `out[g]` by the kernel's source: `a[i] = 8g + i n`, `out[g] = sum (i + 1) a[(3i + n) & 7]`.
fn expected() -> Vec<i32> {
    (0..ITEMS)
        .map(|g| {
            let a: Vec<i32> = (0..8).map(|i| g * 8 + i * N).collect();
            (0..8)
                .map(|i| a[((i * 3 + N) & 7) as usize] * (i + 1))
                .sum()
        })
        .collect()
}

fn ints(bytes: &[u8]) -> Vec<i32> {
    bytes
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn private_arrays_live_in_per_thread_slots_in_every_mode() {
    let want = expected();
    for (bin, device, config) in [
        ("private_Gen9core.bin", "skl", "gen9-gt2"),
        ("private_tgllp.bin", "tgllp", "iris-xe-96eu"),
    ] {
        let lf = launch(bin, "private_rows", device);
        let program = load_program(&lf).unwrap();
        let config = MachineConfig::load(config).unwrap();
        for (functional, threads) in [(true, 1), (true, 2), (false, 1), (false, 2)] {
            let opts = RunOptions {
                functional,
                threads,
                config: config.clone(),
                ..RunOptions::default()
            };
            let what = format!("{bin}, functional {functional}, {threads} host threads");
            let out = run_kernel(&lf, &program, "private_rows", &opts)
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(ints(out.args[0].as_ref().unwrap()), want, "{what}");
        }
    }
}

/// Unoptimised code calls a barrier as a function, whose prologue saves the call frame at
/// A32 offset 0 of the stateless surface: outside every allocation. By default that stops
/// the run, naming the address; `--oob ignore` drops the write, and the results are the
/// kernel's (the frame is restored from registers, not read back).
#[test]
fn a_stack_call_frame_saved_outside_memory_stops_by_default_and_is_dropped_when_ignored() {
    let lf = launch("private_barrier_Gen9core.bin", "private_barrier", "skl");
    let program = load_program(&lf).unwrap();
    for functional in [true, false] {
        let opts = |oob| RunOptions {
            functional,
            oob,
            ..RunOptions::default()
        };
        let e = run_kernel(&lf, &program, "private_barrier", &opts(OobPolicy::Hardware))
            .err()
            .unwrap_or_else(|| panic!("functional {functional}: no error"));
        assert!(
            e.to_string().contains("at 0x0 is out of bounds"),
            "functional {functional}: {e}"
        );
        let out = run_kernel(&lf, &program, "private_barrier", &opts(OobPolicy::Ignore))
            .unwrap_or_else(|e| panic!("functional {functional}: {e}"));
        let got = ints(out.args[0].as_ref().unwrap());
        assert_eq!(got, expected(), "functional {functional}");
    }
}
