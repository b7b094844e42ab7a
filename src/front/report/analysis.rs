//! What limits a run: its floating-point work against the roofline, occupancy and its
//! limiter, the memory hierarchy against each unit's peak, and a verdict from the rules of
//! [`verdict`] (docs/outputs.md lists them).

use super::machine::Machine;
use super::{esc, get, num};
use serde_json::Value;
use std::fmt::Write;

/// A stat as a number (0 when absent).
fn f(v: &Value, key: &str) -> f64 {
    get(v, key).and_then(Value::as_f64).unwrap_or(0.0)
}

/// FLOPs of one instruction's text (`mad (16|M0) r1.0<1>:f ...`): execution-size lanes of a
/// floating-point add, mul, mad (2), mac (2) or math op (1). Lanes disabled by the
/// execution mask or predication still count: an upper bound.
pub fn inst_flops(text: &str) -> u64 {
    let mut words = text.split_whitespace();
    let Some(mut op) = words.next() else { return 0 };
    if op.starts_with('(') {
        // a predicate, `(f0.0)`
        op = words.next().unwrap_or("");
    }
    let base = op.split('.').next().unwrap_or("");
    let per_lane = match base {
        "mad" | "mac" => 2,
        "add" | "mul" | "math" => 1,
        _ => return 0,
    };
    let width: u64 = words
        .next()
        .and_then(|w| w.strip_prefix('('))
        .and_then(|w| w.split(['|', ')']).next())
        .and_then(|w| w.parse().ok())
        .unwrap_or(0);
    let dst_float = words
        .next()
        .is_some_and(|d| d.ends_with(":f") || d.ends_with(":hf") || d.ends_with(":df"));
    if dst_float {
        per_lane * width
    } else {
        0
    }
}

/// FLOPs of a profiled run (0 without a profile).
pub fn flops(stats: &Value) -> u64 {
    let Some(Value::Array(insts)) = get(stats, "profile.instructions") else {
        return 0;
    };
    insts
        .iter()
        .map(|i| {
            let text = i.get("text").and_then(Value::as_str).unwrap_or("");
            let execs = get(i, "counts.executions")
                .and_then(Value::as_u64)
                .unwrap_or(0);
            inst_flops(text) * execs
        })
        .sum()
}

/// 10^e as an axis label (`0.001`, `100`).
fn pow10(e: i32) -> String {
    format!("{:.*}", (-e).max(0) as usize, 10f64.powi(e))
}

/// The verdict: which unit limits the run, and the rule that says so.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// Short name (`DRAM bandwidth`, `compute`, ...), also the page's `data-verdict`.
    pub bound: &'static str,
    /// The rule and the numbers that met it.
    pub why: String,
}

/// Share of a unit's peak from which the rules call it the limit, %.
pub const BUSY: f64 = 80.0;
/// EU Idle from which the rules call the run short of parallel work, %.
pub const IDLE: f64 = 50.0;

