//! A stable-Rust fuzz driver (no nightly cargo-fuzz needed): feeds generated and mutated
//! inputs to the decoder, the program loader, the launch parser, and runs mutated kernels in
//! both modes under small limits (timed runs also through the trace writers), counting
//! inputs and panics. Every panic's input is written
//! to `fuzz-crashes/` for a regression test.
//!
//! Structure-aware targets (examples/fuzz_targets/structured.rs): `binrun` sets program
//! header, kernel header and patch-token fields to boundary values (checksums fixed up for
//! most inputs) and sends each binary through the loader checks and `run`; `launchrun` runs
//! mutated launch files; `config` runs mutated machine configurations.
//!
//! ```sh
//! cargo run --release --example fuzz -- decode 10000000
//! cargo run --release --example fuzz -- loader 200000
//! cargo run --release --example fuzz -- launch 200000
//! cargo run --release --example fuzz -- run 100000
//! cargo run --release --example fuzz -- binrun 1000000
//! cargo run --release --example fuzz -- launchrun 100000
//! cargo run --release --example fuzz -- config 100000
//! ```
//! A fixed seed per target (`SEED` env var to change it) makes every campaign reproducible.

#[path = "fuzz_targets/structured.rs"]
mod structured;

use eusim::launch::LaunchFile;
use eusim::sim::{run_kernel, run_kernel_traced, RunOptions};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn corpus_bins() -> Vec<(PathBuf, Vec<u8>)> {
    let mut v: Vec<_> = std::fs::read_dir(root().join("tests/corpus/bin"))
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    v.sort();
    v.into_iter()
        .map(|p| {
            let b = std::fs::read(&p).expect("binary");
            (p, b)
        })
        .collect()
}

/// Flips, overwrites or inserts a few random bytes.
fn mutate(r: &mut Rng, data: &mut Vec<u8>) {
    for _ in 0..1 + r.below(4) {
        if data.is_empty() {
            data.push(r.next() as u8);
            continue;
        }
        let i = r.below(data.len());
        match r.below(4) {
            0 => data[i] ^= 1 << r.below(8),
            1 => data[i] = r.next() as u8,
            2 => data.insert(i, r.next() as u8),
            _ => {
                data.remove(i);
            }
        }
    }
}

struct Campaign {
    name: &'static str,
    inputs: u64,
    panics: u64,
}

