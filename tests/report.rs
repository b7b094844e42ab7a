//! `eusim run --report` and `eusim report A.json B.json`: one self-contained HTML file, loaded
//! in a real headless Chromium (Debian `chromium`; skipped when absent): no console errors, the
//! charts are there, numbers from the stats appear, a screenshot lands in
//! `ci-artifacts/` of the target directory (`CARGO_TARGET_DIR` when set).

mod scratch;
use scratch::Scratch;

use std::path::Path;
use std::process::Command;

fn scratch() -> Scratch {
    let d = Scratch::new("report");
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/bin/ordinary_control.bin");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "loop_variable_trip", global: [256], local: [64],
                args: [Buffer(init: U32([{}])), Buffer(init: Random(bytes: 4096, seed: 1)), Buffer(init: Zeros(1024))])"#,
            bin.display(),
            vec!["20"; 256].join(",")
        ),
    )
    .unwrap();
    d
}

fn eusim(dir: &Path, args: &[&str]) {
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}

fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser"].into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

#[test]
fn reports_render_in_chromium_without_errors() {
    let d = scratch();
    eusim(
        &d,
        &[
            "-q",
            "run",
            "launch.ron",
            "--report",
            "one.html",
            "--stats",
            "a.json",
        ],
    );
    eusim(
        &d,
        &[
            "-q",
            "run",
            "launch.ron",
            "--set",
            "topology.eus_per_subslice=4",
            "--stats",
            "b.json",
            "--profile",
            "p.json",
        ],
    );
    eusim(&d, &["report", "a.json", "b.json", "-o", "two.html"]);
    let a: serde_json::Value =
        serde_json::from_slice(&std::fs::read(d.join("a.json")).unwrap()).unwrap();
    let one = std::fs::read_to_string(d.join("one.html")).unwrap();
    // Self-contained: no external resources.
    for bad in ["http://", "https://", "src=\"", "href=\""] {
        assert!(!one.contains(bad), "{bad} in the report");
    }
    assert!(
        one.contains(&format!("<td>{}</td>", a["cycles"])),
        "cycles in the headline"
    );
    assert!(
        one.contains("Hot basic blocks") && one.contains("while (16|M0)"),
        "hot blocks with disassembly"
    );
    let two = std::fs::read_to_string(d.join("two.html")).unwrap();
    assert!(two.contains("a.json") && two.contains("b.json") && two.contains("change"));
    // the configurations' difference, with both values and the change
    assert!(
        two.contains("<td>topology.eus_per_subslice</td><td>8</td><td>4</td><td>-50.0 %</td>"),
        "configuration differences"
    );
    assert!(
        two.contains("--set topology.eus_per_subslice=4"),
        "the override in the title"
    );
    // analysis sections and the labelled per-thread sums
    for section in [
        "Memory hierarchy",
        "Occupancy",
        "data-verdict=",
        "thread-cycles",
    ] {
        assert!(one.contains(section), "{section} in the report");
    }
    // the heat maps have a cell per enabled EU: 24 on gen9-gt2, 12 with 4 EUs per subslice
    assert_eq!(one.matches("<title>EU ").count(), 24);
    assert_eq!(two.matches("<title>EU ").count(), 24 + 12);
    assert!(one.contains("Thread occupancy over time") && one.contains("<polyline"));
    let Some(browser) = chromium() else {
        eprintln!("skipped the browser check: chromium not installed");
        return;
    };
    // CARGO_TARGET_TMPDIR is `tmp/` of the target directory in use
    let artifacts = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("ci-artifacts");
    std::fs::create_dir_all(&artifacts).unwrap();
    for page in ["one.html", "two.html"] {
        let charts = std::fs::read_to_string(d.join(page))
            .unwrap()
            .matches("<svg class=\"chart")
            .count();
        let url = format!("file://{}", d.join(page).display());
        let o = Command::new(browser)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--enable-logging=stderr",
                "--v=0",
                "--dump-dom",
                &url,
            ])
            .output()
            .unwrap();
        let dom = String::from_utf8_lossy(&o.stdout);
        let log = String::from_utf8_lossy(&o.stderr);
        assert!(
            dom.contains(&format!("data-charts=\"{charts}\"")),
            "{page}: charts rendered by the page script"
        );
        let errors: Vec<&str> = log
            .lines()
            .filter(|l| l.contains("CONSOLE") || l.contains("Uncaught"))
            .collect();
        assert!(errors.is_empty(), "{page}: console messages {errors:?}");
        let shot = artifacts.join(page.replace(".html", ".png"));
        let o = Command::new(browser)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--window-size=1200,1600",
            ])
            .arg(format!("--screenshot={}", shot.display()))
            .arg(&url)
            .output()
            .unwrap();
        assert!(o.status.success() && shot.exists(), "screenshot of {page}");
    }
}