/// The rules, first match wins:
/// 1. DRAM bandwidth at >= [`BUSY`] % of `memory.dram_gbps` -> DRAM bandwidth-bound;
/// 2. L3 bandwidth at >= [`BUSY`] % of the L3's peak, or the data ports busy >= [`BUSY`] %
///    of their cycles -> L3 / data-port bandwidth-bound;
/// 3. EU Active >= [`BUSY`] % -> compute-bound (the EU pipes);
/// 4. EU Idle >= [`IDLE`] % -> parallelism-bound (too few threads for the machine);
/// 5. otherwise the largest stall reason names it: memory (latency-bound: too few requests
///    in flight), dependency (instruction latency), barrier, pipe busy (issue), and so on.
pub fn verdict(stats: &Value, m: &Machine) -> Option<Verdict> {
    let cycles = f(stats, "cycles");
    get(stats, "timing")?;
    let dram = 100.0 * f(stats, "timing.dram_gbps") / m.dram_gbps;
    let l3 = 100.0 * f(stats, "timing.l3_gbps") / m.gbps(m.l3_bytes_per_cycle);
    let dp = 100.0 * f(stats, "timing.memory.dataport_busy_cycles")
        / (cycles * f64::from(m.subslices)).max(1.0);
    let active = f(stats, "timing.eu_active_pct");
    let idle = f(stats, "timing.eu_idle_pct");
    let v = |bound, why: String| Some(Verdict { bound, why });
    if dram >= BUSY {
        return v(
            "DRAM bandwidth",
            format!(
                "DRAM moved {dram:.0} % of its peak ({} GB/s) (rule 1: >= {BUSY} %)",
                num(m.dram_gbps)
            ),
        );
    }
    if l3 >= BUSY || dp >= BUSY {
        return v(
            "L3 bandwidth",
            format!("L3 at {l3:.0} % of its peak, data ports busy {dp:.0} % (rule 2: >= {BUSY} %)"),
        );
    }
    if active >= BUSY {
        return v(
            "compute",
            format!("EU Active {active:.0} % (rule 3: >= {BUSY} %): the EU pipes are the limit"),
        );
    }
    if idle >= IDLE {
        return v(
            "parallelism",
            format!("EU Idle {idle:.0} % (rule 4: >= {IDLE} %): too few threads for the machine"),
        );
    }
    let stalls = get(stats, "timing.stalls").and_then(Value::as_object)?;
    let (reason, c) = stalls
        .iter()
        .filter_map(|(k, v)| Some((k.as_str(), v.as_f64()?)))
        .max_by(|a, b| a.1.total_cmp(&b.1))?;
    let bound = match reason {
        "send_memory" => "memory latency",
        "dependency" => "instruction latency",
        "barrier" => "barriers",
        "pipe_busy" => "issue",
        "control_flow" => "control flow",
        "dispatch" => "dispatch",
        _ => "instruction fetch",
    };
    v(
        bound,
        format!(
            "no unit near its peak; the largest stall is {reason} ({} thread-cycles) (rule 5)",
            num(c)
        ),
    )
}

/// The verdict section.
pub fn verdict_html(stats: &Value, m: &Machine) -> String {
    match verdict(stats, m) {
        Some(v) => format!(
            "<div class=verdict data-verdict=\"{b}\"><b>Bottleneck: {b}.</b> {w}</div>",
            b = esc(v.bound),
            w = esc(&v.why)
        ),
        None => String::new(),
    }
}

