//! `eusim disasm` of every corpus binary prints iga64's instruction text (whitespace collapsed,
//! `//` comments removed), going through the program loader as the CLI does.

mod scratch;
use scratch::Scratch;

use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn normalise(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn every_corpus_kernel_matches_iga64_through_the_loader() {
    let mut checked = 0;
    let mut bins: Vec<_> = std::fs::read_dir(corpus().join("bin"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    bins.sort();
    for bin in bins {
        let stem = bin.file_stem().unwrap().to_str().unwrap().to_string();
        let program = eusim::program::load_program(&bin, "skl", "").unwrap();
        for k in &program.kernels {
            let expected_path = corpus()
                .join("asm")
                .join(&stem)
                .join(format!("{}.asm", k.name));
            let expected = std::fs::read_to_string(&expected_path)
                .unwrap_or_else(|e| panic!("{}: {e}", expected_path.display()));
            let ours = isa::format_kernel(k.isa()).unwrap();
            let (a, b) = (normalise(&ours), normalise(&expected));
            if let Some(i) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) {
                panic!(
                    "{stem}/{}: line {i}\n ours:  {:?}\n iga64: {:?}",
                    k.name,
                    a.get(i),
                    b.get(i)
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 170, "only {checked} kernels checked");
}

#[test]
fn cli_disasm_one_kernel_and_errors() {
    let exe = env!("CARGO_BIN_EXE_eusim");
    let bin = corpus().join("bin/shuffle_simd16.bin");
    let out = Command::new(exe)
        .args([
            "disasm",
            bin.to_str().unwrap(),
            "--kernel",
            "shuffle_b32_simd16",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected =
        std::fs::read_to_string(corpus().join("asm/shuffle_simd16/shuffle_b32_simd16.asm"))
            .unwrap();
    assert_eq!(
        normalise(&String::from_utf8(out.stdout).unwrap()),
        normalise(&expected)
    );

    let out = Command::new(exe)
        .args(["disasm", bin.to_str().unwrap(), "--kernel", "nope"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("no kernel `nope`") && err.contains("shuffle_b32_simd16"),
        "{err}"
    );
}

#[test]
fn cli_asm_reproduces_the_compiled_bytes() {
    let exe = env!("CARGO_BIN_EXE_eusim");
    let dir = Scratch::new("cli-asm");
    let out_bin = dir.join("k.bin");
    let src = corpus().join("asm/shuffle_simd16/shuffle_down_b32_simd16.asm");
    let st = Command::new(exe)
        .args([
            "asm",
            src.to_str().unwrap(),
            "-o",
            out_bin.to_str().unwrap(),
        ])
        .status()
        .unwrap();
    assert!(st.success());
    // The heap ocloc produced for the same kernel (cut to its unpadded size).
    let expected =
        std::fs::read(corpus().join("heap/shuffle_simd16/shuffle_down_b32_simd16.dat")).unwrap();
    assert_eq!(std::fs::read(&out_bin).unwrap(), expected);

    std::fs::write(dir.join("bad.asm"), "L0:\n  frobnicate (8|M0) r1:d r2:d\n").unwrap();
    let out = Command::new(exe)
        .args([
            "asm",
            dir.join("bad.asm").to_str().unwrap(),
            "-o",
            out_bin.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("bad.asm") && err.contains("frobnicate"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// The README's example: the SIMD16 shuffle kernel, checked against cl_intel_subgroups'
/// definitions computed here from the launch file's inputs.
#[test]
fn cli_run_readme_example() {
    let exe = env!("CARGO_BIN_EXE_eusim");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = Scratch::new("cli-run");
    let stats = dir.join("stats.json");
    let out = Command::new(exe)
        .args([
            "run",
            "examples/shuffle/launch.ron",
            "--functional",
            "--out-dir",
        ])
        .arg(&dir)
        .arg("--stats")
        .arg(&stats)
        .current_dir(root)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // Inputs, as written in examples/shuffle/launch.ron.
    let input: Vec<u32> = (0..64).map(|i| 1000 + i).collect();
    let launch = std::fs::read_to_string(root.join("examples/shuffle/launch.ron")).unwrap();
    let list = launch
        .split("U32([")
        .nth(1)
        .unwrap()
        .split("])")
        .next()
        .unwrap();
    let idx: Vec<u32> = list.split(',').map(|s| s.trim().parse().unwrap()).collect();
    let delta = 3;
    let words = |p: &Path| -> Vec<u32> {
        std::fs::read(p)
            .unwrap()
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    let shuffled = words(&dir.join("shuffled.bin"));
    let rotated = words(&dir.join("rotated.bin"));
    for g in 0..64usize {
        let sg = g / 16 * 16;
        // intel_sub_group_shuffle(x, c): x of sub-group lane c.
        assert_eq!(shuffled[g], input[sg + idx[g] as usize], "shuffled[{g}]");
        // intel_sub_group_shuffle_down(cur, next, d) with cur == next: lane (l + d) mod 16.
        assert_eq!(
            rotated[g],
            input[sg + (g % 16 + delta) % 16],
            "rotated[{g}]"
        );
    }
    let s: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
    assert_eq!(s["kernel"], "shuffle_u32");
    assert_eq!(s["threads"], 4);
    assert_eq!(s["simd_width"], 16);
    assert!(s["instructions"].as_u64().unwrap() > 0);
    assert!(s["cycles"].is_u64());
    assert!(dir.join("stats.config.ron").exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn cli_run_bad_launch_names_field() {
    let exe = env!("CARGO_BIN_EXE_eusim");
    let dir = Scratch::new("cli-bad");
    let bin = corpus().join("bin/shuffle_simd16.bin");
    std::fs::write(
        dir.join("l.ron"),
        format!(
            r#"(program: "{}", kernel: "shuffle_b32_simd16", global: [32], local: [16], args: [Scalar(U32(1))])"#,
            bin.display()
        ),
    )
    .unwrap();
    let out = Command::new(exe)
        .args(["run", dir.join("l.ron").to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("`args`") && err.contains("arguments"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Parses an example's launch file as written and with `program` pointed at the `.cl` source.
fn bin_and_cl_launches(
    example: &str,
    bin: &str,
    cl: &str,
) -> (eusim::launch::LaunchFile, eusim::launch::LaunchFile) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(example);
    let text = std::fs::read_to_string(root.join("launch.ron")).unwrap();
    let cl_text = text.replace(
        &format!("program: \"{bin}\""),
        &format!("program: \"{cl}\""),
    );
    assert_ne!(cl_text, text);
    let parse = |t: &str| eusim::launch::LaunchFile::parse(t, &root.join("l.ron")).unwrap();
    (parse(&text), parse(&cl_text))
}

fn have_ocloc() -> bool {
    let ok = Command::new("ocloc").arg("--help").output().is_ok();
    if !ok {
        eprintln!("skipped: ocloc not on PATH");
    }
    ok
}

/// A `.cl` PROGRAM is compiled with ocloc and gives the same results as the committed `.bin`.
/// Needs ocloc (CI installs it); skipped with a message otherwise.
#[test]
fn run_cl_program_matches_bin() {
    if !have_ocloc() {
        return;
    }
    let (from_bin, from_cl) = bin_and_cl_launches("shuffle", "shuffle.bin", "shuffle.cl");
    let opts = eusim::sim::RunOptions::default();
    let a = eusim::sim::run(&from_bin, &opts).unwrap();
    let b = eusim::sim::run(&from_cl, &opts).unwrap();
    assert_eq!(a.args, b.args);
    assert_eq!(a.stats.instructions, b.stats.instructions);
    // And the output is the shuffle (lane idx[g]) of the input, as cl_intel_subgroups defines it.
    let out: Vec<u32> = b.args[2]
        .as_ref()
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(out[0], 1000 + 10);
    assert_eq!(out[16], 1000 + 16 + 13);
}

/// The media block example through its `.cl` source: same edges and prediction as the `.bin`.
#[test]
fn run_media_block_cl_program_matches_bin() {
    if !have_ocloc() {
        return;
    }
    let (from_bin, from_cl) = bin_and_cl_launches("media_block", "mb_edges.bin", "mb_edges.cl");
    let opts = eusim::sim::RunOptions::default();
    let a = eusim::sim::run(&from_bin, &opts).unwrap();
    let b = eusim::sim::run(&from_cl, &opts).unwrap();
    assert!(a.args[1].is_some() && a.args[2].is_some());
    assert_eq!(a.args, b.args);
}
