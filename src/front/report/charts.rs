//! The report's charts as inline SVG: bars, lines over time and the EU heat map.

use super::{esc, get, num, Run, COLOURS};
use crate::front::axis::{tick_label, ticks};
use serde_json::Value;
use std::fmt::Write;

/// A horizontal bar chart: one group per label, one bar per run.
pub fn bars(title: &str, labels: &[&str], series: &[Vec<f64>], unit: &str) -> String {
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

/// Occupancy, EU state and bandwidths over time (`timing.timeline`), one line per run and
/// metric, to the end of the kernel (the end-of-kernel L3 flush shaded).
pub fn timeline(runs: &[Run]) -> String {
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
    let flush: Vec<(f64, f64)> = runs
        .iter()
        .map(|r| {
            let f = |k: &str| get(&r.stats, k).and_then(Value::as_f64).unwrap_or(0.0);
            let end = f("cycles");
            (end - f("timing.memory.flush_cycles"), end)
        })
        .collect();
    let mut h = String::new();
    for (keys, title, unit) in [
        (
            &["thread_occupancy_pct"][..],
            "Thread occupancy over time",
            "%",
        ),
        (
            &["eu_active_pct", "eu_stall_pct"][..],
            "EU Active (solid) and EU Stall (dashed) over time",
            "% of EU-cycles",
        ),
        (
            &["l3_gbps"][..],
            "L3 bandwidth over time (bytes counted when served)",
            "GB/s",
        ),
        (
            &["dram_gbps"][..],
            "DRAM bandwidth over time (bytes counted when served)",
            "GB/s",
        ),
    ] {
        let lines: Vec<Line> = runs
            .iter()
            .enumerate()
            .flat_map(|(k, r)| {
                keys.iter()
                    .enumerate()
                    .map(move |(d, key)| (k, d, series(r, key)))
            })
            .collect();
        if lines.iter().all(|l| l.2.is_empty()) {
            continue;
        }
        h += &line_chart(title, unit, &lines, &flush);
    }
    h
}

/// Each run's end-of-kernel L3 flush, shaded, over a chart `ht` high from `top`.
fn flush_bands(flush: &[(f64, f64)], sx: &dyn Fn(f64) -> f64, (top, ht): (f64, f64)) -> String {
    let mut h = String::new();
    for (k, &(a, b)) in flush.iter().enumerate() {
        if b > a {
            let _ = write!(
                h,
                r##"<rect x="{:.1}" y="{top}" width="{:.1}" height="{ht}" fill="{}" opacity="0.12"><title>end-of-kernel L3 flush</title></rect><text x="{:.1}" y="{:.1}" font-size="10" text-anchor="end">flush</text>"##,
                sx(a),
                (sx(b) - sx(a)).max(1.0),
                COLOURS[k % 2],
                sx(b),
                top + 12.0 + 12.0 * k as f64
            );
        }
    }
    h
}

/// A line: its run, its dash style (0 solid) and its points.
type Line = (usize, usize, Vec<(f64, f64)>);

/// One chart of lines with round y ticks and the flush shaded.
fn line_chart(title: &str, unit: &str, lines: &[Line], flush: &[(f64, f64)]) -> String {
    let xmax = lines
        .iter()
        .flat_map(|l| &l.2)
        .map(|p| p.0)
        .fold(1.0f64, f64::max);
    let ymax = lines
        .iter()
        .flat_map(|l| &l.2)
        .map(|p| p.1)
        .fold(1e-9f64, f64::max);
    let yt = ticks(ymax);
    let ytop = yt.last().copied().unwrap_or(1.0);
    let (left, top, w, ht) = (70.0, 30.0, 580.0, 160.0);
    let sx = |x: f64| left + w * x / xmax;
    let sy = |y: f64| top + ht - ht * y / ytop;
    let mut h = format!(
        r##"<svg class="chart" width="680" height="230" role="img" aria-label="{t}"><text x="0" y="16" font-weight="bold">{t}</text><rect x="{left}" y="{top}" width="{w}" height="{ht}" fill="none" stroke="#ccc"/>"##,
        t = esc(title)
    );
    h += &flush_bands(flush, &sx, (top, ht));
    for y in &yt {
        let _ = write!(
            h,
            r##"<line x1="{left}" y1="{py:.1}" x2="{:.0}" y2="{py:.1}" stroke="#eee"/><text x="{:.0}" y="{:.1}" font-size="11" text-anchor="end">{}</text>"##,
            left + w,
            left - 4.0,
            sy(*y) + 4.0,
            tick_label(*y),
            py = sy(*y)
        );
    }
    for x in ticks(xmax).into_iter().filter(|x| *x <= xmax) {
        let _ = write!(
            h,
            r##"<text x="{:.1}" y="{:.0}" font-size="11" text-anchor="middle">{}</text>"##,
            sx(x),
            top + ht + 14.0,
            tick_label(x)
        );
    }
    let _ = write!(
        h,
        r##"<text x="{:.0}" y="{:.0}" font-size="11" text-anchor="middle">cycles</text><text x="12" y="{:.0}" font-size="11" transform="rotate(-90 12 {:.0})" text-anchor="middle">{}</text>"##,
        left + w / 2.0,
        top + ht + 30.0,
        top + ht / 2.0,
        top + ht / 2.0,
        esc(unit)
    );
    for (k, d, pts) in lines {
        let path: Vec<String> = pts
            .iter()
            .map(|(x, y)| format!("{:.1},{:.1}", sx(*x), sy(*y)))
            .collect();
        let dash = if *d == 0 {
            ""
        } else {
            r#" stroke-dasharray="5 3""#
        };
        let _ = write!(
            h,
            r#"<polyline fill="none" stroke="{}" stroke-width="1.5"{dash} points="{}"/>"#,
            COLOURS[k % 2],
            path.join(" ")
        );
    }
    h + "</svg>"
}

/// EU Active per EU, one row per subslice (`timing.subslices`): a heat map.
pub fn heatmap(r: &Run) -> String {
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