/// Roofline: achieved GFLOPS at the run's arithmetic intensity (FLOPs per DRAM byte and per
/// L3 byte) under the compute, L3 and DRAM ceilings (log-log).
pub fn roofline(stats: &Value, m: &Machine, label: &str) -> String {
    let fl = flops(stats) as f64;
    let ns = f(stats, "timing.time_ns");
    if fl == 0.0 || ns == 0.0 {
        return String::new();
    }
    let gflops = fl / ns;
    let dram_b = f(stats, "timing.memory.dram_bytes");
    let l3_b = f(stats, "timing.l3_bytes");
    let peak = m.peak_gflops();
    let (l3p, drp) = (m.gbps(m.l3_bytes_per_cycle), m.dram_gbps);
    let (x0, x1, y0, y1) = (-3.0f64, 4.0f64, -2.0f64, (peak * 4.0).log10().ceil());
    let (w, h, left, top) = (520.0, 260.0, 60.0, 30.0);
    let sx = |ai: f64| left + w * (ai.log10().clamp(x0, x1) - x0) / (x1 - x0);
    let sy = |g: f64| top + h - h * (g.max(1e-9).log10().clamp(y0, y1) - y0) / (y1 - y0);
    let mut s = format!(
        r##"<svg class="chart" width="700" height="330" role="img" aria-label="Roofline"><text x="0" y="16" font-weight="bold">Roofline: {} (fp32 GFLOPS vs FLOPs per byte, log-log)</text><rect x="{left}" y="{top}" width="{w}" height="{h}" fill="none" stroke="#ccc"/>"##,
        esc(label)
    );
    s += &log_grid(
        (x0 as i32, x1 as i32),
        (y0 as i32, y1 as i32),
        &sx,
        &sy,
        (left, top, w, h),
    );
    for (bw, name, colour) in [(drp, "DRAM", "#d62728"), (l3p, "L3", "#2ca02c")] {
        // the memory roof bw x AI up to the ridge, then the compute roof
        let ridge = peak / bw;
        let a = 10f64.powf(x0);
        let _ = write!(
            s,
            r##"<polyline fill="none" stroke="{colour}" stroke-width="1.5" points="{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}"/><text x="{:.1}" y="{:.1}" font-size="10" fill="{colour}">{name} {} GB/s</text>"##,
            sx(a),
            sy(bw * a),
            sx(ridge),
            sy(peak),
            sx(10f64.powf(x1)),
            sy(peak),
            sx(a) + 4.0,
            sy(bw * a * 3.0) - 4.0,
            num(bw)
        );
    }
    let _ = write!(
        s,
        r##"<text x="{:.1}" y="{:.1}" font-size="10">compute {} GFLOPS</text>"##,
        left + w - 130.0,
        sy(peak) - 4.0,
        num(peak)
    );
    for (bytes, name, colour) in [(dram_b, "DRAM", "#d62728"), (l3_b, "L3", "#2ca02c")] {
        if bytes > 0.0 {
            let ai = fl / bytes;
            let _ = write!(
                s,
                r##"<circle cx="{:.1}" cy="{:.1}" r="5" fill="{colour}"><title>{name}: {} FLOPs/byte, {} GFLOPS</title></circle>"##,
                sx(ai),
                sy(gflops),
                num(ai),
                num(gflops)
            );
        }
    }
    s += "</svg>";
    let _ = write!(
        s,
        "<p class=k>{} FLOPs ({} GFLOPS, {:.1} % of the fp32 peak); FLOPs per DRAM byte {}, per L3 byte {}. FLOPs count the execution-size lanes of float add, mul, mad, mac and math instructions (masked lanes included).</p>",
        num(fl), num(gflops), 100.0 * gflops / peak,
        if dram_b > 0.0 { num(fl / dram_b) } else { "-".into() },
        if l3_b > 0.0 { num(fl / l3_b) } else { "-".into() },
    );
    s
}

/// The decades of a log-log chart: x grid lines and labels, y labels, the x axis title.
fn log_grid(
    (x0, x1): (i32, i32),
    (y0, y1): (i32, i32),
    sx: &dyn Fn(f64) -> f64,
    sy: &dyn Fn(f64) -> f64,
    (left, top, w, h): (f64, f64, f64, f64),
) -> String {
    let mut s = String::new();
    for e in x0..=x1 {
        let x = sx(10f64.powi(e));
        let _ = write!(
            s,
            r##"<line x1="{x:.1}" y1="{top}" x2="{x:.1}" y2="{:.1}" stroke="#eee"/><text x="{x:.1}" y="{:.1}" font-size="10" text-anchor="middle">{}</text>"##,
            top + h,
            top + h + 14.0,
            pow10(e)
        );
    }
    for e in y0..=y1 {
        let y = sy(10f64.powi(e));
        let _ = write!(
            s,
            r##"<text x="{:.1}" y="{:.1}" font-size="10" text-anchor="end">{}</text>"##,
            left - 4.0,
            y + 3.0,
            pow10(e)
        );
    }
    let _ = write!(
        s,
        r##"<text x="{:.1}" y="{:.1}" font-size="11" text-anchor="middle">FLOPs per byte</text>"##,
        left + w / 2.0,
        top + h + 28.0
    );
    s
}

