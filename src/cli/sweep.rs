//! `eusim sweep`, `eusim merge`, `eusim diff`, `eusim plot`.

use super::CliResult;
use crate::front::sweep::{self as sw, Row, Shard, SweepOptions};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Options of `eusim sweep`.
pub struct SweepArgs<'a> {
    pub file: &'a Path,
    pub out: &'a Path,
    pub jobs: Option<u32>,
    pub shard: Option<&'a str>,
    pub sbatch: Option<&'a Path>,
    pub shards: Option<u64>,
    pub quiet: bool,
    /// `--max-instructions`, `--max-cycles`.
    pub limits: (u64, u64),
}

/// `eusim sweep SWEEP.ron --out DIR [--jobs N] [--shard I/N] [--sbatch FILE --shards N]`.
pub fn sweep(a: SweepArgs<'_>) -> CliResult {
    let SweepArgs {
        file,
        out,
        jobs,
        shard,
        sbatch,
        shards,
        quiet,
        limits,
    } = a;
    if let Some(script) = sbatch {
        let abs = |p: &Path| std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
        let exe = std::env::current_exe()?;
        let text = sw::sbatch_script(&exe, &abs(file), &abs(out), shards.unwrap_or(1));
        eusim::output::check_one(script, "--sbatch", &[(file, "the sweep file")])?;
        // Slurm opens the tasks' output files in DIR before the script runs.
        std::fs::create_dir_all(out)
            .map_err(|e| format!("cannot create {}: {e}", out.display()))?;
        eusim::output::write_atomic(script, text.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", script.display()))?;
        return Ok(());
    }
    let shard = match shard {
        Some(s) => Some(Shard::parse(s)?),
        None => Shard::from_slurm()?,
    };
    let opts = SweepOptions {
        out: out.to_path_buf(),
        jobs: jobs.unwrap_or(0) as usize,
        shard,
        quiet,
        max_instructions: limits.0,
        max_cycles: limits.1,
    };
    let n = sw::run_sweep(file, &opts)?;
    if !quiet {
        let _ = writeln!(
            std::io::stderr(),
            "{n} row(s) run; results in {}",
            out.display()
        );
    }
    Ok(())
}

/// `eusim merge DIR... --out DIR`.
pub fn merge(dirs: &[PathBuf], out: &Path) -> CliResult {
    let n = sw::merge(dirs, out)?;
    super::print(&format!("merged {n} rows into {}\n", out.display()))
}

/// The flattened stats of a stats JSON file, or of row ROW of a sweep's `results.jsonl`
/// given as `PATH#ROW`.
fn load_stats(spec: &str) -> Result<BTreeMap<String, serde_json::Value>, String> {
    if let Some((path, row)) = spec.rsplit_once('#') {
        let row: u64 = row
            .parse()
            .map_err(|_| format!("`{spec}`: row `{row}` is not a number"))?;
        let text = eusim::input::read_text_up_to(Path::new(path), eusim::input::MAX_BINARY)
            .map_err(|e| format!("cannot read {path}: {e}"))?;
        for (i, line) in text.lines().enumerate() {
            let r: Row =
                serde_json::from_str(line).map_err(|e| format!("{path}:{}: {e}", i + 1))?;
            if r.row == row {
                return Ok(r.stats);
            }
        }
        return Err(format!("{path} has no row {row}"));
    }
    let text =
        eusim::input::read_text(Path::new(spec)).map_err(|e| format!("cannot read {spec}: {e}"))?;
    let v: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{spec}: not a stats JSON file: {e}"))?;
    Ok(sw::flatten(&v))
}

/// `eusim diff A B`: every metric of both runs with its change, then the stall reasons that
/// moved most.
pub fn diff(a: &str, b: &str) -> CliResult {
    let (x, y) = (load_stats(a)?, load_stats(b)?);
    super::print(&diff_text(&x, &y))
}

/// The diff table (see [`diff`]).
pub fn diff_text(
    x: &BTreeMap<String, serde_json::Value>,
    y: &BTreeMap<String, serde_json::Value>,
) -> String {
    let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
    keys.sort();
    keys.dedup();
    let mut s = format!(
        "{:<44} {:>16} {:>16} {:>14} {:>9}\n",
        "metric", "A", "B", "change", "%"
    );
    let mut stalls: Vec<(String, f64)> = Vec::new();
    for k in keys {
        let (va, vb) = (x.get(k), y.get(k));
        match (va.and_then(|v| v.as_f64()), vb.and_then(|v| v.as_f64())) {
            (Some(p), Some(q)) => {
                let d = q - p;
                let pct = if p != 0.0 {
                    format!("{:+.2}", d / p * 100.0)
                } else {
                    "-".into()
                };
                s += &format!(
                    "{k:<44} {:>16} {:>16} {:>+14} {pct:>9}\n",
                    num(p),
                    num(q),
                    num_signed(d)
                );
                if k.contains("stall") && d != 0.0 {
                    stalls.push((k.clone(), d));
                }
            }
            _ => {
                let show =
                    |v: Option<&serde_json::Value>| v.map_or("-".to_string(), |v| v.to_string());
                if va != vb {
                    s += &format!("{k:<44} {:>16} {:>16}\n", show(va), show(vb));
                }
            }
        }
    }
    stalls.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()).then(a.0.cmp(&b.0)));
    s += "\nstall reasons that moved (largest first):\n";
    if stalls.is_empty() {
        s += "  none\n";
    }
    for (k, d) in stalls {
        s += &format!("  {k}: {}\n", num_signed(d));
    }
    s
}

fn num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        format!("{v:.4}")
    }
}

fn num_signed(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:+.0}")
    } else {
        format!("{v:+.4}")
    }
}

/// `eusim plot DIR --metric M --axis KEY -o FILE.svg [--log]`.
pub fn plot(dir: &Path, metric: &str, axis: &str, output: &Path, log: bool) -> CliResult {
    let path = dir.join("results.jsonl");
    // none of the sweep directory's files: its results, table, identity or row log
    let others = ["results.csv", "sweep.json", "rows.jsonl"].map(|n| dir.join(n));
    let mut inputs = vec![(path.as_path(), "the sweep results")];
    inputs.extend(
        others
            .iter()
            .map(|p| (p.as_path(), "a file of the sweep directory")),
    );
    eusim::output::check_one(output, "-o", &inputs)?;
    let text = eusim::input::read_text_up_to(&path, eusim::input::MAX_BINARY).map_err(|e| {
        format!(
            "cannot read {}: {e} (has the sweep finished?)",
            path.display()
        )
    })?;
    let rows: Vec<Row> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            serde_json::from_str(l).map_err(|e| format!("{}:{}: {e}", path.display(), i + 1))
        })
        .collect::<Result<_, _>>()?;
    let svg = sw::plot_svg(&rows, metric, axis, log)?;
    eusim::output::write_atomic(output, svg.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    Ok(())
}
