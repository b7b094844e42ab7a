//! Structure-aware targets of the fuzz driver: mutated program headers and patch tokens
//! through the loader and `run`, mutated launch files run, mutated machine configurations run.

use super::{root, Campaign, Rng};
use eusim::launch::LaunchFile;
use eusim::program::{check_device, kernel_checksum, parse_program, Program};
use eusim::sim::{run_kernel, RunOptions, SimError};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

/// (program, kernel, args, global, local) of the launches the run targets use.
pub const CASES: [(&str, &str, &str, &str, &str); 4] = [
    ("tests/corpus/bin/ordinary_control.bin", "loop_variable_trip",
     "args: [Buffer(init: U32([5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20])), Buffer(init: Random(bytes: 4096, seed: 1)), Buffer(init: Zeros(64))]", "[16]", "[16]"),
    ("tests/timing_kernels/memtime_Gen9core.bin", "copy4",
     "args: [Buffer(init: Random(bytes: 1024, seed: 2)), Buffer(init: Zeros(1024))]", "[64]", "[16]"),
    ("benches/kernels/kernels_Gen9core.bin", "sgemm_simd8",
     "args: [Buffer(init: Random(bytes: 1024, seed: 1)), Buffer(init: Random(bytes: 1024, seed: 2)), Buffer(init: Zeros(1024)), Scalar(I32(16))]", "[16, 2]", "[8, 1]"),
    ("tests/robust_kernels/slm_Gen9core.bin", "slm_store",
     "args: [Buffer(init: Zeros(256)), Local(bytes: 256), Scalar(I32(3)), Scalar(I32(64))]", "[64]", "[16]"),
];

/// The launch text of case `i`.
pub fn launch_text(i: usize) -> String {
    let (bin, k, args, g, l) = CASES[i];
    let bin = root().join(bin);
    format!(
        r#"(program: "{}", kernel: "{k}", global: {g}, local: {l}, {args})"#,
        bin.display()
    )
}

/// Values that sit on the boundaries checks are made of.
const INTERESTING: [u32; 20] = [
    0,
    1,
    2,
    3,
    7,
    8,
    9,
    16,
    31,
    32,
    33,
    64,
    255,
    256,
    0x7fff,
    0xffff,
    0x1_0000,
    0x7fff_ffff,
    0x8000_0000,
    0xffff_ffff,
];

fn interesting(r: &mut Rng, old: u32) -> u32 {
    match r.below(4) {
        0 => r.next() as u32,
        1 => old.wrapping_add(r.below(5) as u32).wrapping_sub(2),
        _ => INTERESTING[r.below(INTERESTING.len())],
    }
}

/// Where the structure of a program lies in its file: u32 fields of the program header,
/// kernel headers and every patch token.
fn fields(p: &Program) -> Vec<usize> {
    let mut v: Vec<usize> = (0..7).map(|i| p.device_binary_offset + 4 * i).collect();
    for t in &p.tokens {
        v.extend((0..t.bytes.len() / 4).map(|i| t.offset + 4 * i));
    }
    for k in &p.kernels {
        v.extend((0..10).map(|i| k.offset + 4 * i));
        for t in &k.tokens {
            v.extend((0..t.bytes.len() / 4).map(|i| t.offset + 4 * i));
        }
    }
    v
}

/// Rewrites every kernel's checksum to match its (mutated) contents, so mutations reach the
/// checks behind it.
fn fix_checksums(file: &mut [u8]) {
    let Ok(p) = parse_program(file) else { return };
    for k in &p.kernels {
        let h = &k.header;
        let len = [
            h.kernel_name_size,
            h.kernel_heap_size,
            h.general_state_heap_size,
            h.dynamic_state_heap_size,
            h.surface_state_heap_size,
            h.patch_list_size,
        ]
        .iter()
        .map(|&n| n as usize)
        .sum::<usize>();
        let start = k.offset + 40;
        if let Some(blob) = file.get(start..start + len) {
            let c = kernel_checksum(blob).to_le_bytes();
            file[k.offset..k.offset + 4].copy_from_slice(&c);
        }
    }
}

/// Small limits: every input ends quickly, whatever it asks for.
fn opts(functional: bool) -> RunOptions {
    RunOptions {
        functional,
        threads: 1,
        max_instructions: 200_000,
        max_cycles: 2_000_000,
        ..RunOptions::default()
    }
}

fn outcome(r: &Result<eusim::sim::RunOutcome, SimError>) -> &'static str {
    match r {
        Ok(_) => "completed",
        Err(SimError::Stopped { .. }) => "stopped at a limit",
        Err(SimError::Exec { .. }) => "execution error",
        Err(SimError::Load(_)) => "refused by the loader checks",
        Err(SimError::Launch { .. }) => "launch does not fit",
        Err(_) => "other error",
    }
}

/// Counts outcomes and the slowest input (a hang shows as a time, not as a stuck campaign:
/// every input runs under instruction and cycle limits).
#[derive(Default)]
pub struct Tally {
    outcomes: BTreeMap<&'static str, u64>,
    slowest: Duration,
    over_1s: u64,
}

impl Tally {
    fn add(&mut self, what: &'static str, took: Duration) {
        *self.outcomes.entry(what).or_insert(0) += 1;
        self.slowest = self.slowest.max(took);
        self.over_1s += u64::from(took > Duration::from_secs(1));
    }

    /// Prints the tally.
    pub fn print(&self, name: &str) {
        println!(
            "{name} outcomes: {:?}; slowest input {:.3} s, {} over 1 s",
            self.outcomes,
            self.slowest.as_secs_f64(),
            self.over_1s
        );
    }
}

