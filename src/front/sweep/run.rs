//! Running a sweep: rows in parallel, an append-only log for resumption, sharding (also from
//! a Slurm array job's environment), merging shard directories, and the sbatch script.
//!
//! An output directory holds `sweep.json` (what the sweep is: total rows, points, launches,
//! and its content hash, see [`super::identity`]),
//! and while rows run `rows.jsonl`, a log with one line per finished row flushed as it
//! finishes: a killed sweep loses no finished row, and a rerun skips them. When every row of
//! the directory's shard is done, `results.jsonl` and `results.csv` are written in row order
//! and the log is removed.

use super::identity::short;
use super::table::{csv, flatten, jsonl, Row};
use super::{Point, SweepFile};
use eusim::config::{MachineConfig, DEFAULT_PRESET};
use eusim::launch::LaunchFile;
use eusim::output::{check, write_atomic, Input, Output};
use eusim::sim::{self, RunOptions};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// A deterministic slice of a sweep's points: point `p` belongs to shard `p % count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// This shard, `0..count`.
    pub index: u64,
    /// Number of shards.
    pub count: u64,
}

impl Shard {
    /// Parses `I/N`.
    pub fn parse(s: &str) -> Result<Shard, String> {
        let bad = || format!("--shard `{s}`: expected I/N with 0 <= I < N");
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let (index, count) = (
            i.trim().parse::<u64>().map_err(|_| bad())?,
            n.trim().parse::<u64>().map_err(|_| bad())?,
        );
        if count == 0 || index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// The shard of a Slurm array task (SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT),
    /// when running inside one.
    pub fn from_slurm() -> Result<Option<Shard>, String> {
        let (Ok(id), Ok(count)) = (
            std::env::var("SLURM_ARRAY_TASK_ID"),
            std::env::var("SLURM_ARRAY_TASK_COUNT"),
        ) else {
            return Ok(None);
        };
        Shard::parse(&format!("{id}/{count}"))
            .map(Some)
            .map_err(|e| format!("Slurm array task: {e}"))
    }
}

/// How to run a sweep.
#[derive(Debug, Clone)]
pub struct SweepOptions {
    /// Output directory.
    pub out: PathBuf,
    /// Simulations at once (0: every available core).
    pub jobs: usize,
    /// Run only this shard's points.
    pub shard: Option<Shard>,
    /// No progress lines on stderr.
    pub quiet: bool,
    /// Stop each row after this many EU instructions (the row records the stop as its error).
    pub max_instructions: u64,
    /// Stop each timed row after this many GPU cycles.
    pub max_cycles: u64,
}

/// The description of a sweep stored in `sweep.json` (the same for every shard).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Meta {
    rows: u64,
    points: u64,
    launches: Vec<String>,
    /// The content hash of the sweep ([`super::identity`]); empty in directories of older
    /// versions, which therefore match no sweep.
    #[serde(default)]
    identity: String,
}

const META: &str = "sweep.json";
const LOG: &str = "rows.jsonl";
const JSONL: &str = "results.jsonl";
const CSV: &str = "results.csv";

