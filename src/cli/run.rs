//! `eusim run LAUNCH.ron [--config ...] [--set k=v]... [--stats FILE.json] [--functional]
//! [--trace FILE.json [--trace-window FIRST:LAST]] [--profile]`.
//!
//! A run that lasts longer than half a second shows a progress bar on stderr (work-groups
//! done of total, cycles simulated) when stderr is a terminal and `-q` is not given.

use super::CliResult;
use eusim::config::{MachineConfig, DEFAULT_PRESET};
use eusim::launch::{ArgSpec, Init, LaunchFile};
use eusim::output;
use eusim::sim::{self, ProgressHook, ProgressUpdate, RunOptions};
use indicatif::{ProgressBar, ProgressStyle};
use memory_model::OobPolicy;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use traces::ChromeStream;

/// Options of `eusim run`.
pub struct RunArgs {
    pub launch: PathBuf,
    pub config: Option<String>,
    pub set: Vec<String>,
    pub stats: Option<PathBuf>,
    pub functional: bool,
    pub out_dir: Option<PathBuf>,
    /// `--oob`: wins over the launch file's `oob`.
    pub oob: Option<eusim::launch::OobMode>,
    pub trace: Option<PathBuf>,
    pub trace_window: Option<String>,
    pub profile: bool,
    /// `--profile FILE.json|FILE.csv`: where to write the profile instead of stdout.
    pub profile_file: Option<PathBuf>,
    /// `--report FILE.html`.
    pub report: Option<PathBuf>,
    /// `--debug-info`: compile a `.cl` program with `-g`.
    pub debug_info: bool,
    /// `--threads`: host threads for functional runs (0: all available).
    pub threads: usize,
    /// `--max-instructions`.
    pub max_instructions: u64,
    /// `--max-cycles`.
    pub max_cycles: u64,
    /// `--sample [WAVES]`: sampled timing.
    pub sample: Option<u32>,
    /// `--cycles-only`: a sampled run of the timed groups alone.
    pub cycles_only: bool,
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
    // From here on SIGINT/SIGTERM set a flag that every long step checks (reading inputs,
    // preparing data, simulating): the run stops with an error instead of hanging.
    let stop = eusim::interrupt::install()?;
    if a.functional && a.trace.is_some() {
        return Err("--trace needs the timing model; drop --functional".into());
    }
    if a.trace.is_none() && a.trace_window.is_some() {
        return Err("--trace-window needs --trace FILE.json".into());
    }
    let window = a.trace_window.as_deref().map(parse_window).transpose()?;
    if let Some(t) = &a.trace {
        trace_format(t)?;
    }
    let mut launch = LaunchFile::load(&a.launch)?;
    if a.debug_info {
        launch.build_options = Some(format!("-g {}", launch.build_options()));
    }
    let preset = a
        .config
        .as_deref()
        .or(launch.config.as_deref())
        .unwrap_or(DEFAULT_PRESET);
    let mut config = MachineConfig::load(preset)?;
    for s in &a.set {
        config.set(s)?;
    }
    // Every output is checked before the simulation: a bad path fails now, not after it.
    if let Some(dir) = &a.out_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create output directory {}: {e}", dir.display()))?;
    }
    output::check(&outputs(&a, &launch), &inputs(&a, &launch, preset))?;
    if a.cycles_only {
        if let Some((i, path)) = sim::save_paths(&launch, a.out_dir.as_deref()).first() {
            return Err(format!(
                "--cycles-only computes no outputs, but args[{i}] of {} saves to {}: drop \
                 --cycles-only or the `save`",
                a.launch.display(),
                path.display()
            )
            .into());
        }
    }
    // a bar only for a person watching: a terminal on stderr and no -q
    let bar = (!a.quiet && std::io::stderr().is_terminal()).then(|| Bar(Arc::default()));
    let opts = run_options(&a, &launch, config, bar.as_ref(), stop);
    let outcome = run_launch(&a, &launch, &opts, window);
    if let Some(b) = &bar {
        b.finish();
    }
    let outcome = match outcome {
        // a signal that came too late to stop the simulation still stops the command
        Ok(_) if eusim::interrupt::requested() => {
            return Err(
                "interrupted by a signal: the run finished, but no output is written".into(),
            )
        }
        Ok(o) => o,
        Err(e) => {
            // A run stopped early (limit, Ctrl-C, SIGTERM) still writes its partial stats.
            if let (Some(sim::SimError::Stopped { stats, .. }), Some(path)) =
                (e.downcast_ref::<sim::SimError>(), &a.stats)
            {
                write(path, &(serde_json::to_string_pretty(stats)? + "\n"))?;
                write(&config_sibling(path), &(opts.config.to_ron() + "\n"))?;
            }
            return Err(e);
        }
    };
    for p in sim::save_outputs(&launch, &outcome, a.out_dir.as_deref())? {
        tracing::info!("wrote {}", p.display());
    }
    write_files(&a, &outcome, &opts)?;
    print_summary(&a, &outcome)
}

