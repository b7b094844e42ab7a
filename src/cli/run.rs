//! `eusim run LAUNCH.ron [--config ...] [--set k=v]... [--stats FILE.json] [--functional]
//! [--trace FILE.json [--trace-window FIRST:LAST]] [--profile]`.
//!
//! A run that lasts longer than half a second shows a progress bar on stderr (work-groups
//! done of total, cycles simulated) when stderr is a terminal and `-q` is not given.

use super::CliResult;
use eusim::config::{MachineConfig, DEFAULT_PRESET};
use eusim::launch::LaunchFile;
use eusim::sim::{self, ProgressHook, ProgressUpdate, RunOptions};
use indicatif::{ProgressBar, ProgressStyle};
use memory_model::OobPolicy;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use traces::ChromeTrace;

/// Options of `eusim run`.
pub struct RunArgs {
    pub launch: PathBuf,
    pub config: Option<String>,
    pub set: Vec<String>,
    pub stats: Option<PathBuf>,
    pub functional: bool,
    pub out_dir: Option<PathBuf>,
    pub oob_ignore: bool,
    pub trace: Option<PathBuf>,
    pub trace_window: Option<String>,
    pub profile: bool,
    /// `--threads`: host threads for functional runs (0: all available).
    pub threads: usize,
    /// `-q`: no progress bar.
    pub quiet: bool,
}

/// Runs shorter than this never show a bar (no flicker on small launches).
const BAR_DELAY: Duration = Duration::from_millis(500);

/// A progress bar on stderr, created on the first report after [`BAR_DELAY`].
#[derive(Clone)]
struct Bar(Arc<Mutex<Option<ProgressBar>>>);

impl Bar {
    fn hook(&self) -> ProgressHook {
        let start = Instant::now();
        let slot = Arc::clone(&self.0);
        ProgressHook::new(move |u: ProgressUpdate| {
            if start.elapsed() < BAR_DELAY {
                return;
            }
            let Ok(mut slot) = slot.lock() else {
                return;
            };
            let bar = slot.get_or_insert_with(|| {
                let style = ProgressStyle::with_template(
                    "{elapsed_precise} [{bar:40}] {pos}/{len} work-groups {msg}",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> ");
                ProgressBar::new(u.groups_total).with_style(style)
            });
            bar.set_position(u.groups_done);
            if let Some(c) = u.cycle {
                bar.set_message(format!("{c} cycles"));
            }
        })
    }

    fn finish(&self) {
        if let Ok(mut slot) = self.0.lock() {
            if let Some(bar) = slot.take() {
                bar.finish_and_clear();
            }
        }
    }
}

/// Parses `FIRST:LAST` (cycles, FIRST < LAST).
fn parse_window(s: &str) -> Result<(u64, u64), String> {
    let bad = |why: &str| format!("--trace-window `{s}`: {why} (expected FIRST:LAST in cycles)");
    let (a, b) = s.split_once(':').ok_or_else(|| bad("no `:`"))?;
    let first: u64 = a.trim().parse().map_err(|_| bad("FIRST is not a number"))?;
    let last: u64 = b.trim().parse().map_err(|_| bad("LAST is not a number"))?;
    if first >= last {
        return Err(bad("FIRST must be below LAST"));
    }
    Ok((first, last))
}

pub fn run(a: RunArgs) -> CliResult {
    if a.functional && (a.trace.is_some() || a.profile) {
        return Err("--trace and --profile need the timing model; drop --functional".into());
    }
    if a.trace.is_none() && a.trace_window.is_some() {
        return Err("--trace-window needs --trace FILE.json".into());
    }
    let window = a.trace_window.as_deref().map(parse_window).transpose()?;
    let launch = LaunchFile::load(&a.launch)?;
    let preset = a
        .config
        .as_deref()
        .or(launch.config.as_deref())
        .unwrap_or(DEFAULT_PRESET);
    let mut config = MachineConfig::load(preset)?;
    for s in &a.set {
        config.set(s)?;
    }
    // a bar only for a person watching: a terminal on stderr and no -q
    let bar = (!a.quiet && std::io::stderr().is_terminal()).then(|| Bar(Arc::default()));
    let opts = RunOptions {
        progress: bar.as_ref().map(Bar::hook),
        config,
        functional: a.functional,
        oob: if a.oob_ignore {
            OobPolicy::Ignore
        } else {
            OobPolicy::Error
        },
        profile: a.profile,
        threads: a.threads,
        ..RunOptions::default()
    };
    let outcome = run_launch(&a, &launch, &opts, window);
    if let Some(b) = &bar {
        b.finish();
    }
    let outcome = outcome?;
    if let Some(dir) = &a.out_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create output directory {}: {e}", dir.display()))?;
    }
    for p in sim::save_outputs(&launch, &outcome, a.out_dir.as_deref())? {
        tracing::info!("wrote {}", p.display());
    }
    let s = &outcome.stats;
    println!(
        "kernel {}: {} work-groups, {} threads (SIMD{}), {} instructions, {} cycles{}",
        s.kernel,
        s.work_groups,
        s.threads,
        s.simd_width,
        s.instructions,
        s.cycles,
        if s.functional { " (functional)" } else { "" }
    );
    if let Some(p) = &outcome.profile {
        print!("{}", p.render());
    }
    if let Some(path) = &a.stats {
        let json = serde_json::to_string_pretty(s)? + "\n";
        write(path, &json)?;
        write(
            &path.with_extension("config.ron"),
            &(opts.config.to_ron() + "\n"),
        )?;
    }
    Ok(())
}

/// Runs the launch, with a trace when `--trace` asks for one.
fn run_launch(
    a: &RunArgs,
    launch: &LaunchFile,
    opts: &RunOptions,
    window: Option<(u64, u64)>,
) -> Result<sim::RunOutcome, Box<dyn std::error::Error>> {
    Ok(match &a.trace {
        None => sim::run(launch, opts)?,
        Some(path) => {
            let mut trace = ChromeTrace::new(opts.config.clock_mhz);
            if let Some((first, last)) = window {
                trace = trace.with_window(first, last);
            }
            let outcome = sim::run_traced(launch, opts, &mut trace)?;
            let cannot = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
            let file = std::fs::File::create(path).map_err(cannot)?;
            let mut w = std::io::BufWriter::new(file);
            trace.write(&mut w).map_err(cannot)?;
            std::io::Write::flush(&mut w).map_err(cannot)?;
            tracing::info!(
                "wrote {} ({} events, {} outside the window)",
                path.display(),
                trace.len(),
                trace.dropped()
            );
            outcome
        }
    })
}

fn write(path: &Path, text: &str) -> CliResult {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()).into())
}
