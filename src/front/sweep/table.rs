//! Rows of sweep results and their two files: `results.jsonl` (one JSON object per row) and
//! `results.csv` (one column per override and per flattened stat). Both are produced from the
//! full, row-ordered set of rows only, so a single run, a resumed run and a merge of shards
//! give the same bytes.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// One (point, launch) result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// Row number: `point * launches + launch`.
    pub row: u64,
    /// Point number in the design space.
    pub point: u64,
    /// The launch file as written in the sweep file.
    pub launch: String,
    /// The point's `--set` overrides.
    pub overrides: BTreeMap<String, String>,
    /// Every stat, flattened to dotted keys (`timing.eu_active_pct`).
    pub stats: BTreeMap<String, serde_json::Value>,
}

/// Stats left out of sweep tables: the per-subslice and per-EU breakdown and the timeline
/// (hundreds of columns; they stay in each run's stats JSON).
const NOT_TABULATED: &[&str] = &["timing.subslices", "timing.timeline"];

/// Flattens a JSON value to dotted keys (array elements as `key.N`).
pub fn flatten(v: &serde_json::Value) -> BTreeMap<String, serde_json::Value> {
    fn go(prefix: &str, v: &serde_json::Value, out: &mut BTreeMap<String, serde_json::Value>) {
        if NOT_TABULATED.contains(&prefix) {
            return;
        }
        let key = |k: &str| {
            if prefix.is_empty() {
                k.to_string()
            } else {
                format!("{prefix}.{k}")
            }
        };
        match v {
            serde_json::Value::Object(m) => {
                for (k, x) in m {
                    go(&key(k), x, out);
                }
            }
            serde_json::Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    go(&key(&i.to_string()), x, out);
                }
            }
            other => {
                out.insert(prefix.to_string(), other.clone());
            }
        }
    }
    let mut out = BTreeMap::new();
    go("", v, &mut out);
    out
}

/// The JSON Lines text of `rows` (sorted by row number).
pub(crate) fn jsonl(rows: &[Row]) -> Result<String, String> {
    let mut s = String::new();
    for r in rows {
        s += &serde_json::to_string(r).map_err(|e| e.to_string())?;
        s.push('\n');
    }
    Ok(s)
}

/// The CSV text of `rows` (sorted by row number): `row, point, launch`, one `set:KEY` column
/// per override key, then one column per stat key (both in sorted order).
pub(crate) fn csv(rows: &[Row]) -> Result<String, String> {
    let sets: BTreeSet<&String> = rows.iter().flat_map(|r| r.overrides.keys()).collect();
    let stats: BTreeSet<&String> = rows.iter().flat_map(|r| r.stats.keys()).collect();
    let mut w = ::csv::Writer::from_writer(Vec::new());
    let mut header = vec!["row".to_string(), "point".into(), "launch".into()];
    header.extend(sets.iter().map(|k| format!("set:{k}")));
    header.extend(stats.iter().map(|k| k.to_string()));
    w.write_record(&header).map_err(|e| e.to_string())?;
    for r in rows {
        let mut rec = vec![r.row.to_string(), r.point.to_string(), r.launch.clone()];
        rec.extend(
            sets.iter()
                .map(|k| r.overrides.get(*k).cloned().unwrap_or_default()),
        );
        rec.extend(stats.iter().map(|k| match r.stats.get(*k) {
            None | Some(serde_json::Value::Null) => String::new(),
            Some(serde_json::Value::String(s)) => s.clone(),
            Some(v) => v.to_string(),
        }));
        w.write_record(&rec).map_err(|e| e.to_string())?;
    }
    let bytes = w.into_inner().map_err(|e| e.to_string())?;
    String::from_utf8(bytes).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flattens_and_writes_stable_columns() {
        let v = serde_json::json!({"cycles": 10, "timing": {"ipc": 1.5, "stall": {"send": 3}}, "k": "a,b"});
        let f = flatten(&v);
        assert_eq!(
            f.keys().cloned().collect::<Vec<_>>(),
            ["cycles", "k", "timing.ipc", "timing.stall.send"]
        );
        let row = Row {
            row: 0,
            point: 0,
            launch: "l.ron".into(),
            overrides: BTreeMap::from([("clock_mhz".into(), "600".into())]),
            stats: f,
        };
        let text = csv(&[row]).unwrap();
        assert_eq!(
            text,
            "row,point,launch,set:clock_mhz,cycles,k,timing.ipc,timing.stall.send\n0,0,l.ron,600,10,\"a,b\",1.5,3\n"
        );
    }
}