/// The simulation options of a run: the machine, limits, policy and progress bar.
fn run_options(
    a: &RunArgs,
    launch: &LaunchFile,
    config: MachineConfig,
    bar: Option<&Bar>,
    stop: Arc<std::sync::atomic::AtomicBool>,
) -> RunOptions {
    RunOptions {
        progress: bar.map(Bar::hook),
        config,
        functional: a.functional,
        oob: a
            .oob
            .or(launch.oob)
            .map_or(OobPolicy::Hardware, |m| m.policy()),
        profile: a.profile,
        threads: a.threads,
        max_instructions: a.max_instructions,
        max_cycles: a.max_cycles,
        stop: Some(stop),
        sample: a.sample.map(sim::sample::Sampling::waves),
        cycles_only: a.cycles_only,
        ..RunOptions::default()
    }
}

/// The profile, report and stats files the run asked for.
fn write_files(a: &RunArgs, outcome: &sim::RunOutcome, opts: &RunOptions) -> CliResult {
    if let (Some(p), Some(path)) = (&outcome.profile, &a.profile_file) {
        let text = if path.extension().is_some_and(|e| e == "csv") {
            p.csv()
        } else {
            serde_json::to_string_pretty(p)? + "\n"
        };
        write(path, &text)?;
    }
    let mut value = serde_json::to_value(&outcome.stats)?;
    if let (Some(p), Some(obj)) = (&outcome.profile, value.as_object_mut()) {
        obj.insert("profile".into(), serde_json::to_value(p)?);
    }
    if let Some(path) = &a.report {
        let label = a
            .launch
            .file_name()
            .map_or("run".into(), |n| n.to_string_lossy().into_owned());
        let page = crate::front::report::html(&[crate::front::report::Run {
            label,
            stats: value.clone(),
            config: Some(opts.config.clone()),
        }]);
        write(path, &page)?;
    }
    if let Some(path) = &a.stats {
        let json = serde_json::to_string_pretty(&value)? + "\n";
        write(path, &json)?;
        write(&config_sibling(path), &(opts.config.to_ron() + "\n"))?;
    }
    Ok(())
}

/// The one-line summary (and the profile table when no file takes it) on standard output.
fn print_summary(a: &RunArgs, outcome: &sim::RunOutcome) -> CliResult {
    let s = &outcome.stats;
    // Standard output last; a closed or full stdout is an error, not a panic.
    let mut text = format!(
        "kernel {}: {} work-groups, {} threads (SIMD{}), {} instructions, {} cycles{}{}\n",
        s.kernel,
        s.work_groups,
        s.threads,
        s.simd_width,
        s.instructions,
        s.cycles,
        if s.functional { " (functional)" } else { "" },
        s.sampled.as_ref().map_or(String::new(), |x| format!(
            " (sampled: {} of {} waves timed, 95 % interval {}-{}{})",
            x.waves_timed,
            x.waves,
            x.cycles_low,
            x.cycles_high,
            if x.cycles_only {
                "; cycles only: counts extrapolated, no outputs"
            } else {
                ""
            }
        ))
    );
    let print_profile = a.profile_file.is_none() && a.report.is_none();
    if let (Some(p), true) = (&outcome.profile, print_profile) {
        text += &p.render();
    }
    super::print(&text)
}

/// The effective-configuration file written next to `--stats FILE.json`.
fn config_sibling(stats: &Path) -> PathBuf {
    stats.with_extension("config.ron")
}

/// Every file the run will write.
fn outputs(a: &RunArgs, launch: &LaunchFile) -> Vec<output::Output> {
    let mut v: Vec<output::Output> = sim::save_paths(launch, a.out_dir.as_deref())
        .into_iter()
        .map(|(i, path)| output::Output {
            path,
            role: format!("`save:` of argument {i}"),
        })
        .collect();
    if let Some(p) = &a.stats {
        v.push(output::Output {
            path: p.clone(),
            role: "--stats".into(),
        });
        v.push(output::Output {
            path: config_sibling(p),
            role: "the effective configuration next to --stats".into(),
        });
    }
    if let Some(p) = &a.trace {
        v.push(output::Output {
            path: p.clone(),
            role: "--trace".into(),
        });
    }
    if let Some(p) = &a.profile_file {
        v.push(output::Output {
            path: p.clone(),
            role: "--profile".into(),
        });
    }
    if let Some(p) = &a.report {
        v.push(output::Output {
            path: p.clone(),
            role: "--report".into(),
        });
    }
    v
}

