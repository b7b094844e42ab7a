//! A self-contained HTML report of one or two runs, from their `--stats` JSON (which carries
//! the profile of a profiled run): headline metrics, stall breakdown and pipe utilisation
//! charts (inline SVG, no network), memory counters, occupancy and bandwidth over time, a
//! heat map of EU activity per subslice and EU, the hottest basic blocks and
//! instructions with their disassembly, and for two runs every metric side by side with its
//! change.

use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write;

/// One run: a label (the file name) and its stats.
pub struct Run {
    /// Shown as the column title.
    pub label: String,
    /// The `--stats` JSON object.
    pub stats: Value,
}

const PIPES: [(&str, &str); 4] = [
    ("fpu0_busy_pct", "FPU0"),
    ("fpu1_busy_pct", "FPU1"),
    ("branch_busy_pct", "branch"),
    ("send_busy_pct", "send"),
];
const HEADLINE: [(&str, &str, &str); 10] = [
    ("cycles", "cycles", ""),
    ("timing.time_ns", "time", "ns"),
    ("instructions", "EU instructions", ""),
    ("timing.ipc", "IPC (machine)", "inst/cycle"),
    ("timing.eu_active_pct", "EU Active", "%"),
    ("timing.eu_stall_pct", "EU Stall", "%"),
    ("timing.eu_idle_pct", "EU Idle", "%"),
    ("timing.thread_occupancy_pct", "thread occupancy", "%"),
    ("timing.simd_utilization_pct", "SIMD utilisation", "%"),
    ("work_groups", "work-groups", ""),
];
const COLOURS: [&str; 2] = ["#1f77b4", "#ff7f0e"];

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
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

/// A horizontal bar chart: one group per label, one bar per run.
fn bars(title: &str, labels: &[&str], series: &[Vec<f64>], unit: &str) -> String {
    let max = series
        .iter()
        .flatten()
        .cloned()
        .fold(0.0f64, f64::max)
        .max(1e-9);
    let row = 14.0 * series.len() as f64 + 8.0;
    let h = 30.0 + row * labels.len() as f64;
    let mut s = format!(
        r#"<svg class="chart" width="640" height="{h}" role="img" aria-label="{t}"><text x="0" y="16" font-weight="bold">{t}</text>"#,
        t = esc(title)
    );
    for (i, l) in labels.iter().enumerate() {
        let y = 30.0 + row * i as f64;
        let _ = write!(s, r#"<text x="0" y="{:.1}">{}</text>"#, y + 11.0, esc(l));
        for (k, vals) in series.iter().enumerate() {
            let v = vals.get(i).copied().unwrap_or(0.0);
            let w = 380.0 * v / max;
            let yy = y + 14.0 * k as f64;
            let _ = write!(
                s,
                r#"<rect x="140" y="{yy:.1}" width="{w:.1}" height="12" fill="{}"/><text x="{:.1}" y="{:.1}" font-size="11">{} {}</text>"#,
                COLOURS[k % 2],
                146.0 + w,
                yy + 10.0,
                num(v),
                unit
            );
        }
    }
    s + "</svg>"
}

/// The report page.
pub fn html(runs: &[Run]) -> String {
    let mut h = String::from(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>eusim report</title><style>\
         body{font-family:sans-serif;margin:24px;max-width:1100px}table{border-collapse:collapse;margin:8px 0}\
         td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}td:first-child,th:first-child{text-align:left}\
         pre{background:#f6f6f6;padding:8px;overflow-x:auto;font-size:12px}.k{color:#555}\
         </style></head><body>",
    );
    let title: Vec<String> = runs
        .iter()
        .map(|r| {
            format!(
                "{} ({}, {})",
                esc(get(&r.stats, "kernel")
                    .and_then(Value::as_str)
                    .unwrap_or("?")),
                esc(&r.label),
                esc(get(&r.stats, "config")
                    .and_then(Value::as_str)
                    .unwrap_or("?"))
            )
        })
        .collect();
    let _ = write!(h, "<h1>eusim: {}</h1>", title.join(" vs "));
    if runs
        .iter()
        .any(|r| get(&r.stats, "incomplete") == Some(&Value::Bool(true)))
    {
        h += "<p><b>Incomplete run:</b> it stopped at a limit or an interrupt.</p>";
    }
    // Headline table.
    h += "<h2>Headline</h2><table><tr><th>metric</th>";
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
        if let [Some(a), Some(b)] = vals[..] {
            let pct = if a != 0.0 {
                format!("{:+.1} %", (b - a) / a * 100.0)
            } else {
                "-".into()
            };
            let _ = write!(h, "<td>{pct}</td>");
        } else if runs.len() == 2 {
            h += "<td>-</td>";
        }
        h += "</tr>";
    }
    h += "</table>";
    // Charts.
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
    if runs.iter().any(|r| get(&r.stats, "timing").is_some()) {
        h += "<h2>Where the cycles go</h2>";
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
        h += &bars(
            "Stall cycles by reason (thread-cycles)",
            &names,
            &series(&keys, "timing.stalls."),
            "",
        );
        let keys: Vec<&str> = PIPES.iter().map(|(k, _)| *k).collect();
        let names: Vec<&str> = PIPES.iter().map(|(_, n)| *n).collect();
        h += &bars(
            "Pipe utilisation (% of EU-cycles)",
            &names,
            &series(&keys, "timing."),
            "%",
        );
        h += &memory_table(runs);
        h += &timeline(runs);
        for r in runs {
            h += &heatmap(r);
        }
    }
    for r in runs {
        h += &hotspots(r);
    }
    h += "<script>document.body.dataset.charts = document.querySelectorAll('svg.chart').length;</script>";
    h += "</body></html>\n";
    h
}

