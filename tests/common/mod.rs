//! Shared helpers of the functional reference tests (`tests/functional_*.rs`).
//!
//! - [`Rng`]: a seeded SplitMix64 generator for test inputs.
//! - [`Launch`]: builds a launch file for a corpus kernel, runs it in the simulator and
//!   returns the final argument contents.
//! - [`Elem`], [`to_bytes`], [`from_bytes`]: little-endian element conversions.
//! - [`Geom`]: how a 1-D NDRange splits into work-groups and sub-groups (for references).
//! - [`Check`]: collects mismatches of several outputs and reports the first one of each
//!   with its index and a description of the work-item (group, sub-group, lane).
//! - [`timed`]: a builder for timing-mode launches of the timing test kernels.
//! - [`fp`]: IEEE rounding to half/float/double in every OpenCL rounding mode, ULP errors.
//!
//! Expected values are always computed here from the definitions in the specs, never
//! captured from the simulator.
#![allow(dead_code)]

pub mod fp;
pub mod gens;
pub mod timed;

// Each test binary uses some of these.
#[allow(unused_imports)]
pub use gens::{built, corpus_path_of, gen_corpus_path, machine_of, test_generation};

use std::fmt::Debug;
use std::path::{Path, PathBuf};

use eusim::launch::LaunchFile;
use eusim::sim::{run, RunOptions};

// ---------------------------------------------------------------------------------------
// Random inputs

/// SplitMix64 (Steele, Lea, Flood 2014): a small, seedable generator.
pub struct Rng(u64);

/// The value of `EUSIM_TEST_SEED` (0 when unset): changes every test's random inputs.
pub fn seed_offset() -> u64 {
    std::env::var("EUSIM_TEST_SEED")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0)
}

impl Rng {
    /// A generator with the given seed, mixed with [`seed_offset`] so that a whole run can
    /// be repeated on other random inputs (`EUSIM_TEST_SEED=7 cargo test --test ...`).
    pub fn new(seed: u64) -> Self {
        Rng(seed ^ seed_offset().wrapping_mul(0xD134_2543_DE82_EF95))
    }

    /// The next 64 random bits.
    pub fn u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The next 32 random bits.
    pub fn u32(&mut self) -> u32 {
        (self.u64() >> 32) as u32
    }

    /// A uniform value in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0);
        ((self.u64() as u128 * n as u128) >> 64) as u64
    }

    /// A uniform value in `lo..=hi`.
    pub fn range_i64(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo) as u64 + 1) as i64
    }

    /// `true` with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    /// A random element of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[self.below(v.len() as u64) as usize]
    }

    /// `n` random bytes.
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut v = Vec::with_capacity(n + 8);
        while v.len() < n {
            v.extend_from_slice(&self.u64().to_le_bytes());
        }
        v.truncate(n);
        v
    }

    /// Bits of a random finite, normal (or zero) float of either sign: the whole
    /// exponent range except denormals, infinities and NaNs.
    pub fn normal_f32_bits(&mut self) -> u32 {
        let b = self.u32();
        let e = (b >> 23) & 0xFF;
        if e == 0 || e == 0xFF {
            (b & 0x807F_FFFF) | (1 + self.below(254) as u32) << 23
        } else {
            b
        }
    }

    /// Bits of a random finite, normal double.
    pub fn normal_f64_bits(&mut self) -> u64 {
        let b = self.u64();
        let e = (b >> 52) & 0x7FF;
        if e == 0 || e == 0x7FF {
            (b & 0x800F_FFFF_FFFF_FFFF) | (1 + self.below(2046)) << 52
        } else {
            b
        }
    }

    /// Bits of a random finite, normal half.
    pub fn normal_f16_bits(&mut self) -> u16 {
        let b = self.u32() as u16;
        let e = (b >> 10) & 0x1F;
        if e == 0 || e == 0x1F {
            (b & 0x83FF) | ((1 + self.below(30) as u16) << 10)
        } else {
            b
        }
    }

    /// A float in `[lo, hi)` with random low bits (not a "nice" number).
    pub fn f32_in(&mut self, lo: f32, hi: f32) -> f32 {
        let t = (self.u64() >> 11) as f64 / (1u64 << 53) as f64;
        let v = (lo as f64 + (hi as f64 - lo as f64) * t) as f32;
        if v >= hi {
            lo
        } else {
            v
        }
    }
}

