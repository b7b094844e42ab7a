//! `eusim run LAUNCH.ron [--config ...] [--set k=v]... [--stats FILE.json] [--functional]`.

use super::CliResult;
use eusim::config::{MachineConfig, DEFAULT_PRESET};
use eusim::launch::LaunchFile;
use eusim::sim::{self, RunOptions};
use memory_model::OobPolicy;
use std::path::{Path, PathBuf};

/// Options of `eusim run`.
pub struct RunArgs {
    pub launch: PathBuf,
    pub config: Option<String>,
    pub set: Vec<String>,
    pub stats: Option<PathBuf>,
    pub functional: bool,
    pub out_dir: Option<PathBuf>,
    pub oob_ignore: bool,
}

pub fn run(a: RunArgs) -> CliResult {
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
        ..RunOptions::default()
    };
    let outcome = sim::run(&launch, &opts)?;
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
