//! A self-contained HTML report of one or two runs, from their `--stats` JSON (which carries
//! the profile of a profiled run) and their machine configuration: a bottleneck verdict,
//! headline metrics, the roofline, occupancy and its limiter, the memory hierarchy against
//! each unit's peak, stall and pipe charts (inline SVG, no network), memory counters, EU
//! state, occupancy and bandwidth over time (to the end of the L3 flush), a heat map of EU
//! activity per EU, the hottest basic blocks with their disassembly, the OpenCL C source lines
//! with their cycles and ISA (programs built with `-g`); for two runs, the
//! configurations' differences and every metric side by side with its change; for a
//! functional run, its instruction mix.

mod analysis;
mod charts;
mod machine;
mod source;
mod tables;

use eusim::config::MachineConfig;
use machine::Machine;
use serde_json::Value;
use std::fmt::Write;

/// One run: a label (the file name), its stats and, when known, its machine configuration.
pub struct Run {
    /// Shown as the column title.
    pub label: String,
    /// The `--stats` JSON object.
    pub stats: Value,
    /// The configuration it ran on (the analysis sections need its peaks).
    pub config: Option<MachineConfig>,
}

impl Run {
    fn machine(&self) -> Option<Machine> {
        self.config.as_ref().map(Machine::new)
    }
}

const PIPES: [(&str, &str); 4] = [
    ("fpu0_busy_pct", "FPU0"),
    ("fpu1_busy_pct", "FPU1"),
    ("branch_busy_pct", "branch"),
    ("send_busy_pct", "send"),
];
const HEADLINE: [(&str, &str, &str); 12] = [
    ("cycles", "cycles", ""),
    ("timing.time_ns", "time", "ns"),
    ("instructions", "EU instructions", ""),
    ("timing.ipc", "IPC (machine)", "inst/cycle"),
    ("timing.eu_active_pct", "EU Active", "%"),
    ("timing.eu_stall_pct", "EU Stall", "%"),
    ("timing.eu_idle_pct", "EU Idle", "%"),
    ("timing.thread_occupancy_pct", "thread occupancy", "%"),
    ("timing.simd_utilization_pct", "SIMD utilisation", "%"),
    ("timing.l3_gbps", "L3 bandwidth", "GB/s"),
    ("timing.dram_gbps", "DRAM bandwidth", "GB/s"),
    ("work_groups", "work-groups", ""),
];
const COLOURS: [&str; 2] = ["#1f77b4", "#ff7f0e"];

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn get<'a>(v: &'a Value, dotted: &str) -> Option<&'a Value> {
    dotted.split('.').try_fold(v, |v, k| v.get(k))
}

fn num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        format!("{v:.2}")
    }
}

/// The change from `a` to `b` as a table cell, in % of `a`.
fn change(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if a != 0.0 => format!("<td>{:+.1} %</td>", (b - a) / a * 100.0),
        (Some(a), Some(b)) if a == b => "<td>0 %</td>".into(),
        _ => "<td>-</td>".into(),
    }
}

/// A run's title: kernel, file and configuration with its `--set` overrides.
fn title(r: &Run) -> String {
    let s = |k: &str| get(&r.stats, k).and_then(Value::as_str).unwrap_or("?");
    let sets: Vec<&str> = get(&r.stats, "config_overrides")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let sets = if sets.is_empty() {
        String::new()
    } else {
        format!(" --set {}", sets.join(" --set "))
    };
    format!(
        "{} ({}, {}{})",
        esc(s("kernel")),
        esc(&r.label),
        esc(s("config")),
        esc(&sets)
    )
}

