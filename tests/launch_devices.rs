//! A launch file's `device:` names the ocloc device its `.cl` program is built for: Gen9,
//! Gen11 and Gen12LP device names build binaries of that generation, which run (functionally
//! and timed) on the matching machine preset; other names are refused with the list.

use eusim::config::Generation;
use eusim::launch::LaunchFile;
use eusim::program::generation_of;
use eusim::sim::{load_program, run_kernel, RunOptions};
use std::path::PathBuf;

const KERNEL: &str =
    "kernel void k(global int *a) { a[get_global_id(0)] = 3 * (int)get_global_id(0) + 1; }\n";

/// A temp directory with the kernel source, removed on drop.
struct Dir(PathBuf);

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn dir(tag: &str) -> Dir {
    let d = std::env::temp_dir().join(format!("eusim-launch-devices-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("k.cl"), KERNEL).unwrap();
    Dir(d)
}

fn launch(d: &Dir, device: &str, config: &str) -> Result<LaunchFile, String> {
    let text = format!(
        r#"(program: "k.cl", kernel: "k", global: [64], local: [16], device: "{device}",
            config: "{config}", args: [Buffer(init: Zeros(256))])"#
    );
    LaunchFile::parse(&text, &d.0.join("launch.ron")).map_err(|e| e.to_string())
}

#[test]
fn gen11_and_gen12_devices_build_for_their_generation_and_run() {
    for (device, config, generation) in [
        ("icllp", "iris-plus-g7", Generation::Gen11),
        ("tgllp", "iris-xe-96eu", Generation::Gen12lp),
        ("adl-s", "uhd770", Generation::Gen12lp),
    ] {
        let d = dir(device);
        let lf = launch(&d, device, config).unwrap();
        let program = load_program(&lf).unwrap();
        assert_eq!(generation_of(&program), Some(generation), "{device}");
        for functional in [true, false] {
            let opts = RunOptions {
                functional,
                config: eusim::config::MachineConfig::load(config).unwrap(),
                ..RunOptions::default()
            };
            let out = run_kernel(&lf, &program, "k", &opts).unwrap();
            let got: Vec<i32> = out.args[0]
                .as_ref()
                .unwrap()
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            let want: Vec<i32> = (0..64).map(|i| 3 * i + 1).collect();
            assert_eq!(got, want, "{device} functional={functional}");
        }
    }
}

#[test]
fn an_unmodelled_device_is_refused_with_the_list() {
    let d = dir("dg2");
    let e = launch(&d, "dg2", "gen9-gt2").unwrap_err();
    assert!(e.contains("`dg2` is not a device eusim models"), "{e}");
    assert!(
        e.contains("tgllp (gen12lp)") && e.contains("icllp (gen11)"),
        "{e}"
    );
}