/// Occupancy and bandwidths over time (`timing.timeline`), one line per run and metric.
fn timeline(runs: &[Run]) -> String {
    let series = |r: &Run, key: &str| -> Vec<(f64, f64)> {
        get(&r.stats, "timing.timeline")
            .and_then(Value::as_array)
            .map(|pts| {
                pts.iter()
                    .filter_map(|p| Some((p.get("cycle")?.as_f64()?, p.get(key)?.as_f64()?)))
                    .collect()
            })
            .unwrap_or_default()
    };
    let mut h = String::new();
    for (key, title, unit) in [
        ("thread_occupancy_pct", "Thread occupancy over time", "%"),
        ("l3_gbps", "L3 bandwidth over time", "GB/s"),
        (
            "dram_gbps",
            "DRAM bandwidth over time (bytes counted when requested)",
            "GB/s",
        ),
    ] {
        let lines: Vec<Vec<(f64, f64)>> = runs.iter().map(|r| series(r, key)).collect();
        if lines.iter().all(Vec::is_empty) {
            continue;
        }
        let xmax = lines.iter().flatten().map(|p| p.0).fold(1.0f64, f64::max);
        let ymax = lines.iter().flatten().map(|p| p.1).fold(1e-9f64, f64::max);
        let (w, ht) = (600.0, 160.0);
        let _ = write!(
            h,
            r##"<svg class="chart" width="660" height="210" role="img" aria-label="{t}"><text x="0" y="16" font-weight="bold">{t}</text><text x="0" y="36" font-size="11">{} {unit}</text><text x="40" y="206" font-size="11">0</text><text x="{:.0}" y="206" font-size="11" text-anchor="end">{} cycles</text><rect x="40" y="30" width="{w}" height="{ht}" fill="none" stroke="#ccc"/>"##,
            num(ymax),
            40.0 + w,
            num(xmax),
            t = esc(title)
        );
        for (k, pts) in lines.iter().enumerate() {
            let path: Vec<String> = pts
                .iter()
                .map(|(x, y)| {
                    format!(
                        "{:.1},{:.1}",
                        40.0 + w * x / xmax,
                        30.0 + ht - ht * y / ymax
                    )
                })
                .collect();
            let _ = write!(
                h,
                r#"<polyline fill="none" stroke="{}" stroke-width="1.5" points="{}"/>"#,
                COLOURS[k % 2],
                path.join(" ")
            );
        }
        h += "</svg>";
    }
    h
}

/// EU Active per EU, one row per subslice (`timing.subslices`): a heat map.
fn heatmap(r: &Run) -> String {
    let Some(subs) = get(&r.stats, "timing.subslices").and_then(Value::as_array) else {
        return String::new();
    };
    let cols = subs
        .iter()
        .filter_map(|s| s.get("eus").and_then(Value::as_array).map(Vec::len))
        .max()
        .unwrap_or(0);
    if subs.is_empty() || cols == 0 {
        return String::new();
    }
    let (cw, rh) = (44.0, 22.0);
    let width = 120.0 + cw * cols as f64;
    let height = 40.0 + rh * subs.len() as f64;
    let mut h = format!(
        r#"<svg class="chart heatmap" width="{width:.0}" height="{height:.0}" role="img" aria-label="EU Active per EU"><text x="0" y="16" font-weight="bold">EU Active per EU (%): {}</text>"#,
        esc(&r.label)
    );
    for (i, s) in subs.iter().enumerate() {
        let y = 28.0 + rh * i as f64;
        let f = |k: &str| s.get(k).and_then(Value::as_u64).unwrap_or(0);
        let _ = write!(
            h,
            r#"<text x="0" y="{:.1}" font-size="11">slice {} subslice {}</text>"#,
            y + 15.0,
            f("slice"),
            f("subslice")
        );
        for (j, e) in s
            .get("eus")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
        {
            let v = e.get("active_pct").and_then(Value::as_f64).unwrap_or(0.0);
            let shade = (255.0 - 2.0 * v.clamp(0.0, 100.0)) as u8;
            let x = 120.0 + cw * j as f64;
            let _ = write!(
                h,
                r#"<rect x="{x:.1}" y="{y:.1}" width="{:.1}" height="{:.1}" fill="rgb({shade},{shade},255)"><title>EU {j}: {v:.1} % active</title></rect><text x="{:.1}" y="{:.1}" font-size="10" text-anchor="middle">{v:.0}</text>"#,
                cw - 2.0,
                rh - 2.0,
                x + cw / 2.0,
                y + 15.0
            );
        }
    }
    h + "</svg>"
}

