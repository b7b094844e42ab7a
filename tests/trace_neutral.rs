//! Tracing observes and never steers: a timed run with a `.pftrace` or Chrome trace gives the
//! same statistics (cycles included) and output bytes as the same run without one.
//!
//! The SGEMM with SLM tiles and barriers at 256^3 is the case that caught it: while tracing,
//! the idle skip used to stop at every counter sample point, so window starts (and with them
//! when recorded messages were served) differed from the untraced run by a cycle.

mod scratch;

use scratch::Scratch;
use std::path::Path;
use std::process::Command;

/// `n x n` floats, small integers so that every product and sum is exact.
fn matrix(n: usize, seed: usize) -> String {
    (0..n * n)
        .map(|i| format!("{:.1}", ((i * 7 + seed * 3) % 17) as f32 - 8.0))
        .collect::<Vec<_>>()
        .join(",")
}

fn stats(dir: &Path, launch: &Path, name: &str, extra: &[&str]) -> (serde_json::Value, Vec<u8>) {
    let json = dir.join(format!("{name}.json"));
    let out = dir.join(format!("{name}-out"));
    let st = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .arg("run")
        .arg(launch)
        .arg("--stats")
        .arg(&json)
        .arg("--out-dir")
        .arg(&out)
        .args(extra)
        .output()
        .expect("eusim runs");
    assert!(
        st.status.success(),
        "{}",
        String::from_utf8_lossy(&st.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let mut bytes = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    for p in names {
        bytes.extend(std::fs::read(p).unwrap());
    }
    (v, bytes)
}

#[test]
fn a_trace_changes_no_statistic() {
    let dir = Scratch::new("trace-neutral");
    let n = 256;
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/kernels/slm_Gen9core.bin");
    let launch = dir.join("slm.ron");
    std::fs::write(
        &launch,
        format!(
            r#"(program: "{}", kernel: "gemm_slm_nt", global: [{n}, {rows}], local: [16, 16],
                args: [Buffer(init: F32([{a}])), Buffer(init: F32([{b}])),
                       Buffer(init: Zeros({bytes}), save: "c.bin"), Scalar(I32({n}))])"#,
            program.display(),
            rows = n / 4,
            a = matrix(n, 1),
            b = matrix(n, 2),
            bytes = n * n * 4
        ),
    )
    .unwrap();
    let (plain, plain_out) = stats(&dir, &launch, "plain", &[]);
    let pftrace = dir.join("t.pftrace");
    let (traced, traced_out) = stats(
        &dir,
        &launch,
        "traced",
        &["--trace", pftrace.to_str().unwrap()],
    );
    assert!(plain["cycles"].as_u64().unwrap() > 0);
    assert_eq!(
        plain["cycles"], traced["cycles"],
        "cycles with and without a trace"
    );
    assert_eq!(plain, traced, "statistics with and without a trace");
    // C = A * B^T, checked on a few elements against the host's sum
    let c: Vec<f32> = plain_out
        .chunks_exact(4)
        .map(|w| f32::from_le_bytes(w.try_into().unwrap()))
        .collect();
    let el = |i: usize, seed: usize| ((i * 7 + seed * 3) % 17) as f32 - 8.0;
    for (r, col) in [(0, 0), (17, 200), (255, 255)] {
        let want: f32 = (0..n).map(|k| el(r * n + k, 1) * el(col * n + k, 2)).sum();
        assert_eq!(c[r * n + col], want, "C[{r}][{col}]");
    }
    assert_eq!(plain_out, traced_out, "outputs with and without a trace");
}