/// The report page.
pub fn html(runs: &[Run]) -> String {
    let mut h = String::from(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>eusim report</title><style>\
         body{font-family:sans-serif;margin:24px;max-width:1100px}table{border-collapse:collapse;margin:8px 0}\
         td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}td:first-child,th:first-child{text-align:left}\
         pre{background:#f6f6f6;padding:8px;overflow-x:auto;font-size:12px}.k{color:#555}\
         .verdict{background:#fff4e0;border-left:4px solid #ff7f0e;padding:8px;margin:8px 0}\
         .src code,.nocode code{white-space:pre}.nocode{color:#999;padding-left:1.2em}\
         </style></head><body>",
    );
    let titles: Vec<String> = runs.iter().map(title).collect();
    let _ = write!(h, "<h1>eusim: {}</h1>", titles.join(" vs "));
    if runs
        .iter()
        .any(|r| get(&r.stats, "incomplete") == Some(&Value::Bool(true)))
    {
        h += "<p><b>Incomplete run:</b> it stopped at a limit or an interrupt.</p>";
    }
    for r in runs {
        if let Some(m) = r.machine() {
            h += &analysis::verdict_html(&r.stats, &m);
        }
    }
    h += &headline(runs);
    if runs.len() == 2 {
        h += &tables::config_diff(runs);
    }
    if runs.iter().all(|r| get(&r.stats, "timing").is_none()) {
        for r in runs {
            h += &tables::functional(r);
        }
    } else {
        h += &timed_sections(runs);
    }
    for r in runs {
        if get(&r.stats, "timing").is_some() {
            h += &tables::hotspots(r);
        }
        h += &source::source_view(r);
    }
    h += "<script>document.body.dataset.charts = document.querySelectorAll('svg.chart').length;</script>";
    h += "</body></html>\n";
    h
}

/// The headline table, with a change column for two runs.
fn headline(runs: &[Run]) -> String {
    let mut h = String::from("<h2 id=headline>Headline</h2><table><tr><th>metric</th>");
    for r in runs {
        let _ = write!(h, "<th>{}</th>", esc(&r.label));
    }
    if runs.len() == 2 {
        h += "<th>change</th>";
    }
    h += "</tr>";
    for (key, name, unit) in HEADLINE {
        let vals: Vec<Option<f64>> = runs
            .iter()
            .map(|r| get(&r.stats, key).and_then(Value::as_f64))
            .collect();
        if vals.iter().all(Option::is_none) {
            continue;
        }
        let _ = write!(h, "<tr><td>{name} <span class=k>{unit}</span></td>");
        for v in &vals {
            let _ = write!(h, "<td>{}</td>", v.map_or("-".into(), num));
        }
        if let [a, b] = vals[..] {
            h += &change(a, b);
        }
        h += "</tr>";
    }
    h + "</table>"
}

/// The sections of timed runs: analysis, charts, memory, timelines, heat maps.
fn timed_sections(runs: &[Run]) -> String {
    let mut h = String::new();
    for (i, r) in runs.iter().enumerate() {
        let Some(m) = r.machine() else { continue };
        if get(&r.stats, "timing").is_none() {
            continue;
        }
        let _ = write!(h, "<h2 id=limits{i}>What limits it: {}</h2>", esc(&r.label));
        h += &analysis::roofline(&r.stats, &m, &r.label);
        let _ = write!(h, "<h3 id=occupancy{i}>Occupancy</h3>");
        h += &analysis::occupancy(&r.stats, &m);
        let _ = write!(h, "<h3 id=hierarchy{i}>Memory hierarchy</h3>");
        h += &analysis::hierarchy(&r.stats, &m);
    }
    let series = |keys: &[&str], prefix: &str| -> Vec<Vec<f64>> {
        runs.iter()
            .map(|r| {
                keys.iter()
                    .map(|k| {
                        get(&r.stats, &format!("{prefix}{k}"))
                            .and_then(Value::as_f64)
                            .unwrap_or(0.0)
                    })
                    .collect()
            })
            .collect()
    };
    h += "<h2 id=cycles>Where the cycles go</h2>";
    if runs.len() == 2 {
        let _ = write!(
            h,
            "<p><span style=\"color:{}\">&#9632;</span> {} &nbsp; <span style=\"color:{}\">&#9632;</span> {}</p>",
            COLOURS[0],
            esc(&runs[0].label),
            COLOURS[1],
            esc(&runs[1].label)
        );
    }
    let reasons = traces::StallReason::ALL;
    let keys: Vec<&str> = reasons.iter().map(|r| r.key()).collect();
    let names: Vec<&str> = reasons.iter().map(|r| r.name()).collect();
    h += &charts::bars(
        "Stall cycles by reason (thread-cycles: summed over hardware threads)",
        &names,
        &series(&keys, "timing.stalls."),
        "",
    );
    let keys: Vec<&str> = PIPES.iter().map(|(k, _)| *k).collect();
    let names: Vec<&str> = PIPES.iter().map(|(_, n)| *n).collect();
    h += &charts::bars(
        "Pipe utilisation (% of EU-cycles)",
        &names,
        &series(&keys, "timing."),
        "%",
    );
    h += &tables::memory_table(runs);
    h += "<h2 id=time>Over time</h2>";
    h += &charts::timeline(runs);
    h += "<h2 id=heat>EU activity</h2>";
    for r in runs {
        h += &charts::heatmap(r);
    }
    h
}
