//! The report's source view (programs with debug line tables, ocloc `-g`): the OpenCL C
//! source, each line with instructions heat-coloured by its thread-cycles (a functional run:
//! its executions) and opening on its ISA.

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

/// A count of a `counts` object (0 when absent).
fn count(c: &Value, key: &str) -> u64 {
    get(c, key).and_then(Value::as_u64).unwrap_or(0)
}

/// SIMD efficiency and bytes moved of a `counts` object (`SIMD 50.0 %, 128 B read`), the
/// parts it has.
fn lanes_and_bytes(c: &Value) -> String {
    let mut v = Vec::new();
    let slots = count(c, "slots");
    if slots > 0 {
        let pct = 100.0 * count(c, "lanes") as f64 / slots as f64;
        v.push(format!("SIMD {pct:.1} %"));
    }
    for (key, what) in [("bytes_read", "read"), ("bytes_written", "written")] {
        let b = count(c, key);
        if b > 0 {
            v.push(format!("{b} B {what}"));
        }
    }
    v.join(", ")
}

/// The heat scale of a run's source lines: their weights' total and maximum; the weight is
/// thread-cycles in a timed run, executions in a functional one (which has no cycles).
struct Heat {
    total: u64,
    max: u64,
    timed: bool,
}

impl Heat {
    /// The weight of a `counts` object.
    fn weight(&self, c: &Value) -> u64 {
        if self.timed {
            cycles(c)
        } else {
            count(c, "executions")
        }
    }

    /// The weight's unit.
    fn unit(&self) -> &'static str {
        if self.timed {
            "thread-cycles"
        } else {
            "executions"
        }
    }
}

/// The source view of one run, or nothing when its profile has no source lines. Files whose
/// text the profile carries are shown whole (lines without instructions greyed); lines of
/// other files alone.
pub fn source_view(r: &Run) -> String {
    let (Some(Value::Array(lines)), Some(Value::Array(insts))) = (
        get(&r.stats, "profile.source_lines"),
        get(&r.stats, "profile.instructions"),
    ) else {
        return String::new();
    };
    let mut heat = Heat {
        total: 0,
        max: 1,
        timed: get(&r.stats, "timing").is_some(),
    };
    for c in lines.iter().filter_map(|l| l.get("counts")) {
        let w = heat.weight(c);
        heat.total += w;
        heat.max = heat.max.max(w);
    }
    let colour = if heat.timed {
        "thread-cycles (issue plus stall, summed over threads)"
    } else {
        "executions (summed over threads; a functional run has no cycles)"
    };
    let mut h = format!(
        "<h2 id=source>Source lines: {}</h2><p class=k>OpenCL C lines from the program's debug \
         information (built with <code>-g</code>, which changes the code IGC emits), coloured by \
         {colour}; open a line for its ISA. SIMD efficiency: enabled channels of its ALU and \
         math instructions over their execution sizes; bytes: what its sends read and wrote. \
         Grey lines have no instructions.</p>",
        esc(&r.label)
    );
    let file_of = |l: &Value| {
        l.get("file")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string()
    };
    let whole = get(&r.stats, "profile.sources")
        .and_then(Value::as_array)
        .map_or(&[][..], |v| v);
    let mut shown = std::collections::BTreeSet::new();
    for f in whole {
        let name = f.get("file").and_then(Value::as_str).unwrap_or("");
        let Some(text) = f.get("lines").and_then(Value::as_array) else {
            continue;
        };
        shown.insert(name.to_string());
        let _ = write!(h, "<p class=k><code>{}</code></p>", esc(name));
        for (n, t) in text.iter().enumerate() {
            let n = n as u64 + 1;
            let row = lines
                .iter()
                .find(|l| file_of(l) == name && l.get("line").and_then(Value::as_u64) == Some(n));
            match row {
                Some(l) => line_row(&mut h, l, insts, &heat),
                None => {
                    let _ = write!(
                        h,
                        "<div class=nocode><code>{n:>5}  {}</code></div>",
                        esc(t.as_str().unwrap_or(""))
                    );
                }
            }
        }
    }
    for l in lines.iter().filter(|l| !shown.contains(&file_of(l))) {
        line_row(&mut h, l, insts, &heat);
    }
    h
}

/// One source line with instructions: heat-coloured, opening on its instructions.
fn line_row(h: &mut String, l: &Value, insts: &[Value], heat: &Heat) {
    let c = l.get("counts").unwrap_or(&Value::Null);
    let w = heat.weight(c);
    let text = l
        .get("text")
        .and_then(Value::as_str)
        .unwrap_or("(source not found)");
    let mut detail = format!(
        "{w} {} ({:.1} %)",
        heat.unit(),
        100.0 * w as f64 / heat.total.max(1) as f64
    );
    if heat.timed {
        let _ = write!(
            detail,
            ", {} issues, {} issue cycles",
            count(c, "executions"),
            count(c, "issue_cycles")
        );
    }
    let extra = lanes_and_bytes(c);
    if !extra.is_empty() {
        let _ = write!(detail, "; {extra}");
    }
    if heat.timed {
        let _ = write!(detail, "; stalls: {}", reasons(c));
    }
    let _ = write!(
        h,
        "<details class=src><summary style=\"background:rgba(230,85,13,{:.2})\"><code>{:>5}  \
         {}</code> <span class=k>{}</span></summary><pre>",
        0.05 + 0.75 * w as f64 / heat.max as f64,
        l.get("line").and_then(Value::as_u64).unwrap_or(0),
        esc(text),
        esc(&detail),
    );
    let ips = l
        .get("ips")
        .and_then(Value::as_array)
        .map_or(&[][..], |v| v);
    for i in insts
        .iter()
        .filter(|i| ips.contains(i.get("ip").unwrap_or(&Value::Null)))
    {
        let ic = i.get("counts").unwrap_or(&Value::Null);
        let _ = writeln!(
            h,
            "{:>#7x} {:>8} {}  {}  {}",
            i.get("ip").and_then(Value::as_u64).unwrap_or(0),
            heat.weight(ic),
            heat.unit(),
            esc(i.get("text").and_then(Value::as_str).unwrap_or("")),
            lanes_and_bytes(ic)
        );
    }
    *h += "</pre></details>";
}
