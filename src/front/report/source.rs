//! The report's source view (programs with debug line tables, ocloc `-g`): each OpenCL C
//! line with instructions, heat-coloured by its thread-cycles, opening on its ISA.

use super::{esc, get, Run};
use serde_json::Value;
use std::fmt::Write;

/// Issue plus stall cycles of a `counts` object.
fn cycles(c: &Value) -> u64 {
    let issue = get(c, "issue_cycles").and_then(Value::as_u64).unwrap_or(0);
    let stalls: u64 = get(c, "stalls")
        .and_then(Value::as_object)
        .map_or(0, |m| m.values().filter_map(Value::as_u64).sum());
    issue + stalls
}

/// Stall reasons with cycles, largest first (`memory 230, dependency 12`).
fn reasons(c: &Value) -> String {
    let Some(m) = get(c, "stalls").and_then(Value::as_object) else {
        return String::new();
    };
    let mut v: Vec<(&String, u64)> = m
        .iter()
        .filter_map(|(k, v)| Some((k, v.as_u64()?)))
        .filter(|&(_, v)| v > 0)
        .collect();
    v.sort_by_key(|&(k, v)| (std::cmp::Reverse(v), k.clone()));
    v.iter()
        .map(|(k, v)| format!("{} {v}", k.replace('_', " ")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The source view of one run, or nothing when its profile has no source lines.
pub fn source_view(r: &Run) -> String {
    let (Some(Value::Array(lines)), Some(Value::Array(insts))) = (
        get(&r.stats, "profile.source_lines"),
        get(&r.stats, "profile.instructions"),
    ) else {
        return String::new();
    };
    let total: u64 = lines
        .iter()
        .filter_map(|l| l.get("counts"))
        .map(cycles)
        .sum();
    let max = lines
        .iter()
        .filter_map(|l| l.get("counts"))
        .map(cycles)
        .max()
        .unwrap_or(0)
        .max(1);
    let mut h = format!(
        "<h2 id=source>Source lines: {}</h2><p class=k>OpenCL C lines from the program's debug \
         information (built with <code>-g</code>, which changes the code IGC emits), coloured by \
         thread-cycles (issue plus stall, summed over threads); open a line for its ISA.</p>",
        esc(&r.label)
    );
    for l in lines {
        let c = l.get("counts").unwrap_or(&Value::Null);
        let cyc = cycles(c);
        let text = l
            .get("text")
            .and_then(Value::as_str)
            .unwrap_or("(source not found)");
        let _ = write!(
            h,
            "<details class=src><summary style=\"background:rgba(230,85,13,{:.2})\"><code>{:>5}  \
             {}</code> <span class=k>{} thread-cycles ({:.1} %), {} issues, {} issue cycles; \
             stalls: {}</span></summary><pre>",
            0.05 + 0.75 * cyc as f64 / max as f64,
            l.get("line").and_then(Value::as_u64).unwrap_or(0),
            esc(text),
            cyc,
            100.0 * cyc as f64 / total.max(1) as f64,
            get(c, "executions").and_then(Value::as_u64).unwrap_or(0),
            get(c, "issue_cycles").and_then(Value::as_u64).unwrap_or(0),
            esc(&reasons(c)),
        );
        let ips = l
            .get("ips")
            .and_then(Value::as_array)
            .map_or(&[][..], |v| v);
        for i in insts
            .iter()
            .filter(|i| ips.contains(i.get("ip").unwrap_or(&Value::Null)))
        {
            let _ = writeln!(
                h,
                "{:>#7x} {:>8} thread-cycles  {}",
                i.get("ip").and_then(Value::as_u64).unwrap_or(0),
                i.get("counts").map_or(0, cycles),
                esc(i.get("text").and_then(Value::as_str).unwrap_or(""))
            );
        }
        h += "</pre></details>";
    }
    h
}