/// Runs the rows of `sweep_path` that belong to the shard and are not done yet; returns the
/// number of rows run now.
pub fn run_sweep(sweep_path: &Path, opts: &SweepOptions) -> Result<u64, String> {
    let sweep = SweepFile::load(sweep_path)?;
    let points = sweep.points()?;
    let base = base_config(&sweep)?;
    let launches = load_launches(&sweep, base.generation)?;
    let configs = point_configs(&base, &points)?;
    let nl = launches.len() as u64;
    let lfs: Vec<LaunchFile> = launches.iter().map(|(l, _)| l.clone()).collect();
    let meta = sweep_meta(&sweep, &points, &lfs, &base, opts)?;
    check_outputs(&opts.out, &inputs(sweep_path, &sweep, &lfs))?;
    std::fs::create_dir_all(&opts.out)
        .map_err(|e| format!("cannot create {}: {e}", opts.out.display()))?;
    check_meta(&opts.out, &meta)?;
    let shard = opts.shard.unwrap_or(Shard { index: 0, count: 1 });
    let mine: Vec<u64> = (0..meta.rows)
        .filter(|r| (r / nl) % shard.count == shard.index)
        .collect();
    check_full_points(sweep_path, &sweep, points.len())?;
    let full = |r: u64| sweep.sample.is_none() || sweep.full_points.contains(&(r / nl));
    let mut done = read_rows(&opts.out)?;
    // a row done sampled whose point is now timed in full runs again
    done.retain(|&r, row| !row.stats.contains_key("sampled.waves") || !full(r));
    let pending: Vec<u64> = mine
        .iter()
        .copied()
        .filter(|r| !done.contains_key(r))
        .collect();
    let log = Mutex::new(open_log(&opts.out)?);
    // every row: one thread, the sweep's mode and limits, its point's configuration
    let template = RunOptions {
        functional: sweep.functional,
        threads: 1,
        max_instructions: opts.max_instructions,
        max_cycles: opts.max_cycles,
        sample: sweep.sample.map(sim::sample::Sampling::waves),
        cycles_only: sweep.cycles_only,
        ..RunOptions::default()
    };
    let finished = Mutex::new(0u64);
    let total = pending.len();
    let run_row = |r: u64| -> Result<Row, String> {
        let (p, l) = ((r / nl) as usize, (r % nl) as usize);
        let timing = RunOptions {
            sample: template.sample.filter(|_| !full(r)),
            ..template.clone()
        };
        let row = simulate(
            r,
            p,
            &points[p],
            &sweep.launches[l],
            &launches[l],
            &configs[p],
            &timing,
        );
        append_row(&log, &row)?;
        let mut n = finished
            .lock()
            .map_err(|_| "counter lock poisoned".to_string())?;
        *n += 1;
        if !opts.quiet {
            print_progress(*n, total, r, p, &sweep.launches[l], &row);
        }
        Ok(row)
    };
    let rows = run_rows(opts.jobs, &pending, &run_row)?;
    for row in rows {
        let row = row?;
        done.insert(row.row, row);
    }
    let all: Vec<Row> = mine.iter().filter_map(|r| done.remove(r)).collect();
    write_results(&opts.out, &all)?;
    Ok(total as u64)
}

/// The sweep's metadata: its size and the identity of everything its rows depend on.
fn sweep_meta(
    sweep: &SweepFile,
    points: &[Point],
    lfs: &[LaunchFile],
    base: &MachineConfig,
    opts: &SweepOptions,
) -> Result<Meta, String> {
    let identity = super::identity::identity(&super::identity::Inputs {
        sweep,
        points,
        launches: lfs,
        base,
        limits: (opts.max_instructions, opts.max_cycles),
    })?;
    Ok(Meta {
        rows: points.len() as u64 * lfs.len() as u64,
        points: points.len() as u64,
        launches: sweep.launches.clone(),
        identity,
    })
}

/// Every point `full_points` names exists.
fn check_full_points(sweep_path: &Path, sweep: &SweepFile, points: usize) -> Result<(), String> {
    if let Some(p) = sweep.full_points.iter().find(|&&p| p >= points as u64) {
        return Err(format!(
            "sweep file {}: full_points names point {p}, but the sweep has {} points",
            sweep_path.display(),
            points
        ));
    }
    Ok(())
}

/// The row log of the output directory, opened for appending.
fn open_log(out: &Path) -> Result<std::fs::File, String> {
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(out.join(LOG))
        .map_err(|e| format!("cannot open {}: {e}", out.join(LOG).display()))
}

/// Appends one finished row to the row log (one JSON line, flushed).
fn append_row(log: &Mutex<std::fs::File>, row: &Row) -> Result<(), String> {
    let line = serde_json::to_string(row).map_err(|e| e.to_string())? + "\n";
    let mut f = log.lock().map_err(|_| "log lock poisoned".to_string())?;
    f.write_all(line.as_bytes())
        .and_then(|_| f.flush())
        .map_err(|e| format!("cannot append to {LOG}: {e}"))
}