// ---------------------------------------------------------------------------------------
// Element <-> byte conversion

/// A fixed-size little-endian element of a buffer.
pub trait Elem: Copy + PartialEq + Debug {
    /// Bytes per element.
    const SIZE: usize;
    /// Appends the element's bytes.
    fn put(self, out: &mut Vec<u8>);
    /// Reads an element from exactly `SIZE` bytes.
    fn get(b: &[u8]) -> Self;
}

macro_rules! elem {
    ($($t:ty),*) => {$(
        impl Elem for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn get(b: &[u8]) -> Self {
                <$t>::from_le_bytes(b.try_into().unwrap())
            }
        }
    )*};
}
elem!(u8, i8, u16, i16, u32, i32, u64, i64);

/// Little-endian bytes of a slice of elements.
pub fn to_bytes<T: Elem>(v: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(v.len() * T::SIZE);
    for &x in v {
        x.put(&mut out);
    }
    out
}

/// Elements of a little-endian byte buffer (a trailing partial element is an error).
pub fn from_bytes<T: Elem>(b: &[u8]) -> Vec<T> {
    assert_eq!(
        b.len() % T::SIZE,
        0,
        "buffer of {} bytes is not a whole number of elements",
        b.len()
    );
    b.chunks_exact(T::SIZE).map(T::get).collect()
}

/// Bits of floats, for bit-exact comparison.
pub fn f32_bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// Floats from their bits.
pub fn f32s(bits: &[u32]) -> Vec<f32> {
    bits.iter().map(|&b| f32::from_bits(b)).collect()
}

// ---------------------------------------------------------------------------------------
// Running a corpus kernel

/// Absolute path of a file of the test corpus.
pub fn corpus_path(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(rel)
}

/// A launch of one corpus kernel, built argument by argument.
#[derive(Clone, Debug)]
pub struct Launch {
    file: String,
    kernel: String,
    global: Vec<u64>,
    local: Vec<u64>,
    offset: Option<Vec<u64>>,
    args: Vec<String>,
    order_dependent: bool,
    generation: Option<&'static str>,
}

/// The results of a run: final argument contents and the counters tests look at.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Final bytes of each buffer argument (`None` for scalars and local memory).
    pub args: Vec<Option<Vec<u8>>>,
    /// EU instructions issued.
    pub instructions: u64,
    /// Hardware threads dispatched.
    pub threads: u64,
}

impl Outcome {
    /// Final bytes of buffer argument `i`.
    pub fn buf(&self, i: usize) -> &[u8] {
        self.args
            .get(i)
            .and_then(|a| a.as_deref())
            .unwrap_or_else(|| panic!("argument {i} has no buffer contents"))
    }

    /// Final contents of buffer argument `i` as elements.
    pub fn get<T: Elem>(&self, i: usize) -> Vec<T> {
        from_bytes(self.buf(i))
    }
}

impl Launch {
    /// A launch of `kernel` from `tests/corpus/bin/<file>.bin`.
    pub fn new(file: &str, kernel: &str) -> Self {
        Launch {
            file: file.to_string(),
            kernel: kernel.to_string(),
            global: vec![],
            local: vec![],
            offset: None,
            args: vec![],
            order_dependent: false,
            generation: None,
        }
    }

    /// Runs the icllp (`gen11`) or tgllp (`gen12lp`) build on its machine instead of the
    /// generation `EUSIM_TEST_GEN` names.
    pub fn on(mut self, gen: &'static str) -> Self {
        self.generation = Some(gen);
        self
    }

