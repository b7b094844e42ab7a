//! A builder for timing-mode launches of the timing test kernels (`tests/timing_kernels`):
//! arguments, machine preset and `--set` overrides; runs in timing mode and, unless told not
//! to, in functional mode too, checking both give the same outputs.

use std::path::{Path, PathBuf};

use eusim::config::MachineConfig;
use eusim::launch::LaunchFile;
use eusim::sim::{run, RunOptions, RunOutcome, Stats, TimingStats};

/// A launch of one kernel of a test binary, run in timing mode (and, unless
/// [`Timed::timing_only`], also functionally to check the outputs agree).
pub struct Timed {
    binary: PathBuf,
    kernel: &'static str,
    global: u64,
    local: u64,
    args: Vec<String>,
    config: &'static str,
    sets: Vec<String>,
    compare: bool,
}

impl Timed {
    /// A gen9-gt2 launch of `kernel` of the ocloc binary `binary`.
    pub fn new(binary: PathBuf, kernel: &'static str, global: u64, local: u64) -> Self {
        Timed {
            binary,
            kernel,
            global,
            local,
            args: vec![],
            config: "gen9-gt2",
            sets: vec![],
            compare: true,
        }
    }

    pub fn arg(mut self, a: &str) -> Self {
        self.args.push(a.to_string());
        self
    }

    /// A buffer of `n` floats in [0.25, 0.31]: `x*x + c` chains stay finite and normal.
    pub fn floats(self, n: usize) -> Self {
        let bytes: Vec<String> = (0..n)
            .flat_map(|i| (0.25f32 + (i % 7) as f32 * 0.01).to_le_bytes())
            .map(|b| b.to_string())
            .collect();
        self.arg(&format!("Buffer(init: Bytes([{}]))", bytes.join(",")))
    }

    /// A buffer of `bytes` zero bytes.
    pub fn zeros(self, bytes: u64) -> Self {
        self.arg(&format!("Buffer(init: Zeros({bytes}))"))
    }

    /// A machine of one EU (one subslice of one EU): per-EU issue costs without placement.
    pub fn one_eu(self) -> Self {
        self.set("topology.subslices_per_slice=1")
            .set("topology.eus_per_subslice=1")
    }

    pub fn config(mut self, c: &'static str) -> Self {
        self.config = c;
        self
    }

    /// Skips the functional run (long kernels; equality is checked on the short ones).
    pub fn timing_only(mut self) -> Self {
        self.compare = false;
        self
    }

    pub fn set(mut self, s: &str) -> Self {
        self.sets.push(s.to_string());
        self
    }

    pub fn launch(&self) -> LaunchFile {
        let text = format!(
            "(program: \"{}\", kernel: \"{}\", global: [{}], local: [{}], args: [{}])",
            self.binary.display(),
            self.kernel,
            self.global,
            self.local,
            self.args.join(", ")
        );
        LaunchFile::parse(&text, Path::new("timed-test.ron")).expect("launch file parses")
    }

    pub fn opts(&self, functional: bool) -> RunOptions {
        let mut config = MachineConfig::load(self.config).expect("preset");
        for s in &self.sets {
            config.set(s).expect("override applies");
        }
        RunOptions {
            config,
            functional,
            ..RunOptions::default()
        }
    }

    pub fn run_mode(&self, functional: bool) -> RunOutcome {
        run(&self.launch(), &self.opts(functional))
            .unwrap_or_else(|e| panic!("{}: {e}", self.kernel))
    }

    /// Runs in timing mode and checks the outputs equal functional mode's.
    pub fn timed(&self) -> (Stats, TimingStats) {
        let t = self.run_mode(false);
        if self.compare {
            let f = self.run_mode(true);
            assert_eq!(
                t.args, f.args,
                "{}: timing-mode outputs differ from functional mode",
                self.kernel
            );
        }
        assert!(!t.stats.functional);
        assert!(t.stats.cycles > 0);
        let ts = t.stats.timing.clone().expect("timing stats in timing mode");
        (t.stats, ts)
    }
}