/// One progress line on standard error.
fn print_progress(n: u64, total: usize, r: u64, p: usize, launch: &str, row: &Row) {
    let c = row
        .stats
        .get("cycles")
        .map_or("-".into(), |v| v.to_string());
    // progress only: a closed or full stderr does not stop the sweep
    let _ = writeln!(
        std::io::stderr(),
        "[{n}/{total}] row {r} (point {p}, {launch}): {c} cycles"
    );
}

/// Runs `run_row` on every pending row with `jobs` host threads (0: all), in row order.
fn run_rows(
    jobs: usize,
    pending: &[u64],
    run_row: &(dyn Fn(u64) -> Result<Row, String> + Sync),
) -> Result<Vec<Result<Row, String>>, String> {
    let jobs = eusim::sim::host_threads(jobs);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| format!("cannot start {jobs} threads: {e}"))?;
    Ok(pool.install(|| {
        use rayon::prelude::*;
        pending.par_iter().map(|&r| run_row(r)).collect()
    }))
}

/// One row: the launch run at the point's configuration (an error becomes the row's
/// `error` stat, so one bad point does not stop the sweep).
fn simulate(
    r: u64,
    p: usize,
    point: &Point,
    launch_name: &str,
    launch: &(LaunchFile, eusim::program::Program),
    config: &MachineConfig,
    template: &RunOptions,
) -> Row {
    let opts = RunOptions {
        config: config.clone(),
        ..template.clone()
    };
    let stats = match sim::run_kernel(&launch.0, &launch.1, &launch.0.kernel, &opts) {
        Ok(o) => serde_json::to_value(&o.stats).map_or_else(
            |e| {
                BTreeMap::from([(
                    "error".to_string(),
                    serde_json::Value::String(e.to_string()),
                )])
            },
            |v| flatten(&v),
        ),
        Err(e) => BTreeMap::from([(
            "error".to_string(),
            serde_json::Value::String(e.to_string().replace('\n', " ")),
        )]),
    };
    Row {
        row: r,
        point: p as u64,
        launch: launch_name.to_string(),
        overrides: point.clone(),
        stats,
    }
}

/// The sweep's launch files and their programs, built for the base machine's generation.
fn load_launches(
    sweep: &SweepFile,
    generation: eusim::config::Generation,
) -> Result<Vec<(LaunchFile, eusim::program::Program)>, String> {
    sweep
        .launch_paths()
        .iter()
        .map(|p| {
            let lf = LaunchFile::load(p).map_err(|e| format!("{}: {e}", p.display()))?;
            let prog = sim::load_program_on(&lf, generation)
                .map_err(|e| format!("{}: {e}", p.display()))?;
            Ok((lf, prog))
        })
        .collect()
}

fn base_config(sweep: &SweepFile) -> Result<MachineConfig, String> {
    let name = sweep.config.as_deref().unwrap_or(DEFAULT_PRESET);
    let local = sweep.base_dir.join(name);
    let name = if local.is_file() {
        local.to_string_lossy().into_owned()
    } else {
        name.to_string()
    };
    MachineConfig::load(&name).map_err(|e| e.to_string())
}

/// Each point's configuration, checked before anything runs.
fn point_configs(base: &MachineConfig, points: &[Point]) -> Result<Vec<MachineConfig>, String> {
    points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut c = base.clone();
            for (k, v) in p {
                c.set(&format!("{k}={v}"))
                    .map_err(|e| format!("point {i}: {e}"))?;
            }
            Ok(c)
        })
        .collect()
}

/// The files of a sweep: the sweep file, its launch files and programs, and a configuration
/// file named by it.
fn inputs(sweep_path: &Path, sweep: &SweepFile, launches: &[LaunchFile]) -> Vec<Input> {
    let mut v = vec![Input {
        path: sweep_path.to_path_buf(),
        role: "the sweep file".into(),
    }];
    for (p, lf) in sweep.launch_paths().into_iter().zip(launches) {
        v.push(Input {
            path: lf.resolve(&lf.program),
            role: format!("the program of {}", p.display()),
        });
        v.push(Input {
            path: p,
            role: "a launch file".into(),
        });
    }
    if let Some(c) = &sweep.config {
        v.push(Input {
            path: sweep.base_dir.join(c),
            role: "the configuration".into(),
        });
    }
    v
}

