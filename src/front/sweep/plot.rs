//! A sweep plot as a self-contained SVG: one metric against one axis (a `--set` key), one
//! line per launch (and per combination of the other axes' values). The y axis has round
//! ticks (or powers of ten on a log scale) and the metric's unit; each series has its own
//! colour, dash pattern and marker (8 colours, each first solid with circles, then dashed with
//! squares, then dotted with triangles: 24 distinct styles before one repeats).

use super::table::Row;
use crate::front::axis::{tick_label, ticks};
use std::collections::BTreeMap;
use std::fmt::Write;

const W: f64 = 760.0;
const H: f64 = 420.0;
const PAD: f64 = 60.0;
const DASHES: [&str; 3] = ["", "6 3", "2 3"];
const COLOURS: [&str; 8] = [
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
];

/// The rows' `metric` by series (launch and the other axes' values), as (x value, y).
fn group(rows: &[Row], metric: &str, axis: &str) -> Result<Lines, String> {
    let mut lines: Lines = BTreeMap::new();
    for r in rows {
        let Some(x) = r.overrides.get(axis) else {
            return Err(format!("row {} has no value for axis `{axis}`", r.row));
        };
        let Some(y) = r.stats.get(metric).and_then(|v| v.as_f64()) else {
            continue;
        };
        let others: Vec<String> = r
            .overrides
            .iter()
            .filter(|(k, _)| k.as_str() != axis)
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let name = if others.is_empty() {
            r.launch.clone()
        } else {
            format!("{} ({})", r.launch, others.join(", "))
        };
        lines.entry(name).or_default().push((x.clone(), y));
    }
    if lines.is_empty() {
        return Err(format!("no row has a numeric `{metric}`"));
    }
    Ok(lines)
}

/// Maps a value onto the y axis (identity, or log10).
type Scale = fn(f64) -> f64;

/// Series name to its (x value, y) points.
type Lines = BTreeMap<String, Vec<(String, f64)>>;

/// The y ticks over `ys` (powers of ten when `log`) and the map onto the axis.
fn y_ticks(ys: &[f64], metric: &str, log: bool) -> Result<(Vec<f64>, Scale), String> {
    if log && ys.iter().any(|y| *y <= 0.0) {
        return Err(format!("`{metric}` has values <= 0: no log scale"));
    }
    let ymax = ys.iter().cloned().fold(f64::MIN, f64::max);
    let ymin = ys.iter().cloned().fold(f64::MAX, f64::min);
    // only ticks that are finite (and positive on a log scale): near the ends of the f64
    // range the next round tick or power of ten overflows, or underflows to 0
    let usable = |t: &f64| t.is_finite() && (!log || *t > 0.0);
    if log {
        let a = ymin.log10().floor() as i32;
        let b = ymax.log10().ceil().max(f64::from(a) + 1.0) as i32;
        let mut t: Vec<f64> = (a..=b).map(|e| 10f64.powi(e)).filter(usable).collect();
        if t.is_empty() {
            t.push(ymin);
        }
        return Ok((t, f64::log10));
    }
    // ticks below 0 only for negative values
    let neg = if ymin < 0.0 { ticks(-ymin) } else { vec![0.0] };
    let mut t: Vec<f64> = neg.iter().skip(1).rev().map(|v| -v).collect();
    t.extend(ticks(ymax.max(0.0)));
    t.retain(usable);
    Ok((t, |v| v))
}

