//! `eusim run LAUNCH.ron [--config ...] [--set k=v]... [--stats FILE.json] [--functional]
//! [--trace FILE.json [--trace-window FIRST:LAST]] [--profile]`.

use super::CliResult;
use eusim::config::{MachineConfig, DEFAULT_PRESET};
use eusim::launch::LaunchFile;
use eusim::sim::{self, RunOptions};
use memory_model::OobPolicy;
use std::path::{Path, PathBuf};
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
    let opts = RunOptions {
        config,
        functional: a.functional,
        oob: if a.oob_ignore {
            OobPolicy::Ignore
        } else {
            OobPolicy::Error
        },
        profile: a.profile,
        ..RunOptions::default()
    };
    let outcome = match &a.trace {
        None => sim::run(&launch, &opts)?,
        Some(path) => {
            let mut trace = ChromeTrace::new(opts.config.clock_mhz);
            if let Some((first, last)) = window {
                trace = trace.with_window(first, last);
            }
            let outcome = sim::run_traced(&launch, &opts, &mut trace)?;
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
    };
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

fn write(path: &Path, text: &str) -> CliResult {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()).into())
}
