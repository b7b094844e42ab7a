//! A sweep plot as a self-contained SVG: one metric against one axis (a `--set` key), one
//! line per launch (and per combination of the other axes' values).

use super::table::Row;
use std::collections::BTreeMap;
use std::fmt::Write;

const W: f64 = 720.0;
const H: f64 = 420.0;
const PAD: f64 = 60.0;
const COLOURS: [&str; 8] = [
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
];

/// The SVG of `metric` against override `axis` over `rows`. Axis values that all parse as
/// numbers are placed by value, others in order of first appearance.
pub fn plot_svg(rows: &[Row], metric: &str, axis: &str) -> Result<String, String> {
    let mut lines: BTreeMap<String, Vec<(String, f64)>> = BTreeMap::new();
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
    let mut xs: Vec<String> = Vec::new();
    for (x, _) in lines.values().flatten() {
        if !xs.contains(x) {
            xs.push(x.clone());
        }
    }
    let numeric: Option<Vec<f64>> = xs.iter().map(|x| x.parse::<f64>().ok()).collect();
    let xpos = |x: &str| -> f64 {
        match &numeric {
            Some(_) => x.parse::<f64>().unwrap_or(0.0),
            None => xs.iter().position(|s| s == x).unwrap_or(0) as f64,
        }
    };
    let (x0, x1) = match &numeric {
        Some(v) => (
            v.iter().cloned().fold(f64::MAX, f64::min),
            v.iter().cloned().fold(f64::MIN, f64::max),
        ),
        None => (0.0, (xs.len().max(2) - 1) as f64),
    };
    let ys = lines.values().flatten().map(|(_, y)| *y);
    let (y0, y1) = (
        ys.clone().fold(f64::MAX, f64::min).min(0.0),
        ys.fold(f64::MIN, f64::max),
    );
    let sx = |x: f64| PAD + (x - x0) / (x1 - x0).max(f64::EPSILON) * (W - 2.0 * PAD);
    let sy = |y: f64| H - PAD - (y - y0) / (y1 - y0).max(f64::EPSILON) * (H - 2.0 * PAD);
    let mut s = String::new();
    let esc = |t: &str| {
        t.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
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
        esc(metric),
        esc(axis)
    );
    let _ = writeln!(
        s,
        r#"<line x1="{PAD}" y1="{b}" x2="{r}" y2="{b}" stroke="black"/><line x1="{PAD}" y1="{PAD}" x2="{PAD}" y2="{b}" stroke="black"/>"#,
        b = H - PAD,
        r = W - PAD
    );
    for x in &xs {
        let px = sx(xpos(x));
        let _ = writeln!(
            s,
            r#"<text x="{px:.1}" y="{}" text-anchor="middle">{}</text>"#,
            H - PAD + 16.0,
            esc(x)
        );
    }
    for k in 0..=4 {
        let y = y0 + (y1 - y0) * k as f64 / 4.0;
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{:.1}" text-anchor="end">{}</text>"#,
            PAD - 4.0,
            sy(y) + 4.0,
            fmt_num(y)
        );
    }
    for (i, (name, pts)) in lines.iter().enumerate() {
        let c = COLOURS[i % COLOURS.len()];
        let mut pts: Vec<(f64, f64)> = pts.iter().map(|(x, y)| (xpos(x), *y)).collect();
        pts.sort_by(|a, b| a.0.total_cmp(&b.0));
        let path: Vec<String> = pts
            .iter()
            .map(|(x, y)| format!("{:.1},{:.1}", sx(*x), sy(*y)))
            .collect();
        let _ = writeln!(
            s,
            r#"<polyline class="series" fill="none" stroke="{c}" stroke-width="2" points="{}"/>"#,
            path.join(" ")
        );
        for (x, y) in &pts {
            let _ = writeln!(
                s,
                r#"<circle cx="{:.1}" cy="{:.1}" r="3" fill="{c}"/>"#,
                sx(*x),
                sy(*y)
            );
        }
        let ly = H + 14.0 * 1.4 * i as f64 - 4.0;
        let _ = writeln!(
            s,
            r#"<rect x="{PAD}" y="{:.1}" width="12" height="4" fill="{c}"/><text x="{}" y="{:.1}">{}</text>"#,
            ly - 4.0,
            PAD + 18.0,
            ly + 1.0,
            esc(name)
        );
    }
    s.push_str("</svg>\n");
    Ok(s)
}

fn fmt_num(v: f64) -> String {
    if v.abs() >= 1e6 {
        format!("{:.2e}", v)
    } else if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.3}")
    }
}