/// The SVG of `metric` against override `axis` over `rows`, the y axis logarithmic when `log`.
/// Axis values that all parse as numbers are placed by value, others in order of first
/// appearance.
pub fn plot_svg(rows: &[Row], metric: &str, axis: &str, log: bool) -> Result<String, String> {
    let lines = group(rows, metric, axis)?;
    let xs = x_values(&lines);
    // placed by value only when every value is a finite number ("inf" and "NaN" parse too)
    let numeric: Option<Vec<f64>> = xs.iter().map(|x| finite_number(x)).collect();
    let xpos = |x: &str| -> f64 {
        match &numeric {
            Some(_) => finite_number(x).unwrap_or(0.0),
            None => xs.iter().position(|s| s == x).unwrap_or(0) as f64,
        }
    };
    let (x0, x1) = x_range(numeric.as_deref(), xs.len());
    let ys: Vec<f64> = lines.values().flatten().map(|(_, y)| *y).collect();
    let (yt, to_axis) = y_ticks(&ys, metric, log)?;
    // the axis spans the ticks and every value (the ticks stop before f64 overflows)
    let ymin = ys.iter().cloned().fold(f64::MAX, f64::min);
    let ymax = ys.iter().cloned().fold(f64::MIN, f64::max);
    let y0 = to_axis(yt[0]).min(to_axis(ymin));
    let y1 = to_axis(*yt.last().unwrap_or(&ymax)).max(to_axis(ymax));
    let labels: Vec<String> = yt.iter().map(|y| tick_label(*y)).collect();
    let left = 24.0 + 7.0 * labels.iter().map(String::len).max().unwrap_or(1) as f64;
    let sx = |x: f64| left + fraction(x, x0, x1) * (W - left - PAD);
    let sy = |y: f64| H - PAD - fraction(to_axis(y), y0, y1) * (H - 2.0 * PAD);
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{}" font-family="sans-serif" font-size="12">"#,
        H + 20.0 * lines.len() as f64
    );
    let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{}" y="20" text-anchor="middle" font-size="14">{} vs {}</text>"#,
        W / 2.0,
        escape(metric),
        escape(axis)
    );
    let _ = writeln!(
        s,
        r#"<line x1="{left}" y1="{b}" x2="{r}" y2="{b}" stroke="black"/><line x1="{left}" y1="{PAD}" x2="{left}" y2="{b}" stroke="black"/>"#,
        b = H - PAD,
        r = W - PAD
    );
    x_axis_labels(&mut s, &xs, &|x| sx(xpos(x)), axis, left);
    for (y, label) in yt.iter().zip(&labels) {
        let py = sy(*y);
        let _ = writeln!(
            s,
            r##"<line x1="{left}" y1="{py:.1}" x2="{}" y2="{py:.1}" stroke="#e5e5e5"/><text x="{}" y="{:.1}" text-anchor="end">{label}</text>"##,
            W - PAD,
            left - 4.0,
            py + 4.0
        );
    }
    let unit = unit_of(metric);
    let _ = writeln!(
        s,
        r#"<text x="{PAD}" y="{}" text-anchor="start">{}{}{}</text>"#,
        PAD - 10.0,
        escape(metric),
        if unit.is_empty() { "" } else { ", " },
        if log {
            format!("{unit} (log scale)")
        } else {
            unit.to_string()
        }
    );
    let xy = |x: f64, y: f64| (sx(x), sy(y));
    series(&mut s, &lines, &xpos, &xy);
    s.push_str("</svg>\n");
    Ok(s)
}

