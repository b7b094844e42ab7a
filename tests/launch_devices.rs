//! A launch file's `device:` names the ocloc device its `.cl` program is built for: Gen9,
//! Gen11 and Gen12LP device names build binaries of that generation, which run (functionally
//! and timed) on the matching machine preset; other names are refused with the list. A
//! launch without `device:` builds for the device of the machine it runs on.

use eusim::config::Generation;
use eusim::launch::LaunchFile;
use eusim::program::generation_of;
use eusim::sim::{load_program, load_program_on, run, run_kernel, RunOptions};
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

/// The kernel's output: a[i] = 3 i + 1 (the source's formula), i < 64.
fn check_output(out: &eusim::sim::RunOutcome, what: &str) {
    let got: Vec<i32> = out.args[0]
        .as_ref()
        .unwrap()
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let want: Vec<i32> = (0..64).map(|i| 3 * i + 1).collect();
    assert_eq!(got, want, "{what}");
}

#[test]
fn without_device_a_launch_builds_for_the_machine_it_runs_on() {
    let d = dir("nodevice");
    let text = r#"(program: "k.cl", kernel: "k", global: [64], local: [16],
                   args: [Buffer(init: Zeros(256))])"#;
    let lf = LaunchFile::parse(text, &d.0.join("launch.ron")).unwrap();
    // no `config:` either: the default preset, Gen9
    assert_eq!(
        generation_of(&load_program(&lf).unwrap()),
        Some(Generation::Gen9)
    );
    for (config, device, generation) in [
        ("gen9-gt2", "skl", Generation::Gen9),
        ("iris-plus-g7", "icllp", Generation::Gen11),
        ("uhd770", "tgllp", Generation::Gen12lp),
    ] {
        assert_eq!(lf.device_on(generation), device);
        let program = load_program_on(&lf, generation).unwrap();
        assert_eq!(generation_of(&program), Some(generation), "{config}");
        // as `eusim run launch.ron --config CONFIG`: the machine decides the build
        for functional in [true, false] {
            let opts = RunOptions {
                functional,
                config: eusim::config::MachineConfig::load(config).unwrap(),
                ..RunOptions::default()
            };
            check_output(
                &run(&lf, &opts).unwrap(),
                &format!("{config} functional={functional}"),
            );
        }
        // the launch's own `config:` decides it too
        let named = LaunchFile::parse(
            &text.replace("args:", &format!("config: \"{config}\", args:")),
            &d.0.join("launch.ron"),
        )
        .unwrap();
        let program = load_program(&named).unwrap();
        assert_eq!(generation_of(&program), Some(generation), "{config}");
    }
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
            check_output(&out, &format!("{device} functional={functional}"));
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