fn memory_table(runs: &[Run]) -> String {
    let mut rows: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (i, r) in runs.iter().enumerate() {
        if let Some(Value::Object(m)) = get(&r.stats, "timing.memory") {
            for (k, v) in m {
                let e = rows
                    .entry(k.clone())
                    .or_insert_with(|| vec!["-".into(); runs.len()]);
                e[i] = v.as_f64().map_or(v.to_string(), num);
            }
        }
    }
    // messages in flight by unit: how many, and their mean and longest flight in cycles
    for (i, r) in runs.iter().enumerate() {
        let flights = get(&r.stats, "timing.messages_in_flight").and_then(Value::as_array);
        for f in flights.into_iter().flatten() {
            let unit = f.get("unit").and_then(Value::as_str).unwrap_or("?");
            let field = |k: &str| f.get(k).and_then(Value::as_f64).map_or("-".into(), num);
            let e = rows
                .entry(format!(
                    "{unit} messages: count / mean / max cycles in flight"
                ))
                .or_insert_with(|| vec!["-".into(); runs.len()]);
            e[i] = format!(
                "{} / {} / {}",
                field("messages"),
                field("mean_cycles"),
                field("max_cycles")
            );
        }
    }
    if rows.is_empty() {
        return String::new();
    }
    let mut h = String::from("<h2>Memory</h2><table><tr><th>counter</th>");
    for r in runs {
        let _ = write!(h, "<th>{}</th>", esc(&r.label));
    }
    h += "</tr>";
    for (k, vals) in rows {
        let _ = write!(h, "<tr><td>{}</td>", esc(&k));
        for v in vals {
            let _ = write!(h, "<td>{v}</td>");
        }
        h += "</tr>";
    }
    h + "</table>"
}

/// Hottest blocks, each with its disassembly and per-instruction cycles.
fn hotspots(r: &Run) -> String {
    let (Some(Value::Array(blocks)), Some(Value::Array(insts))) = (
        get(&r.stats, "profile.blocks"),
        get(&r.stats, "profile.instructions"),
    ) else {
        return String::new();
    };
    let cycles = |c: &Value| -> u64 {
        let issue = get(c, "issue_cycles").and_then(Value::as_u64).unwrap_or(0);
        let stalls: u64 = get(c, "stalls")
            .and_then(Value::as_object)
            .map_or(0, |m| m.values().filter_map(Value::as_u64).sum());
        issue + stalls
    };
    let mut hot: Vec<&Value> = blocks.iter().collect();
    hot.sort_by_key(|b| std::cmp::Reverse(b.get("counts").map_or(0, cycles)));
    let total: u64 = blocks
        .iter()
        .map(|b| b.get("counts").map_or(0, cycles))
        .sum::<u64>()
        .max(1);
    let mut h = format!("<h2>Hot basic blocks: {}</h2>", esc(&r.label));
    for b in hot.iter().take(5) {
        let start = b.get("start").and_then(Value::as_u64).unwrap_or(0);
        let len = b.get("length").and_then(Value::as_u64).unwrap_or(0) as usize;
        let c = b.get("counts").map_or(0, cycles);
        let _ = write!(
            h,
            "<h3>{} &mdash; {} cycles ({:.1} %), entered {} times</h3><pre>",
            esc(b.get("label").and_then(Value::as_str).unwrap_or("?")),
            c,
            100.0 * c as f64 / total as f64,
            b.get("entries").and_then(Value::as_u64).unwrap_or(0)
        );
        let first = insts
            .iter()
            .position(|i| i.get("ip").and_then(Value::as_u64) == Some(start))
            .unwrap_or(0);
        for i in insts.iter().skip(first).take(len) {
            let _ = writeln!(
                h,
                "{:>8} cycles  {}",
                i.get("counts").map_or(0, cycles),
                esc(i.get("text").and_then(Value::as_str).unwrap_or(""))
            );
        }
        h += "</pre>";
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_table_shows_messages_in_flight() {
        let stats = serde_json::json!({"kernel": "k", "config": "c", "timing": {
        "memory": {"l3_hits": 5},
        "messages_in_flight": [
            {"unit": "data port", "messages": 12, "mean_cycles": 250.5, "max_cycles": 900}
        ]}});
        let h = memory_table(&[Run {
            label: "a".into(),
            stats,
        }]);
        assert!(h.contains("<td>l3_hits</td><td>5</td>"), "{h}");
        assert!(
            h.contains("data port messages: count / mean / max cycles in flight</td><td>12 / "),
            "{h}"
        );
        assert!(h.contains("/ 900</td>"), "{h}");
    }
}