/// `eusim report STATS.json [STATS2.json] -o FILE.html`.
pub fn report(stats: &[PathBuf], output: &Path) -> CliResult {
    let mut runs = Vec::new();
    for p in stats {
        let text =
            eusim::input::read_text(p).map_err(|e| format!("cannot read {}: {e}", p.display()))?;
        let v: serde_json::Value = serde_json::from_str(&text)
            .map_err(|e| format!("{}: not a stats JSON file: {e}", p.display()))?;
        if v.get("kernel").is_none() {
            return Err(format!("{}: not a stats JSON file (no `kernel`)", p.display()).into());
        }
        runs.push(crate::front::report::Run {
            label: p
                .file_name()
                .map_or("run".into(), |n| n.to_string_lossy().into_owned()),
            config: stats_config(p, &v),
            stats: v,
        });
    }
    let inputs: Vec<output::Input> = stats
        .iter()
        .map(|p| output::Input {
            path: p.clone(),
            role: "a stats file".into(),
        })
        .collect();
    output::check(
        &[output::Output {
            path: output.to_path_buf(),
            role: "-o".into(),
        }],
        &inputs,
    )?;
    write(output, &crate::front::report::html(&runs))
}

/// The configuration a stats file's run used: the `.config.ron` written next to it, or else
/// its `config` with its `config_overrides` (None when neither loads).
fn stats_config(stats: &Path, v: &serde_json::Value) -> Option<MachineConfig> {
    let sibling = config_sibling(stats);
    if let Ok(c) = MachineConfig::load(&sibling.to_string_lossy()) {
        return Some(c);
    }
    let mut c = MachineConfig::load(v.get("config")?.as_str()?).ok()?;
    for s in v.get("config_overrides")?.as_array()? {
        c.set(s.as_str()?).ok()?;
    }
    Some(c)
}

/// Every file the run reads.
fn inputs(a: &RunArgs, launch: &LaunchFile, config: &str) -> Vec<output::Input> {
    let mut v = vec![
        output::Input {
            path: a.launch.clone(),
            role: "the launch file".into(),
        },
        output::Input {
            path: launch.resolve(&launch.program),
            role: "the program".into(),
        },
    ];
    for (i, spec) in launch.args.iter().enumerate() {
        let init = match spec {
            ArgSpec::Buffer { init, .. }
            | ArgSpec::Image2d { init, .. }
            | ArgSpec::Image { init, .. } => init,
            _ => continue,
        };
        if let Init::File(f) = init {
            v.push(output::Input {
                path: launch.resolve(f),
                role: format!("the `File` init of argument {i}"),
            });
        }
    }
    if Path::new(config).is_file() {
        v.push(output::Input {
            path: PathBuf::from(config),
            role: "the configuration".into(),
        });
    }
    v
}

/// The trace formats, chosen by the file name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum TraceFormat {
    /// Perfetto protobuf (`.pftrace`), streamed.
    Perfetto,
    /// Chrome Trace Event JSON (`.json`).
    Json,
    /// Chrome Trace Event JSON, gzip-compressed (`.json.gz`).
    JsonGz,
}

fn trace_format(path: &Path) -> Result<TraceFormat, String> {
    let name = path.to_string_lossy();
    if name.ends_with(".pftrace") {
        Ok(TraceFormat::Perfetto)
    } else if name.ends_with(".json.gz") {
        Ok(TraceFormat::JsonGz)
    } else if name.ends_with(".json") {
        Ok(TraceFormat::Json)
    } else {
        Err(format!(
            "--trace {name}: unknown format (name it .pftrace for Perfetto protobuf, .json or \
             .json.gz for Chrome JSON)"
        ))
    }
}

/// The launch's program for the run's machine. With a profile, report or trace asked for, a
/// `.cl` program also gets the source lines of its `-g` build, for each kernel whose `-g` build
/// emits the same instructions (what runs is the build without `-g`).
fn load_program(
    a: &RunArgs,
    launch: &LaunchFile,
    opts: &RunOptions,
) -> Result<eusim::program::Program, sim::SimError> {
    let generation = opts.config.generation;
    let mut program = sim::load_program_on(launch, generation)?;
    if !(a.profile || a.trace.is_some()) {
        return Ok(program);
    }
    let path = launch.resolve(&launch.program);
    let device = launch.device_on(generation);
    match eusim::program::add_debug_lines(&mut program, &path, device, launch.build_options()) {
        Ok(b) if b.differ.contains(&launch.kernel) && !a.quiet => eprintln!(
            "eusim: note: kernel `{}` compiles to other instructions with -g, so its profile has \
             no source lines; --debug-info runs the -g build",
            launch.kernel
        ),
        Err(e) if !a.quiet => eprintln!("eusim: note: no source lines ({e})"),
        _ => {}
    }
    Ok(program)
}

