//! The report's tables: memory counters, hot blocks with their disassembly, the
//! configurations' differences and a functional run's instruction mix.

use super::{change, esc, get, num, Run};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write;

pub fn memory_table(runs: &[Run]) -> String {
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
    let mut h = String::from("<h2 id=memory>Memory</h2><table><tr><th>counter</th>");
    for r in runs {
        let _ = write!(h, "<th>{}</th>", esc(&r.label));
    }
    if runs.len() == 2 {
        h += "<th>change</th>";
    }
    h += "</tr>";
    for (k, vals) in rows {
        let _ = write!(h, "<tr><td>{}</td>", esc(&k));
        for v in &vals {
            let _ = write!(h, "<td>{v}</td>");
        }
        if let [a, b] = &vals[..] {
            // the first number of each cell (a count, or a message count)
            let lead = |s: &str| s.split(' ').next().and_then(|n| n.parse::<f64>().ok());
            h += &change(lead(a), lead(b));
        }
        h += "</tr>";
    }
    h + "</table>"
}

/// Hottest blocks, each with its disassembly and per-instruction cycles.
pub fn hotspots(r: &Run) -> String {
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
    let mut h = format!(
        "<h2 id=hot>Hot basic blocks: {}</h2><p class=k>Cycles are thread-cycles: issue plus stall \
         cycles summed over every hardware thread that ran the block (so they exceed the \
         kernel's cycles when threads run in parallel).</p>",
        esc(&r.label)
    );
    for b in hot.iter().take(5) {
        let start = b.get("start").and_then(Value::as_u64).unwrap_or(0);
        let len = b.get("length").and_then(Value::as_u64).unwrap_or(0) as usize;
        let c = b.get("counts").map_or(0, cycles);
        let _ = write!(
            h,
            "<h3>{} &mdash; {} thread-cycles ({:.1} %), entered {} times</h3><pre>",
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
                "{:>8} thread-cycles  {}",
                i.get("counts").map_or(0, cycles),
                esc(i.get("text").and_then(Value::as_str).unwrap_or(""))
            );
        }
        h += "</pre>";
    }
    h
}

/// The parameters the two runs' configurations differ in, side by side.
pub fn config_diff(runs: &[Run]) -> String {
    let [a, b] = runs else { return String::new() };
    let (Some(ca), Some(cb)) = (&a.config, &b.config) else {
        return "<p class=k>Configurations: not available (no <code>.config.ron</code> next to the stats).</p>".into();
    };
    let da = ca.describe();
    let db = cb.describe();
    let mut h =
        String::from("<h2 id=config>Configuration differences</h2><table><tr><th>parameter</th>");
    for r in runs {
        let _ = write!(h, "<th>{}</th>", esc(&r.label));
    }
    h += "<th>change</th></tr>";
    let mut any = false;
    for (x, y) in da.iter().zip(&db) {
        if x.path != y.path || x.value == y.value {
            continue;
        }
        any = true;
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td>{}</tr>",
            esc(&x.path),
            esc(&x.value),
            esc(&y.value),
            change(x.value.parse().ok(), y.value.parse().ok())
        );
    }
    if !any {
        h += "<tr><td colspan=4>the same parameters</td></tr>";
    }
    h + "</table>"
}

/// What a functional run shows: its instruction mix (by mnemonic, from the profile), SIMD
/// width and messages (its memory traffic by unit).
pub fn functional(r: &Run) -> String {
    let mut h = format!(
        "<h2 id=functional>Functional run: {}</h2><p>A functional run has no timing (no cycles, stalls or \
         bandwidths); it shows what the kernel executes.</p>",
        esc(&r.label)
    );
    let f = |k: &str| get(&r.stats, k).and_then(Value::as_f64).unwrap_or(0.0);
    let threads = f("threads").max(1.0);
    let simd = f("simd_width").max(1.0);
    let _ = write!(
        h,
        "<table><tr><td>work-items</td><td>{}</td></tr><tr><td>hardware threads (SIMD{})</td><td>{}</td></tr>\
         <tr><td>SIMD efficiency: work-items / (threads x SIMD width)</td><td>{:.1} %</td></tr>\
         <tr><td>instructions per thread</td><td>{}</td></tr>",
        num(f("work_items")),
        num(simd),
        num(threads),
        100.0 * f("work_items") / (threads * simd),
        num(f("instructions") / threads)
    );
    for (k, name) in [
        ("data_port", "data-port messages"),
        ("image", "image and sampler messages"),
        ("gateway", "barrier messages"),
    ] {
        let _ = write!(
            h,
            "<tr><td>{name}</td><td>{}</td></tr>",
            num(f(&format!("messages.{k}")))
        );
    }
    let flops = super::analysis::flops(&r.stats);
    if flops > 0 {
        let _ = write!(
            h,
            "<tr><td>floating-point operations (execution-size lanes)</td><td>{flops}</td></tr>"
        );
    }
    h += "</table>";
    let Some(Value::Array(insts)) = get(&r.stats, "profile.instructions") else {
        return h + "<p class=k>Run with <code>--profile</code> or <code>--report</code> for the instruction mix.</p>";
    };
    let mut mix: BTreeMap<String, u64> = BTreeMap::new();
    for i in insts {
        let text = i.get("text").and_then(Value::as_str).unwrap_or("");
        let op = text
            .split_whitespace()
            .find(|w| !w.starts_with('('))
            .unwrap_or("?")
            .split('.')
            .next()
            .unwrap_or("?");
        let n = get(i, "counts.executions")
            .and_then(Value::as_u64)
            .unwrap_or(0);
        *mix.entry(op.to_string()).or_default() += n;
    }
    let total = mix.values().sum::<u64>().max(1);
    let mut mix: Vec<(String, u64)> = mix.into_iter().filter(|m| m.1 > 0).collect();
    mix.sort_by_key(|m| std::cmp::Reverse(m.1));
    h += "<h3>Instruction mix</h3><table><tr><th>instruction</th><th>executions</th><th>share</th></tr>";
    for (op, n) in mix {
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{n}</td><td>{:.1} %</td></tr>",
            esc(&op),
            100.0 * n as f64 / total as f64
        );
    }
    h + "</table>"
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
            config: None,
        }]);
        assert!(h.contains("<td>l3_hits</td><td>5</td>"), "{h}");
        assert!(
            h.contains("data port messages: count / mean / max cycles in flight</td><td>12 / "),
            "{h}"
        );
        assert!(h.contains("/ 900</td>"), "{h}");
    }
}