/// Occupancy: achieved thread occupancy against the theoretical one, and which resource
/// limits the work-groups a subslice holds.
pub fn occupancy(stats: &Value, m: &Machine) -> String {
    let groups = f(stats, "work_groups");
    let simd = f(stats, "simd_width").max(1.0);
    if groups == 0.0 {
        return String::new();
    }
    let tpg = (f(stats, "work_items") / groups / simd).ceil().max(1.0);
    let barrier = f(stats, "messages.gateway") > 0.0;
    let mut limits = vec![
        (
            "thread slots",
            f64::from(m.eus_per_subslice * m.threads_per_eu) / tpg,
        ),
        (
            "GRF",
            f64::from(m.eus_per_subslice * m.grf_threads_per_eu) / tpg,
        ),
    ];
    if barrier {
        limits.push(("barriers", f64::from(m.barriers_per_subslice)));
    }
    limits.push(("work-groups in the launch", groups / f64::from(m.subslices)));
    let (limiter, per_ss) = limits
        .iter()
        .map(|&(n, v)| (n, v.floor()))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or(("-", 0.0));
    let theo = (100.0 * per_ss.max(0.0) * tpg / f64::from(m.eus_per_subslice * m.threads_per_eu))
        .min(100.0);
    let achieved = f(stats, "timing.thread_occupancy_pct");
    let mut h = String::from("<table><tr><th>limit</th><th>work-groups per subslice</th></tr>");
    for (n, v) in &limits {
        let _ = write!(h, "<tr><td>{n}</td><td>{}</td></tr>", num(v.floor()));
    }
    let _ = write!(
        h,
        "</table><p>{} threads per work-group. Theoretical occupancy {theo:.0} % (limited by <b>{limiter}</b>); achieved {achieved:.1} % (time-averaged; work-groups ramping up and draining lower it). SLM per work-group is not in the stats: with SLM, {} KB per subslice may limit further.</p>",
        num(tpg),
        m.slm_bytes_per_subslice / 1024
    );
    if !barrier {
        h += "<p class=k>No barrier messages: the barrier limit does not apply.</p>";
    }
    h
}

/// The memory hierarchy, EU to DRAM: bytes, hit rates and % of each unit's peak.
pub fn hierarchy(stats: &Value, m: &Machine) -> String {
    let cycles = f(stats, "cycles").max(1.0);
    let ns = f(stats, "timing.time_ns").max(1e-9);
    let hits = f(stats, "timing.memory.l3_hits");
    let misses = f(stats, "timing.memory.l3_misses");
    let llc_h = f(stats, "timing.memory.llc_hits");
    let llc_m = f(stats, "timing.memory.llc_misses");
    let rate = |a: f64, b: f64| {
        if a + b > 0.0 {
            format!("{:.1} % hits", 100.0 * a / (a + b))
        } else {
            "no accesses".into()
        }
    };
    let dp =
        100.0 * f(stats, "timing.memory.dataport_busy_cycles") / (cycles * f64::from(m.subslices));
    let l3_bytes = f(stats, "timing.l3_bytes");
    let dram_bytes = f(stats, "timing.memory.dram_bytes");
    let line = if hits + misses > 0.0 {
        l3_bytes / (hits + misses)
    } else {
        64.0
    };
    let llc_bytes = (llc_h + llc_m + f(stats, "timing.memory.llc_writes")) * line;
    let pct = |bytes: f64, peak_gbps: f64| {
        if peak_gbps > 0.0 {
            format!(
                "{:.1} % of {} GB/s",
                100.0 * bytes / ns / peak_gbps,
                num(peak_gbps)
            )
        } else {
            "-".into()
        }
    };
    let boxes = [
        (
            "EUs",
            format!("{} messages", num(f(stats, "messages.data_port"))),
            String::new(),
        ),
        (
            "data ports",
            format!("busy {dp:.1} % of cycles"),
            format!(
                "{} x {} B/cycle",
                m.subslices,
                num(m.dataport_bytes_per_cycle / f64::from(m.subslices))
            ),
        ),
        (
            "L3",
            format!("{} B, {}", num(l3_bytes), rate(hits, misses)),
            pct(l3_bytes, m.gbps(m.l3_bytes_per_cycle)),
        ),
        (
            "LLC",
            format!("{} B, {}", num(llc_bytes), rate(llc_h, llc_m)),
            pct(llc_bytes, m.gbps(m.llc_bytes_per_cycle)),
        ),
        (
            "DRAM",
            format!("{} B", num(dram_bytes)),
            pct(dram_bytes, m.dram_gbps),
        ),
    ];
    boxes_svg(&boxes)
}