    fn gen(&self) -> &'static str {
        self.generation.unwrap_or_else(test_generation)
    }

    /// The outputs depend on the order threads run in (atomics handing out tickets): timing
    /// mode, which interleaves threads and work-groups differently, is still run but its
    /// outputs are not compared byte for byte with functional mode's.
    pub fn order_dependent(mut self) -> Self {
        self.order_dependent = true;
        self
    }

    /// Global size (1 to 3 dimensions).
    pub fn global(mut self, g: &[u64]) -> Self {
        self.global = g.to_vec();
        self
    }

    /// Work-group size.
    pub fn local(mut self, l: &[u64]) -> Self {
        self.local = l.to_vec();
        self
    }

    /// Global offset.
    pub fn offset(mut self, o: &[u64]) -> Self {
        self.offset = Some(o.to_vec());
        self
    }

    /// A buffer argument with the given initial bytes.
    pub fn buf(mut self, bytes: &[u8]) -> Self {
        let list: Vec<String> = bytes.iter().map(|b| b.to_string()).collect();
        self.args
            .push(format!("Buffer(init: Bytes([{}]))", list.join(",")));
        self
    }

    /// A buffer argument initialised from elements.
    pub fn data<T: Elem>(self, v: &[T]) -> Self {
        self.buf(&to_bytes(v))
    }

    /// A zero-filled buffer argument of `n` bytes.
    pub fn zeros(mut self, n: usize) -> Self {
        self.args.push(format!("Buffer(init: Zeros({n}))"));
        self
    }

    /// A 32-bit unsigned scalar argument.
    pub fn u32(mut self, v: u32) -> Self {
        self.args.push(format!("Scalar(U32({v}))"));
        self
    }

    /// A `__local` pointer argument of `bytes` bytes.
    pub fn local_mem(mut self, bytes: u64) -> Self {
        self.args.push(format!("Local(bytes: {bytes})"));
        self
    }

    /// The launch file text.
    pub fn ron(&self) -> String {
        let dims = |v: &[u64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut s = format!(
            "(\n  program: \"{}\",\n  kernel: \"{}\",\n  global: [{}],\n",
            corpus_path_of(self.gen(), &format!("bin/{}.bin", self.file)).display(),
            self.kernel,
            dims(&self.global)
        );
        if !self.local.is_empty() {
            s += &format!("  local: [{}],\n", dims(&self.local));
        }
        if let Some(o) = &self.offset {
            s += &format!("  global_offset: [{}],\n", dims(o));
        }
        s += "  args: [\n";
        for a in &self.args {
            s += "    ";
            s += a;
            s += ",\n";
        }
        s += "  ],\n)\n";
        s
    }

    /// Runs the launch in the simulator (default machine) and returns the functional-mode
    /// results. The launch is run a second time in timing mode, which must leave exactly
    /// the same argument contents (design principle: timing decides when, never what);
    /// set `EUSIM_TEST_FUNCTIONAL_ONLY=1` to skip that second run. Any simulator error
    /// fails the test with the kernel name and the error.
    pub fn run(&self) -> Outcome {
        let functional = self.try_run_mode(true).unwrap_or_else(|e| panic!("{e}"));
        if std::env::var_os("EUSIM_TEST_FUNCTIONAL_ONLY").is_none() {
            let timed = self
                .try_run_mode(false)
                .unwrap_or_else(|e| panic!("timing mode: {e}"));
            for (i, (f, t)) in functional.args.iter().zip(&timed.args).enumerate() {
                if f != t && !self.order_dependent {
                    let first = match (f, t) {
                        (Some(f), Some(t)) => f
                            .iter()
                            .zip(t.iter())
                            .position(|(a, b)| a != b)
                            .map(|p| format!("first difference at byte {p}"))
                            .unwrap_or_else(|| format!("lengths {} and {}", f.len(), t.len())),
                        _ => "one of them has no contents".to_string(),
                    };
                    panic!(
                        "{}::{}: argument {i} differs between functional and timing mode ({first})",
                        self.file, self.kernel
                    );
                }
            }
        }
        functional
    }

    /// Runs the launch in functional mode, returning the simulator's error as text.
    pub fn try_run(&self) -> Result<Outcome, String> {
        self.try_run_mode(true)
    }

    /// Runs the launch in functional (`true`) or timing (`false`) mode.
    pub fn try_run_mode(&self, functional: bool) -> Result<Outcome, String> {
        let name = format!("{}::{}", self.file, self.kernel);
        let lf = LaunchFile::parse(&self.ron(), Path::new("functional-test.ron"))
            .map_err(|e| format!("{name}: launch file rejected: {e}"))?;
        let opts = RunOptions {
            functional,
            config: machine_of(self.gen()),
            ..RunOptions::default()
        };
        let out = run(&lf, &opts).map_err(|e| {
            format!(
                "{name} (global {:?}, local {:?}): simulator error: {e}",
                self.global, self.local
            )
        })?;
        Ok(Outcome {
            args: out.args,
            instructions: out.stats.instructions,
            threads: out.stats.threads,
        })
    }
}