impl Campaign {
    fn guard(&mut self, input: &[u8], f: impl FnOnce()) {
        self.inputs += 1;
        if self.inputs.is_multiple_of(50_000) {
            // progress of a long campaign (the counts so far survive a kill)
            println!(
                "{}: {} inputs, {} panics so far",
                self.name, self.inputs, self.panics
            );
            use std::io::Write;
            let _ = std::io::stdout().flush();
        }
        if catch_unwind(AssertUnwindSafe(f)).is_err() {
            self.panics += 1;
            let dir = root().join("fuzz-crashes");
            let _ = std::fs::create_dir_all(&dir);
            let _ = std::fs::write(dir.join(format!("{}-{}", self.name, self.inputs)), input);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let target = args.get(1).map(String::as_str).unwrap_or("decode");
    let n: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let seed = std::env::var("SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut r = Rng(seed);
    std::panic::set_hook(Box::new(|_| {}));
    let mut c = Campaign {
        name: match target {
            "decode" => "decode",
            "loader" => "loader",
            "launch" => "launch",
            "run" => "run",
            "binrun" => "binrun",
            "launchrun" => "launchrun",
            "config" => "config",
            other => {
                eprintln!(
                    "unknown target {other}: decode | loader | launch | run | binrun | launchrun \
                     | config"
                );
                std::process::exit(2)
            }
        },
        inputs: 0,
        panics: 0,
    };
    let start = std::time::Instant::now();
    match target {
        "decode" => decode(&mut r, n, &mut c),
        "loader" => loader(&mut r, n, &mut c),
        "launch" => launch(&mut r, n, &mut c),
        "binrun" => structured::binrun(&mut r, n, &mut c),
        "launchrun" => structured::launchrun(&mut r, n, &mut c),
        "config" => structured::config(&mut r, n, &mut c),
        _ => run(&mut r, n, &mut c),
    }
    println!(
        "{}: {} inputs, {} panics, {:.1} s (seed {seed})",
        c.name,
        c.inputs,
        c.panics,
        start.elapsed().as_secs_f64()
    );
    if c.panics > 0 {
        std::process::exit(1);
    }
}

/// Random 8/16-byte words and mutated corpus kernels through the decoder and formatter.
fn decode(r: &mut Rng, n: u64, c: &mut Campaign) {
    let kernels: Vec<Vec<u8>> = corpus_bins()
        .iter()
        .filter_map(|(_, b)| eusim::program::parse_program(b).ok())
        .flat_map(|p| p.kernels.into_iter().map(|k| k.isa().to_vec()))
        .collect();
    while c.inputs < n {
        if c.inputs % 4 == 3 {
            let mut k = kernels[r.below(kernels.len())].clone();
            mutate(r, &mut k);
            c.guard(&k, || {
                let _ = isa::format_kernel(&k);
            });
        } else {
            let mut w = [0u8; 16];
            w[..8].copy_from_slice(&r.next().to_le_bytes());
            w[8..].copy_from_slice(&r.next().to_le_bytes());
            c.guard(&w, || {
                if let Ok((inst, _)) = isa::decode(&w, 0) {
                    let _ = isa::format_instruction(&inst);
                }
            });
        }
    }
}

/// Mutated corpus program binaries through the loader.
fn loader(r: &mut Rng, n: u64, c: &mut Campaign) {
    let bins = corpus_bins();
    while c.inputs < n {
        let mut b = bins[r.below(bins.len())].1.clone();
        mutate(r, &mut b);
        c.guard(&b, || {
            // the loader as `run` uses it: parse, then the device and kernel checks
            if let Ok(p) = eusim::program::parse_program(&b) {
                let _ = eusim::program::check_device(&p);
                for k in &p.kernels {
                    let _ = eusim::program::check_kernel(k);
                }
            }
        });
    }
}

/// Mutated launch files (the bench and example launches) through the parser.
fn launch(r: &mut Rng, n: u64, c: &mut Campaign) {
    let texts: Vec<String> = [
        "examples/shuffle/launch.ron",
        "examples/media_block/launch.ron",
        "examples/sweep/sgemm.ron",
        "examples/sweep/stencil.ron",
    ]
    .iter()
    .map(|p| std::fs::read_to_string(root().join(p)).expect("launch"))
    .collect();
    while c.inputs < n {
        let mut t = texts[r.below(texts.len())].clone().into_bytes();
        mutate(r, &mut t);
        c.guard(&t, || {
            if let Ok(s) = std::str::from_utf8(&t) {
                let _ = LaunchFile::parse(s, Path::new("/tmp/fuzz.ron"));
            }
        });
    }
}

/// Corpus kernels with a few ISA bytes mutated, run functional and timed under small limits.
fn run(r: &mut Rng, n: u64, c: &mut Campaign) {
    let cases = [
        ("tests/corpus/bin/ordinary_control.bin", "loop_variable_trip",
         "args: [Buffer(init: U32([5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20])), Buffer(init: Random(bytes: 4096, seed: 1)), Buffer(init: Zeros(64))]", "[16]", "[16]"),
        ("tests/timing_kernels/memtime_Gen9core.bin", "copy4",
         "args: [Buffer(init: Random(bytes: 1024, seed: 2)), Buffer(init: Zeros(1024))]", "[64]", "[16]"),
        ("benches/kernels/kernels_Gen9core.bin", "sgemm_simd8",
         "args: [Buffer(init: Random(bytes: 1024, seed: 1)), Buffer(init: Random(bytes: 1024, seed: 2)), Buffer(init: Zeros(1024)), Scalar(I32(16))]", "[16, 2]", "[8, 1]"),
    ];
    let loaded: Vec<(LaunchFile, eusim::program::Program)> = cases
        .iter()
        .map(|(bin, k, args, g, l)| {
            let text =
                format!(r#"(program: "{bin}", kernel: "{k}", global: {g}, local: {l}, {args})"#);
            let lf = LaunchFile::parse(&text, &root().join("fuzz.ron")).expect("launch");
            let p = eusim::sim::load_program(&lf).expect("program");
            (lf, p)
        })
        .collect();
    let mut outcomes = std::collections::BTreeMap::new();
    while c.inputs < n {
        let (lf, p) = &loaded[r.below(loaded.len())];
        let mut p = p.clone();
        let Some(k) = p.kernels.iter_mut().find(|k| k.name == lf.kernel) else {
            continue;
        };
        let isa_len = k.isa().len();
        let mut isa = k.kernel_heap[..isa_len].to_vec();
        let len_before = isa.len();
        mutate(r, &mut isa);
        isa.resize(len_before, 0);
        k.kernel_heap[..isa_len].copy_from_slice(&isa);
        let functional = c.inputs.is_multiple_of(2);
        let opts = RunOptions {
            functional,
            threads: 1,
            max_instructions: 200_000,
            max_cycles: 2_000_000,
            oob: memory_model::OobPolicy::Error,
            ..RunOptions::default()
        };
        let mut outcome = "panic";
        let traced = c.inputs % 4;
        c.guard(&isa, || {
            // timed runs feed a trace writer too, Perfetto and Chrome in turn (output dropped)
            let result = match (functional, traced) {
                (false, 1) => {
                    let mut t = traces::PerfettoTrace::new(std::io::sink());
                    let r = run_kernel_traced(lf, &p, &lf.kernel, &opts, &mut t);
                    t.finish().expect("a sink takes every byte");
                    r
                }
                (false, 3) => {
                    let mut t = traces::ChromeStream::new(std::io::sink(), 1150);
                    let r = run_kernel_traced(lf, &p, &lf.kernel, &opts, &mut t);
                    t.finish().expect("a sink takes every byte");
                    r
                }
                _ => run_kernel(lf, &p, &lf.kernel, &opts),
            };
            outcome = match result {
                Ok(_) => "completed",
                Err(eusim::sim::SimError::Stopped { .. }) => "stopped at a limit",
                Err(eusim::sim::SimError::Exec { .. }) => "execution error",
                Err(eusim::sim::SimError::Kernel(m))
                    if m.contains("decode") || m.contains("kernel `") =>
                {
                    "rejected before running"
                }
                Err(_) => "other error",
            };
        });
        *outcomes.entry(outcome).or_insert(0u64) += 1;
    }
    println!("run outcomes: {outcomes:?}");
}
