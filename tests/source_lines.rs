//! Per-source-line profile and the report's source view on the `-g` fixture
//! (tests/debug_kernels/saxpy_g.cl). The fma line (6) owns the instructions at 0xa0, 0xc0,
//! 0xd0 and 0xd8 (`readelf --debug-dump=decodedline` of the kernel's debug ELF against
//! `iga64 -p=9 -d -Xprint-pc`: the two loads of y[i] and the two mads).

mod scratch;
use scratch::Scratch;

use serde_json::Value;
use std::path::Path;
use std::process::Command;

fn cycles(c: &Value) -> u64 {
    c["issue_cycles"].as_u64().unwrap()
        + c["stalls"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_u64().unwrap())
            .sum::<u64>()
}

#[test]
fn profile_and_report_show_source_lines() {
    let d = Scratch::new("source-lines");
    let bin =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_kernels/saxpy_g_Gen9core.bin");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "saxpy", global: [1024], local: [64],
                args: [Buffer(init: Random(bytes: 4096, seed: 1)), Buffer(init: Zeros(4096)), Scalar(F32(2.0))])"#,
            bin.display()
        ),
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&*d)
        .args([
            "run",
            "launch.ron",
            "--stats",
            "s.json",
            "--report",
            "r.html",
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stats: Value = serde_json::from_slice(&std::fs::read(d.join("s.json")).unwrap()).unwrap();
    let p = &stats["profile"];
    let lines = p["source_lines"].as_array().unwrap();
    let fma = lines.iter().find(|l| l["line"] == 6).unwrap();
    assert_eq!(fma["text"], "    float r = fma(a, v, y[i]);");
    let ips: Vec<u64> = fma["ips"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(ips, [0xa0, 0xc0, 0xd0, 0xd8]);
    let from_insts: u64 = p["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| ips.contains(&i["ip"].as_u64().unwrap()))
        .map(|i| cycles(&i["counts"]))
        .sum();
    assert_eq!(cycles(&fma["counts"]), from_insts);
    let hottest = lines.iter().max_by_key(|l| cycles(&l["counts"])).unwrap();
    assert_eq!(
        hottest["line"], 6,
        "the line waiting on the loads of y[i] is the hottest"
    );
    let html = std::fs::read_to_string(d.join("r.html")).unwrap();
    assert!(html.contains("float r = fma(a, v, y[i]);</code>"));
    assert!(
        html.contains(&format!("{from_insts} thread-cycles")),
        "fma line's cycles"
    );
}
