//! The loader refuses what it cannot run with a one-line error, never a panic or a silently
//! wrong result: binaries of device families eusim does not model (one ocloc build per family,
//! tests/loader_devices), `device:` naming one, and single-field mutations of a Gen9 binary
//! (zero work-group dimension, SIMD width 0 or 64, a payload offset out of range, a damaged
//! checksum).

mod robust_common;
use robust_common::*;

use eusim::program::{kernel_checksum, parse_program, tokens};
use std::path::Path;

#[test]
fn gen9_builds_run_and_copy_their_input() {
    for device in ["skl", "kbl", "cfl"] {
        let d = scratch(&format!("family-{device}"));
        copy_launch(&d, &device_bin(device), "");
        let o = eusim(&d, &["-q", "run", "launch.ron", "--functional"]);
        assert_eq!(o.status.code(), Some(0), "{device}: {}", stderr(&o));
        assert_eq!(
            std::fs::read(d.join("out.bin")).unwrap(),
            random256(),
            "{device}"
        );
    }
}

#[test]
fn other_families_are_refused_naming_theirs_and_gen9() {
    for (device, family) in [
        ("bdw", "Gen8"),
        ("icllp", "Gen11"),
        ("tgllp", "Gen12LP"),
        ("dg1", "Gen12LP"),
        ("dg2", "Xe-HPG"),
        ("pvc", "Xe-HPC"),
    ] {
        let d = scratch(&format!("family-{device}"));
        copy_launch(&d, &device_bin(device), "");
        for mode in ["--functional", "--max-cycles=100000"] {
            let o = eusim(&d, &["-q", "run", "launch.ron", mode]);
            assert_refused(&o, &[family, "models only Gen9", "family 12"]);
            assert!(!d.join("out.bin").exists(), "{device}: nothing written");
        }
        // disassembly follows the program's generation: Gen11 and Gen12LP decode, the
        // others are refused naming their family
        let bin = device_bin(device);
        let o = eusim(&d, &["disasm", bin.to_str().unwrap()]);
        if matches!(device, "icllp" | "tgllp" | "dg1") {
            assert!(o.status.success(), "{device}: disasm {o:?}");
            assert!(
                String::from_utf8_lossy(&o.stdout).contains("send"),
                "{device}"
            );
        } else {
            assert_refused(&o, &[family]);
        }
    }
}