/// Checks every file a sweep or merge writes in `dir` (see [`eusim::output::check`]).
fn check_outputs(dir: &Path, inputs: &[Input]) -> Result<(), String> {
    if let Ok(m) = std::fs::symlink_metadata(dir) {
        if !m.is_dir() {
            return Err(format!(
                "--out {} is {}, not a directory",
                dir.display(),
                eusim::input::kind_name(m.file_type())
            ));
        }
    } else {
        // the directory does not exist yet: its files cannot clash with anything
        return Ok(());
    }
    let outputs: Vec<Output> = [META, LOG, JSONL, CSV]
        .iter()
        .map(|n| Output {
            path: dir.join(n),
            role: format!("the sweep's {n}"),
        })
        .collect();
    check(&outputs, inputs)
}

/// Reads a directory's `sweep.json`, if it has one.
fn read_meta(dir: &Path) -> Result<Option<Meta>, String> {
    let path = dir.join(META);
    if std::fs::symlink_metadata(&path).is_err() {
        return Ok(None);
    }
    let text = eusim::input::read_text(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let meta: Meta = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    // a damaged file must not size anything: the same bound and shape a sweep has
    if meta.rows > super::MAX_ROWS {
        return Err(format!(
            "{}: {} rows, more than the {} a sweep may have (damaged?)",
            path.display(),
            meta.rows,
            super::MAX_ROWS
        ));
    }
    if meta.points.checked_mul(meta.launches.len() as u64) != Some(meta.rows) {
        return Err(format!(
            "{}: {} rows are not its {} points x {} launches (damaged?)",
            path.display(),
            meta.rows,
            meta.points,
            meta.launches.len()
        ));
    }
    Ok(Some(meta))
}

/// Writes `sweep.json`, or checks that the directory holds the same sweep.
fn check_meta(dir: &Path, meta: &Meta) -> Result<(), String> {
    let path = dir.join(META);
    if let Some(old) = read_meta(dir)? {
        if &old != meta {
            return Err(format!(
                "{} holds another sweep ({}, {} rows of {:?}) than this one ({}, {} rows of {:?}); \
                 use another --out",
                dir.display(),
                identity_or_old(&old.identity),
                old.rows,
                old.launches,
                short(&meta.identity),
                meta.rows,
                meta.launches
            ));
        }
        return Ok(());
    }
    let text = serde_json::to_string_pretty(meta).map_err(|e| e.to_string())? + "\n";
    // create_new: of two sweeps started into one new directory at once, the second sees
    // the first's identity instead of overwriting it
    let mut f = match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
    {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return check_meta(dir, meta);
        }
        Err(e) => return Err(format!("cannot write {}: {e}", path.display())),
    };
    f.write_all(text.as_bytes())
        .and_then(|_| f.sync_all())
        .map_err(|e| {
            let _ = std::fs::remove_file(&path);
            format!("cannot write {}: {e}", path.display())
        })
}

fn identity_or_old(id: &str) -> &str {
    if id.is_empty() {
        "made by an older eusim, no identity"
    } else {
        short(id)
    }
}

/// The rows already in a directory: its results, then its log (a torn last line of a killed
/// run is ignored).
fn read_rows(dir: &Path) -> Result<BTreeMap<u64, Row>, String> {
    let mut rows = BTreeMap::new();
    for name in [JSONL, LOG] {
        let path = dir.join(name);
        if std::fs::symlink_metadata(&path).is_err() {
            continue;
        }
        let text = eusim::input::read(&path, eusim::input::MAX_BINARY)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let text = String::from_utf8_lossy(&text);
        for line in text.lines() {
            if let Ok(r) = serde_json::from_str::<Row>(line) {
                rows.insert(r.row, r);
            }
        }
    }
    Ok(rows)
}