/// Boxes (name and two lines of text) in a row, joined by arrows.
fn boxes_svg(boxes: &[(&str, String, String)]) -> String {
    let (bw, gap) = (172.0, 20.0);
    let mut s = format!(
        r##"<svg class="chart" width="{:.0}" height="110" role="img" aria-label="Memory hierarchy"><defs><marker id="ar" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#555"/></marker></defs>"##,
        boxes.len() as f64 * (bw + gap)
    );
    for (i, (name, a, b)) in boxes.iter().enumerate() {
        let x = i as f64 * (bw + gap);
        let _ = write!(
            s,
            r##"<rect x="{x:.0}" y="10" width="{bw}" height="80" rx="6" fill="#eef4fb" stroke="#1f77b4"/><text x="{:.0}" y="32" font-weight="bold" text-anchor="middle">{name}</text><text x="{:.0}" y="54" font-size="11" text-anchor="middle">{}</text><text x="{:.0}" y="74" font-size="11" text-anchor="middle">{}</text>"##,
            x + bw / 2.0,
            x + bw / 2.0,
            esc(a),
            x + bw / 2.0,
            esc(b)
        );
        if i + 1 < boxes.len() {
            let _ = write!(
                s,
                r##"<line x1="{:.0}" y1="50" x2="{:.0}" y2="50" stroke="#555" marker-end="url(#ar)"/>"##,
                x + bw,
                x + bw + gap - 2.0
            );
        }
    }
    s + "</svg>"
}

#[cfg(test)]
mod tests {
    use super::*;
    use eusim::config::MachineConfig;

    #[test]
    fn flops_count_float_lanes_only() {
        assert_eq!(
            inst_flops("mad (16|M0)  r10.0<1>:f  r2.0<1;0>:f  r4.0<1;0>:f  r6.0<1;0>:f"),
            32
        );
        assert_eq!(
            inst_flops("(f0.0) add (8|M0)  r10.0<1>:f  r2.0<8;8,1>:f  1.0:f"),
            8
        );
        assert_eq!(inst_flops("add (16|M0)  r10.0<1>:d  r2.0<8;8,1>:d  1:d"), 0);
        assert_eq!(inst_flops("send (16|M0)  r10:ud  r2:ud  0xC  0x4205E00"), 0);
    }

    #[test]
    fn verdict_follows_the_rules_in_order() {
        let m = Machine::new(&MachineConfig::load("gen9-gt2").unwrap());
        let run = |dram: f64, active: f64, idle: f64| {
            serde_json::json!({"cycles": 1000, "timing": {"dram_gbps": dram, "l3_gbps": dram,
            "eu_active_pct": active, "eu_idle_pct": idle, "memory": {"dataport_busy_cycles": 0},
            "stalls": {"dependency": 5, "send_memory": 9}}})
        };
        // 19 of 23 GB/s is 82.6 %: rule 1 even with busy EUs
        assert_eq!(
            verdict(&run(19.0, 90.0, 0.0), &m).unwrap().bound,
            "DRAM bandwidth"
        );
        assert_eq!(verdict(&run(18.0, 90.0, 0.0), &m).unwrap().bound, "compute");
        assert_eq!(
            verdict(&run(1.0, 10.0, 60.0), &m).unwrap().bound,
            "parallelism"
        );
        assert_eq!(
            verdict(&run(1.0, 10.0, 10.0), &m).unwrap().bound,
            "memory latency"
        );
    }
}