#[test]
fn a_launch_naming_another_device_is_refused() {
    let d = scratch("device-dg2");
    let cl = root().join("tests/loader_devices/copy.cl");
    copy_launch(&d, &cl, r#"device: "dg2","#);
    let o = eusim(&d, &["-q", "run", "launch.ron", "--functional"]);
    assert_refused(&o, &["device", "dg2", "skl (gen9)", "tgllp (gen12lp)"]);
}

/// The copy kernel's binary with one u32 of its execution environment (token 23) or first
/// data parameter (token 17) replaced, the kernel checksum recomputed unless `keep_checksum`.
fn mutated(token: u32, word: usize, value: u32, keep_checksum: bool) -> Vec<u8> {
    let mut b = std::fs::read(device_bin("skl")).unwrap();
    let p = parse_program(&b).unwrap();
    let k = &p.kernels[0];
    let t = k.tokens.iter().find(|t| t.number == token).unwrap();
    let at = t.offset + 8 + 4 * word;
    b[at..at + 4].copy_from_slice(&value.to_le_bytes());
    if !keep_checksum {
        let h = &k.header;
        let len: u32 = h.kernel_name_size
            + h.kernel_heap_size
            + h.general_state_heap_size
            + h.dynamic_state_heap_size
            + h.surface_state_heap_size
            + h.patch_list_size;
        let start = k.offset + 40;
        let c = kernel_checksum(&b[start..start + len as usize]);
        b[k.offset..k.offset + 4].copy_from_slice(&c.to_le_bytes());
    }
    b
}

fn run_mutated(name: &str, bytes: &[u8], parts: &[&str]) {
    let d = scratch(&format!("mutated-{name}"));
    std::fs::write(d.join("k.bin"), bytes).unwrap();
    copy_launch(&d, Path::new("k.bin"), "");
    for mode in ["--functional", "--max-cycles=100000"] {
        let o = eusim(&d, &["-q", "run", "launch.ron", mode]);
        assert_refused(&o, parts);
        assert!(!d.join("out.bin").exists(), "{name}");
    }
}

#[test]
fn a_required_work_group_size_with_a_zero_dimension_is_refused() {
    run_mutated(
        "wg0",
        &mutated(tokens::patch::EXECUTION_ENVIRONMENT, 0, 16, false),
        &["required work-group size [16, 0, 0] has a zero dimension"],
    );
}

#[test]
fn simd_widths_other_than_8_16_32_are_refused() {
    for w in [0, 1, 64] {
        run_mutated(
            &format!("simd{w}"),
            &mutated(tokens::patch::EXECUTION_ENVIRONMENT, 3, w, false),
            &[&format!("SIMD width {w}")],
        );
    }
}

#[test]
fn a_payload_offset_out_of_range_is_refused() {
    run_mutated(
        "payload",
        &mutated(tokens::patch::DATA_PARAMETER_BUFFER, 2, 0xfff0, false),
        &["lies outside the", "cross-thread data"],
    );
}

#[test]
fn a_damaged_checksum_is_refused() {
    // a changed instruction byte, checksum left as it was: the binary is damaged
    let mut b = std::fs::read(device_bin("skl")).unwrap();
    let p = parse_program(&b).unwrap();
    let k = &p.kernels[0];
    let heap_at = k.offset + 40 + k.header.kernel_name_size as usize;
    b[heap_at + 20] ^= 0x10;
    run_mutated("checksum", &b, &["checksum", "damaged"]);
}

#[test]
fn gen11_and_gen12lp_builds_run_on_machines_of_their_generation() {
    for (device, config) in [
        ("icllp", "iris-plus-g7"),
        ("tgllp", "iris-xe-96eu"),
        ("tgllp", "uhd770"),
        ("dg1", "iris-xe-96eu"),
    ] {
        let d = scratch(&format!("gen-{device}-{config}"));
        copy_launch(&d, &device_bin(device), "");
        for mode in ["--functional", "--max-cycles=1000000"] {
            let o = eusim(&d, &["-q", "run", "launch.ron", "--config", config, mode]);
            assert_eq!(
                o.status.code(),
                Some(0),
                "{device} on {config}: {}",
                stderr(&o)
            );
            assert_eq!(
                std::fs::read(d.join("out.bin")).unwrap(),
                random256(),
                "{device} on {config} {mode}"
            );
            std::fs::remove_file(d.join("out.bin")).unwrap();
        }
    }
}

#[test]
fn a_machine_of_another_generation_refuses_the_binary_naming_both() {
    for (device, config, family, machine) in [
        ("skl", "iris-plus-g7", "Gen9", "Gen11"),
        ("icllp", "iris-xe-96eu", "Gen11", "Gen12LP"),
        ("tgllp", "iris-plus-g7", "Gen12LP", "Gen11"),
        ("tgllp", "gen9-gt2", "Gen12LP", "Gen9"),
    ] {
        let d = scratch(&format!("mismatch-{device}-{config}"));
        copy_launch(&d, &device_bin(device), "");
        let o = eusim(
            &d,
            &[
                "-q",
                "run",
                "launch.ron",
                "--config",
                config,
                "--functional",
            ],
        );
        assert_refused(&o, &[family, config, &format!("models only {machine}")]);
        assert!(
            !d.join("out.bin").exists(),
            "{device} on {config}: nothing written"
        );
    }
    // families no machine models are refused on every machine, naming the modelled ones
    for device in ["bdw", "dg2", "pvc"] {
        for config in ["gen9-gt2", "iris-plus-g7", "iris-xe-96eu"] {
            let d = scratch(&format!("unmodelled-{device}-{config}"));
            copy_launch(&d, &device_bin(device), "");
            let o = eusim(
                &d,
                &[
                    "-q",
                    "run",
                    "launch.ron",
                    "--config",
                    config,
                    "--functional",
                ],
            );
            assert_refused(
                &o,
                &[
                    "models only Gen9",
                    "Gen11 (family 15, 16)",
                    "Gen12LP (family 18)",
                ],
            );
        }
    }
}