fn write_results(dir: &Path, rows: &[Row]) -> Result<(), String> {
    let w = |name: &str, text: String| {
        write_atomic(&dir.join(name), text.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", dir.join(name).display()))
    };
    w(JSONL, jsonl(rows)?)?;
    w(CSV, csv(rows)?)?;
    let _ = std::fs::remove_file(dir.join(LOG));
    Ok(())
}

/// Combines shard directories into `out`: the same files a single run of the whole sweep
/// writes. Every row must be present exactly once (or identically in several directories).
pub fn merge(dirs: &[PathBuf], out: &Path) -> Result<u64, String> {
    let mut meta: Option<Meta> = None;
    let mut rows: BTreeMap<u64, Row> = BTreeMap::new();
    for d in dirs {
        let m = read_meta(d)?
            .ok_or_else(|| format!("{} has no {META}: not a sweep directory", d.display()))?;
        match &meta {
            Some(first) if *first != m => {
                return Err(format!(
                    "{} holds another sweep ({}) than {} ({})",
                    d.display(),
                    identity_or_old(&m.identity),
                    dirs[0].display(),
                    identity_or_old(&first.identity)
                ))
            }
            _ => meta = Some(m.clone()),
        }
        for (r, row) in read_rows(d)? {
            if r >= m.rows {
                return Err(format!(
                    "{} holds row {r}, but its {META} counts {} rows (damaged?)",
                    d.display(),
                    m.rows
                ));
            }
            if let Some(old) = rows.get(&r) {
                if *old != row {
                    return Err(format!(
                        "row {r} differs between shard directories ({})",
                        d.display()
                    ));
                }
            }
            rows.insert(r, row);
        }
    }
    let meta = meta.ok_or("no directories to merge")?;
    // every row read is below meta.rows (checked above): the count tells what is missing
    let missing = meta.rows - rows.len() as u64;
    if missing > 0 {
        let first: Vec<u64> = (0..meta.rows)
            .filter(|r| !rows.contains_key(r))
            .take(5)
            .collect();
        return Err(format!(
            "{missing} of {} rows missing (first: {first:?}); run the missing shards first",
            meta.rows,
        ));
    }
    let inputs: Vec<Input> = dirs
        .iter()
        .flat_map(|d| {
            [META, LOG, JSONL, CSV].map(|n| Input {
                path: d.join(n),
                role: format!("an input of the merge ({})", d.display()),
            })
        })
        .filter(|i| i.path.exists())
        .collect();
    check_outputs(out, &inputs)?;
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    check_meta(out, &meta)?;
    let all: Vec<Row> = rows.into_values().collect();
    write_results(out, &all)?;
    Ok(all.len() as u64)
}

/// A Slurm array-job script running `count` shards of the sweep into `out/shard-I`, to be
/// merged with `eusim merge out/shard-* --out out`.
pub fn sbatch_script(exe: &Path, sweep: &Path, out: &Path, count: u64) -> String {
    format!(
        "#!/bin/bash\n\
         # eusim sweep as a Slurm array job: task I runs shard I/{count} (eusim reads\n\
         # SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT). Submit with `sbatch THIS_FILE`;\n\
         # when every task has finished:\n\
         #   {exe} merge {out}/shard-* --out {out}\n\
         #SBATCH --job-name=eusim-sweep\n\
         #SBATCH --array=0-{last}\n\
         #SBATCH --output={out}/slurm-%a.out\n\
         #SBATCH --ntasks=1\n\
         set -euo pipefail\n\
         exec {exe} -q sweep {sweep} --out {out}/shard-\"$SLURM_ARRAY_TASK_ID\"\n",
        exe = shell_quote(exe),
        sweep = shell_quote(sweep),
        out = shell_quote(out),
        last = count.saturating_sub(1),
    )
}

fn shell_quote(p: &Path) -> String {
    let s = p.to_string_lossy();
    if s.chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+".contains(c))
    {
        s.into_owned()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}