/// Runs the launch, with a trace when `--trace` asks for one. The trace file appears only
/// when the run succeeds (written to a temporary name, renamed at the end).
fn run_launch(
    a: &RunArgs,
    launch: &LaunchFile,
    opts: &RunOptions,
    window: Option<(u64, u64)>,
) -> Result<sim::RunOutcome, Box<dyn std::error::Error>> {
    let program = load_program(a, launch, opts)?;
    let Some(path) = &a.trace else {
        return Ok(sim::run_kernel(launch, &program, &launch.kernel, opts)?);
    };
    let cannot = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    let format = trace_format(path)?;
    // instruction spans name their source line when the kernel has debug lines
    let lines = program
        .debug_lines
        .get(&launch.kernel)
        .map(sim::trace_lines);
    let run = Traced {
        launch,
        program: &program,
        opts,
        window,
        lines,
    };
    match format {
        TraceFormat::Perfetto => {
            let file = output::AtomicFile::create(path).map_err(cannot)?;
            let mut trace = traces::PerfettoTrace::new(file);
            if let Some(l) = run.lines.clone() {
                trace = trace.with_source_lines(l);
            }
            if let Some((first, last)) = window {
                trace = trace.with_window(first, last);
            }
            let outcome = run.run(&mut trace)?;
            let (dropped, clipped) = (trace.dropped(), trace.clipped());
            let (nested, out_of_order) = (trace.nested(), trace.out_of_order());
            trace.finish().map_err(cannot)?.commit().map_err(cannot)?;
            let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
            tracing::info!(
                "wrote {} ({bytes} bytes, {dropped} events outside the window, {clipped} spans \
                 clipped to their track's previous span, {nested} nested in the previous one, \
                 {out_of_order} with absolute times)",
                path.display()
            );
            Ok(outcome)
        }
        TraceFormat::Json => {
            let file = output::AtomicFile::create(path).map_err(cannot)?;
            let (outcome, file) = chrome(file, &run, path)?;
            file.commit().map_err(cannot)?;
            Ok(outcome)
        }
        TraceFormat::JsonGz => {
            let file = output::AtomicFile::create(path).map_err(cannot)?;
            // Batched: the encoder pays a call per write, and JSON events are many small ones.
            let gz = std::io::BufWriter::with_capacity(
                1 << 16,
                flate2::write::GzEncoder::new(file, flate2::Compression::fast()),
            );
            let (outcome, gz) = chrome(gz, &run, path)?;
            let gz = gz.into_inner().map_err(|e| cannot(e.into_error()))?;
            gz.finish().map_err(cannot)?.commit().map_err(cannot)?;
            Ok(outcome)
        }
    }
}

/// A traced run's launch, its loaded program, options, cycle window and source lines.
struct Traced<'a> {
    launch: &'a LaunchFile,
    program: &'a eusim::program::Program,
    opts: &'a RunOptions,
    window: Option<(u64, u64)>,
    lines: Option<traces::SourceLines>,
}

impl Traced<'_> {
    /// Runs the launch's kernel with its events going to `trace`.
    fn run<S: traces::TraceSink>(&self, trace: &mut S) -> Result<sim::RunOutcome, sim::SimError> {
        let l = self.launch;
        sim::run_kernel_traced(l, self.program, &l.kernel, self.opts, trace)
    }
}

/// A timed run streaming a Chrome JSON trace into `out`; returns the writer when complete.
fn chrome<W: std::io::Write>(
    out: W,
    run: &Traced<'_>,
    path: &Path,
) -> Result<(sim::RunOutcome, W), Box<dyn std::error::Error>> {
    let mut trace = ChromeStream::new(out, run.opts.config.clock_mhz);
    if let Some((first, last)) = run.window {
        trace = trace.with_window(first, last);
    }
    if let Some(l) = run.lines.clone() {
        trace = trace.with_source_lines(l);
    }
    let outcome = run.run(&mut trace)?;
    let (n, dropped) = (trace.len(), trace.dropped());
    let (clipped, nested) = (trace.clipped(), trace.nested());
    let out = trace
        .finish()
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    tracing::info!(
        "wrote {} ({n} events, {dropped} outside the window, {clipped} spans clipped to their \
         track's previous span, {nested} nested in the previous one)",
        path.display()
    );
    Ok((outcome, out))
}

fn write(path: &Path, text: &str) -> CliResult {
    output::write_atomic(path, text.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", path.display()).into())
}