/// `x` as a number when it is a finite one.
fn finite_number(x: &str) -> Option<f64> {
    x.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// Where `v` lies between `lo` and `hi` (0 at `lo`, 1 at `hi`; 0 when the span is empty),
/// computed on halves so that no difference of finite values overflows: always finite for
/// finite arguments.
fn fraction(v: f64, lo: f64, hi: f64) -> f64 {
    let span = hi / 2.0 - lo / 2.0;
    let f = (v / 2.0 - lo / 2.0) / span;
    if span > 0.0 && f.is_finite() {
        f
    } else {
        0.0
    }
}

/// The x values of every series, in order of first appearance.
fn x_values(lines: &Lines) -> Vec<String> {
    let mut xs: Vec<String> = Vec::new();
    for (x, _) in lines.values().flatten() {
        if !xs.contains(x) {
            xs.push(x.clone());
        }
    }
    xs
}

/// The x axis range: the numeric values' span, or positions 0..n-1 (at least 0..1).
fn x_range(numeric: Option<&[f64]>, n: usize) -> (f64, f64) {
    match numeric {
        Some(v) => (
            v.iter().cloned().fold(f64::MAX, f64::min),
            v.iter().cloned().fold(f64::MIN, f64::max),
        ),
        None => (0.0, (n.max(2) - 1) as f64),
    }
}

/// `t` escaped for SVG text.
fn escape(t: &str) -> String {
    t.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The x tick labels (at `px(x)`) and the axis title under them.
fn x_axis_labels(s: &mut String, xs: &[String], px: &dyn Fn(&str) -> f64, axis: &str, left: f64) {
    for x in xs {
        let px = px(x);
        let _ = writeln!(
            s,
            r#"<text x="{px:.1}" y="{}" text-anchor="middle">{}</text>"#,
            H - PAD + 16.0,
            escape(x)
        );
    }
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{}" text-anchor="middle">{}</text>"#,
        left + (W - left - PAD) / 2.0,
        H - PAD + 34.0,
        escape(axis)
    );
}

/// Each series' line, markers and legend entry.
fn series(
    s: &mut String,
    lines: &Lines,
    xpos: &dyn Fn(&str) -> f64,
    xy: &dyn Fn(f64, f64) -> (f64, f64),
) {
    for (i, (name, pts)) in lines.iter().enumerate() {
        let (c, dash, marker) = style(i);
        let mut pts: Vec<(f64, f64)> = pts.iter().map(|(x, y)| (xpos(x), *y)).collect();
        pts.sort_by(|a, b| a.0.total_cmp(&b.0));
        let path: Vec<String> = pts
            .iter()
            .map(|(x, y)| format!("{:.1},{:.1}", xy(*x, *y).0, xy(*x, *y).1))
            .collect();
        let dash_attr = if dash.is_empty() {
            String::new()
        } else {
            format!(r#" stroke-dasharray="{dash}""#)
        };
        let _ = writeln!(
            *s,
            r#"<polyline class="series" fill="none" stroke="{c}" stroke-width="2"{dash_attr} points="{}"/>"#,
            path.join(" ")
        );
        for (x, y) in &pts {
            let (px, py) = xy(*x, *y);
            *s += &mark(marker, px, py, c);
        }
        let ly = H + 14.0 * 1.4 * i as f64 - 4.0;
        let _ = writeln!(
            *s,
            r#"<line x1="{PAD}" y1="{ly:.1}" x2="{}" y2="{ly:.1}" stroke="{c}" stroke-width="2"{dash_attr}/>{}<text x="{}" y="{:.1}">{}</text>"#,
            PAD + 24.0,
            mark(marker, PAD + 12.0, ly, c),
            PAD + 30.0,
            ly + 4.0,
            escape(name)
        );
    }
}

/// Series `i`'s colour, dash pattern and marker (0 circle, 1 square, 2 triangle).
fn style(i: usize) -> (&'static str, &'static str, usize) {
    let n = COLOURS.len();
    (COLOURS[i % n], DASHES[(i / n) % DASHES.len()], (i / n) % 3)
}

/// A marker at (x, y).
fn mark(kind: usize, x: f64, y: f64, c: &str) -> String {
    match kind {
        0 => format!(r#"<circle cx="{x:.1}" cy="{y:.1}" r="3" fill="{c}"/>"#),
        1 => format!(
            r#"<rect x="{:.1}" y="{:.1}" width="6" height="6" fill="{c}"/>"#,
            x - 3.0,
            y - 3.0
        ),
        _ => format!(
            r#"<path d="M{x:.1},{:.1} L{:.1},{:.1} L{:.1},{:.1} z" fill="{c}"/>"#,
            y - 4.0,
            x + 4.0,
            y + 3.0,
            x - 4.0,
            y + 3.0
        ),
    }
}

/// The unit of a stats key, from its name (`timing.l3_gbps`: GB/s).
fn unit_of(metric: &str) -> &'static str {
    let last = metric.rsplit('.').next().unwrap_or(metric);
    match last {
        "cycles" => "cycles",
        "time_ns" => "ns",
        "ipc" | "ipc_per_eu" => "instructions/cycle",
        "clock_mhz" => "MHz",
        _ if last.ends_with("_pct") => "%",
        _ if last.ends_with("_gbps") => "GB/s",
        _ if last.ends_with("_bytes") => "B",
        _ if last.ends_with("_cycles") => "cycles",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_24_series_have_distinct_styles() {
        let styles: std::collections::BTreeSet<_> = (0..24).map(style).collect();
        assert_eq!(styles.len(), 24);
        assert_eq!(style(0), ("#1f77b4", "", 0));
        assert_eq!(
            style(8),
            ("#1f77b4", "6 3", 1),
            "the ninth: first colour, dashed, squares"
        );
    }

    /// `n` launches (series) at two axis values, cycles `base` and `2 base` for each.
    fn rows(n: usize, base: f64) -> Vec<Row> {
        (0..n)
            .flat_map(|l| {
                [("4", base), ("8", 2.0 * base)].map(|(x, y)| Row {
                    row: 0,
                    point: 0,
                    launch: format!("k{l:02}.ron"),
                    overrides: [("topology.eus_per_subslice".to_string(), x.to_string())].into(),
                    stats: [("cycles".to_string(), serde_json::json!(y * (l + 1) as f64))].into(),
                })
            })
            .collect()
    }

    #[test]
    fn twelve_series_are_told_apart_and_labels_fit() {
        let svg = plot_svg(
            &rows(12, 1065.1),
            "cycles",
            "topology.eus_per_subslice",
            false,
        )
        .unwrap();
        // 12 series: 8 solid, 4 dashed (each line and its legend entry)
        assert_eq!(svg.matches("class=\"series\"").count(), 12);
        assert_eq!(svg.matches("stroke-dasharray=\"6 3\"").count(), 8);
        // 8 series x (2 points + 1 legend) circles, 4 x 3 squares
        assert_eq!(svg.matches("<circle").count(), 24);
        assert_eq!(svg.matches("<rect x=").count(), 12);
        // y up to 12 x 2130.2 = 25562.4: a fifth is 5112, so ticks every 10000 to 30000
        assert!(!svg.contains(">-"), "no negative tick for positive values");
        for t in [
            ">0</text>",
            ">10000</text>",
            ">30000</text>",
            ">cycles, cycles</text>",
        ] {
            assert!(svg.contains(t), "{t}");
        }
        // the widest label (5 characters) fits left of the axis: 24 + 7 x 5 = 59
        assert!(svg.contains(r#"<line x1="59" y1="360""#), "axis at x=59");
    }

    #[test]
    fn the_log_scale_has_powers_of_ten() {
        let svg = plot_svg(&rows(2, 30.0), "cycles", "topology.eus_per_subslice", true).unwrap();
        // 30 to 120: the decades 10, 100, 1000 and no more
        for t in [">10</text>", ">100</text>", ">1000</text>", "(log scale)"] {
            assert!(svg.contains(t), "{t}");
        }
        assert!(!svg.contains(">1</text>") && !svg.contains(">10000</text>"));
        let mut bad = rows(1, 1.0);
        bad[0].stats.insert("cycles".into(), serde_json::json!(0.0));
        assert!(plot_svg(&bad, "cycles", "topology.eus_per_subslice", true).is_err());
    }

    #[test]
    fn units_follow_the_key() {
        assert_eq!(unit_of("timing.dram_gbps"), "GB/s");
        assert_eq!(unit_of("timing.eu_active_pct"), "%");
        assert_eq!(unit_of("cycles"), "cycles");
        assert_eq!(unit_of("timing.memory.flush_cycles"), "cycles");
    }
}