// ---------------------------------------------------------------------------------------
// NDRange geometry (1-D)

/// A 1-D NDRange of `global` work-items in groups of `local`, compiled at SIMD `simd`.
/// Sub-group `k` of a work-group holds local ids `k*simd .. min((k+1)*simd, local)`
/// (cl_khr_subgroups: all sub-groups have the same size except possibly the last).
#[derive(Clone, Copy, Debug)]
pub struct Geom {
    /// Global size.
    pub global: usize,
    /// Work-group size.
    pub local: usize,
    /// Sub-group (SIMD) width.
    pub simd: usize,
}

impl Geom {
    /// A geometry; `global` must be a multiple of `local`.
    pub fn new(global: usize, local: usize, simd: usize) -> Self {
        assert_eq!(global % local, 0);
        Geom {
            global,
            local,
            simd,
        }
    }

    /// Local id of work-item `g`.
    pub fn lid(&self, g: usize) -> usize {
        g % self.local
    }

    /// Work-group id of `g`.
    pub fn group(&self, g: usize) -> usize {
        g / self.local
    }

    /// Sub-group id of `g` inside its work-group.
    pub fn sg(&self, g: usize) -> usize {
        self.lid(g) / self.simd
    }

    /// Sub-group local id (lane) of `g`.
    pub fn lane(&self, g: usize) -> usize {
        self.lid(g) % self.simd
    }

    /// Global id of lane 0 of `g`'s sub-group.
    pub fn sg_base(&self, g: usize) -> usize {
        g - self.lane(g)
    }

    /// Number of work-items in `g`'s sub-group.
    pub fn sg_size(&self, g: usize) -> usize {
        let start = self.sg(g) * self.simd;
        (self.local - start).min(self.simd)
    }

    /// Sub-groups per work-group.
    pub fn num_sg(&self) -> usize {
        self.local.div_ceil(self.simd)
    }

    /// Hardware threads a launch dispatches: one per sub-group.
    pub fn threads(&self) -> usize {
        self.global / self.local * self.num_sg()
    }

    /// Work-group size of the smallest sub-group.
    pub fn min_sg_size(&self) -> usize {
        match self.local % self.simd {
            0 => self.simd.min(self.local),
            r => r,
        }
    }

    /// "g=13 (group 1, sub-group 0, lane 5 of 8)".
    pub fn describe(&self, g: usize) -> String {
        format!(
            "g={g} (group {}, sub-group {}, lane {} of {})",
            self.group(g),
            self.sg(g),
            self.lane(g),
            self.sg_size(g)
        )
    }
}

