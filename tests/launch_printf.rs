//! `printf` in kernels (tests/launch_kernels/printf.cl): the printf buffer decoded and its
//! text printed after the kernel, as Intel's OpenCL runtime prints it. The expected text is
//! written out from the C `printf` rules that OpenCL C 2.0 section 6.13.13 refers to (C99
//! 7.19.6.1) and its vector extension (`%vN`, elements joined by commas): one call's
//! work-items in SIMD lane order, then the next call.

use eusim::launch::LaunchFile;
use eusim::sim::{load_program, run_kernel, RunOptions};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn launch_text(kernel: &str, global: u32, arg: &str) -> String {
    let bin = root().join("tests/launch_kernels/printf_Gen9core.bin");
    format!(
        r#"(program: "{}", kernel: "{kernel}", global: [{global}], local: [{global}], args: [Buffer(init: {arg})])"#,
        bin.display()
    )
}

const INTS: &str = "\
wi 0: 0 0 0 0 0|    0|0    |+0|00000|A
wi 1: -42 4294967254 ffffffd6 FFFFFFD6 37777777726|  -42|-42  |-42|-0042|B
wi 2: 255 255 ff FF 377|  255|255  |+255|00255|C
wi 3: 2147483647 2147483647 7fffffff 7FFFFFFF 17777777777|2147483647|2147483647|+2147483647|2147483647|D
";

// 1.5, -0.1f (-0.100000001490116...: 0x1.99999ap-4) and 12345.678f (12345.677734375)
const FLOATS: &str = "\
1.500000 1.50 1.500000e+00 1.500E+00 1.5 1.5 0x1.8p+0     1.5000|1.500e+00   |
-0.100000 -0.10 -1.000000e-01 -1.000E-01 -0.1 -0.1 -0x1.99999ap-4    -0.1000|-1.000e-01  |
12345.677734 12345.68 1.234568e+04 1.235E+04 12345.7 12345.7 0x1.81cd6cp+13 12345.6777|1.235e+04   |
";

// v[0] = -1, v[1] = 2^32; f4 = (i, i + 0.5, -i, 1/3), i2 = (i, -i), c4 = (i, i + 1, 250, 255)
const MISC: &str = "\
long=-1 ffffffffffffffff %
long=4294967296 100000000 %
0.000000,0.500000,0.000000,0.333333 0,0 0,1,250,255 0 0
1.000000,1.500000,-1.000000,0.333333 1,-1 1,2,250,255 0x1 01
string    ab|
string    ab|
";

fn cases() -> Vec<(&'static str, u32, &'static str, &'static str)> {
    vec![
        ("print_ints", 4, "I32([0, -42, 255, 2147483647])", INTS),
        ("print_floats", 3, "F32([1.5, -0.1, 12345.678])", FLOATS),
        (
            "print_misc",
            2,
            "Bytes([255,255,255,255,255,255,255,255, 0,0,0,0,1,0,0,0])",
            MISC,
        ),
    ]
}

#[test]
fn printf_text_follows_the_c_rules_in_both_modes() {
    for (kernel, global, arg, want) in cases() {
        let lf = LaunchFile::parse(
            &launch_text(kernel, global, arg),
            &root().join("launch.ron"),
        )
        .unwrap();
        let program = load_program(&lf).unwrap();
        for functional in [true, false] {
            let opts = RunOptions {
                functional,
                ..RunOptions::default()
            };
            let out = run_kernel(&lf, &program, kernel, &opts).unwrap();
            assert_eq!(out.printf, want, "{kernel} functional {functional}");
        }
    }
}

#[test]
fn eusim_run_prints_the_text_on_stdout_before_its_summary() {
    let dir = std::env::temp_dir().join(format!("eusim-printf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (kernel, global, arg, want) = cases().remove(0);
    std::fs::write(dir.join("l.ron"), launch_text(kernel, global, arg)).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&dir)
        .args(["-q", "run", "l.ron", "--functional"])
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with(want), "{stdout}");
    assert!(
        stdout[want.len()..].starts_with("kernel print_ints:"),
        "{stdout}"
    );
}