/// Mutated program binaries (header fields and patch tokens set to boundary values, or a few
/// random bytes; checksums fixed up for three in four) through the loader checks and `run`.
pub fn binrun(r: &mut Rng, n: u64, c: &mut Campaign) {
    let cases: Vec<(LaunchFile, Vec<u8>, Vec<usize>)> = (0..CASES.len())
        .map(|i| {
            let lf = LaunchFile::parse(&launch_text(i), &root().join("fuzz.ron")).expect("launch");
            let bytes = std::fs::read(lf.resolve(&lf.program)).expect("program");
            let p = parse_program(&bytes).expect("program parses");
            let f = fields(&p);
            (lf, bytes, f)
        })
        .collect();
    let mut tally = Tally::default();
    while c.inputs < n {
        let (lf, original, fields) = &cases[r.below(cases.len())];
        let mut b = original.clone();
        for _ in 0..1 + r.below(3) {
            if r.below(4) == 0 {
                super::mutate(r, &mut b);
            } else {
                let at = fields[r.below(fields.len())];
                if let Some(w) = b.get_mut(at..at + 4) {
                    let old = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
                    w.copy_from_slice(&interesting(r, old).to_le_bytes());
                }
            }
        }
        if r.below(4) != 0 {
            fix_checksums(&mut b);
        }
        let functional = r.below(2) == 0;
        let start = Instant::now();
        let mut what = "panic";
        c.guard(&b, || {
            what = match parse_program(&b) {
                Err(_) => "refused by the parser",
                Ok(p) => match check_device(&p) {
                    Err(_) => "refused: device family",
                    Ok(()) => outcome(&run_kernel(lf, &p, &lf.kernel, &opts(functional))),
                },
            };
        });
        tally.add(what, start.elapsed());
    }
    tally.print("binrun");
}

/// Replaces a random number in a launch text by a boundary value, or mutates bytes.
fn mutate_launch(r: &mut Rng, t: &str) -> Vec<u8> {
    let nums: Vec<(usize, usize)> = {
        let b = t.as_bytes();
        let mut v = Vec::new();
        let mut i = 0;
        while i < b.len() {
            if b[i].is_ascii_digit() {
                let s = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                v.push((s, i));
            } else {
                i += 1;
            }
        }
        v
    };
    if nums.is_empty() || r.below(4) == 0 {
        let mut b = t.as_bytes().to_vec();
        super::mutate(r, &mut b);
        return b;
    }
    let (s, e) = nums[r.below(nums.len())];
    let old: u32 = t[s..e].parse().unwrap_or(0);
    let v = match r.below(3) {
        // sizes a host can hold, so the campaign does not thrash
        0 => interesting(r, old).min(1 << 24),
        1 => interesting(r, old),
        _ => old.wrapping_mul(2),
    };
    format!("{}{v}{}", &t[..s], &t[e..]).into_bytes()
}

/// Mutated launch files (numbers set to boundary values, or bytes mutated), parsed and run on
/// their program.
pub fn launchrun(r: &mut Rng, n: u64, c: &mut Campaign) {
    let cases: Vec<(String, Program)> = (0..CASES.len())
        .map(|i| {
            let t = launch_text(i);
            let lf = LaunchFile::parse(&t, &root().join("fuzz.ron")).expect("launch");
            let p = eusim::sim::load_program(&lf).expect("program");
            (t, p)
        })
        .collect();
    let mut tally = Tally::default();
    while c.inputs < n {
        let (text, p) = &cases[r.below(cases.len())];
        let t = mutate_launch(r, text);
        let functional = r.below(2) == 0;
        let start = Instant::now();
        let mut what = "panic";
        c.guard(&t, || {
            let Ok(s) = std::str::from_utf8(&t) else {
                what = "not UTF-8";
                return;
            };
            what = match LaunchFile::parse(s, Path::new("/nonexistent/fuzz.ron")) {
                Err(_) => "refused by the launch parser",
                Ok(lf) => outcome(&run_kernel(&lf, p, &lf.kernel, &opts(functional))),
            };
        });
        tally.add(what, start.elapsed());
    }
    tally.print("launchrun");
}

/// Mutated machine configurations (one to three parameters set to boundary values), validated
/// and, when accepted, run timed on a small kernel.
pub fn config(r: &mut Rng, n: u64, c: &mut Campaign) {
    let base = eusim::config::MachineConfig::load(eusim::config::DEFAULT_PRESET).expect("preset");
    let keys: Vec<String> = base.describe().into_iter().map(|d| d.path).collect();
    let lf = LaunchFile::parse(&launch_text(1), &root().join("fuzz.ron")).expect("launch");
    let p = eusim::sim::load_program(&lf).expect("program");
    let mut tally = Tally::default();
    while c.inputs < n {
        let mut sets = Vec::new();
        for _ in 0..1 + r.below(3) {
            let k = &keys[r.below(keys.len())];
            let v = match r.below(5) {
                0 => format!("{}.5", r.below(100)),
                1 => "-1".to_string(),
                2 => "true".to_string(),
                _ => interesting(r, 0).to_string(),
            };
            sets.push(format!("{k}={v}"));
        }
        let input = sets.join(" ").into_bytes();
        let start = Instant::now();
        let mut what = "panic";
        c.guard(&input, || {
            let mut cfg = base.clone();
            if sets.iter().any(|s| cfg.set(s).is_err()) {
                what = "refused by the config checks";
                return;
            }
            let o = RunOptions {
                config: cfg,
                ..opts(false)
            };
            what = outcome(&run_kernel(&lf, &p, &lf.kernel, &o));
        });
        tally.add(what, start.elapsed());
    }
    tally.print("config");
}