// ---------------------------------------------------------------------------------------
// Comparing results

/// Collects mismatches between simulator output and reference; `finish` fails the test
/// listing the first mismatch of every output that differs.
#[derive(Default)]
pub struct Check {
    failures: Vec<String>,
    compared: usize,
}

impl Check {
    /// An empty check.
    pub fn new() -> Self {
        Self::default()
    }

    /// Compares `got` with `want` element by element; `None` in `want` means "undefined,
    /// not compared". `at(i)` describes element `i` (e.g. the work-item and lane).
    pub fn elems<T: Elem>(
        &mut self,
        what: &str,
        got: &[T],
        want: &[Option<T>],
        at: impl Fn(usize) -> String,
    ) {
        if got.len() != want.len() {
            self.failures.push(format!(
                "{what}: {} elements, expected {}",
                got.len(),
                want.len()
            ));
            return;
        }
        let mut first = None;
        let mut count = 0;
        for (i, (g, w)) in got.iter().zip(want).enumerate() {
            if let Some(w) = w {
                self.compared += 1;
                if g != w {
                    count += 1;
                    first.get_or_insert(i);
                }
            }
        }
        if let Some(i) = first {
            self.failures.push(format!(
                "{what}: {count} of {} elements differ; first at [{i}] {}: got {:?}, want {:?}",
                want.len(),
                at(i),
                got[i],
                want[i].unwrap()
            ));
        }
    }

    /// Like [`Check::elems`] with every element defined.
    pub fn eq<T: Elem>(&mut self, what: &str, got: &[T], want: &[T], at: impl Fn(usize) -> String) {
        let w: Vec<Option<T>> = want.iter().copied().map(Some).collect();
        self.elems(what, got, &w, at);
    }

    /// Records a failure found by a custom comparison.
    pub fn fail(&mut self, msg: String) {
        self.failures.push(msg);
    }

    /// Counts one compared value (for custom comparisons).
    pub fn counted(&mut self, n: usize) {
        self.compared += n;
    }

    /// Asserts a condition, recording `msg` if it does not hold.
    pub fn that(&mut self, ok: bool, msg: impl FnOnce() -> String) {
        self.compared += 1;
        if !ok {
            self.failures.push(msg());
        }
    }

    /// Fails the test if anything differed (and if nothing was compared at all).
    pub fn finish(self, name: &str) {
        assert!(self.compared > 0, "{name}: nothing was compared");
        if !self.failures.is_empty() {
            let seed = match seed_offset() {
                0 => String::new(),
                s => format!(" [EUSIM_TEST_SEED={s}]"),
            };
            panic!(
                "{name}{seed}: {} output(s) differ from the reference:\n  {}",
                self.failures.len(),
                self.failures.join("\n  ")
            );
        }
    }
}

/// Describes element `i` of a per-work-item output holding `per` elements per work-item.
pub fn at_item(geom: Geom, per: usize) -> impl Fn(usize) -> String {
    move |i| {
        if per == 1 {
            geom.describe(i)
        } else {
            format!("{} element {}", geom.describe(i / per), i % per)
        }
    }
}

/// Describes element `i` of a planar output `out[k*G + g]`.
pub fn at_plane(geom: Geom) -> impl Fn(usize) -> String {
    move |i| {
        format!(
            "plane {} {}",
            i / geom.global,
            geom.describe(i % geom.global)
        )
    }
}

/// The SIMD width IGC compiled `kernel` at, from the committed corpus index.
pub fn simd_of(kernel: &str) -> usize {
    let index =
        std::fs::read_to_string(gen_corpus_path("index.tsv")).expect("tests/corpus/index.tsv");
    index
        .lines()
        .skip(1)
        .find_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.get(1) == Some(&kernel)).then(|| f[2].parse().expect("SIMD width in index.tsv"))
        })
        .unwrap_or_else(|| panic!("kernel {kernel} is not in tests/corpus/index.tsv"))
}
