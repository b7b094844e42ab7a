//! Sampled timing for large launches: every work-group runs functionally (the results are
//! those of a functional run, bit for bit), and a timing run on a copy of the launch's initial
//! memory times a systematic sample of the launch's waves in full detail; the kernel's cycles
//! are extrapolated from the sampled waves.
//!
//! The idea follows GPU sampling work — Principal Kernel Analysis (C. Avalos Baddouh et al.,
//! "Principal Kernel Analysis: A Tractable Methodology to Simulate Scaled GPU Workloads",
//! MICRO 2021) and TBPoint (J. Huang et al., "TBPoint: Reducing Simulation Time for
//! Large-Scale GPGPU Kernels", IISWC 2014): work-groups of a uniform kernel behave alike, so
//! the time of a representative subset, in its steady state, stands for the rest.
//!
//! Method. A wave is the number of work-groups the machine holds at once (`C`, those placed
//! at cycle 0); wave `w` is groups `[wC, (w + 1)C)`. The timing run places groups in order
//! but skips some: it times the first waves one after another until the caches reach their
//! steady state (the warm-up: at least [`WARM_WAVES`] waves, and twice the L3's capacity
//! moved through the L3 and twice the LLC's past it — dirty lines then leave at the rate
//! they arrive), then `n` blocks of `C` groups near middle waves picked systematically from
//! the `M` middle ones (the `i`-th near `floor((i + 1/2) M / n)`), each led by one more
//! wave of `C` groups timed but not sampled, then the tail: the last wave (whole or
//! partial), timed to the end. Every skip before a block spans a multiple of `Q` groups,
//! the largest power of two within the even spacing but at least the skip unit `U`
//! ([`Sampling::unit`]): the
//! smallest power of two of groups that shifts every buffer's lines by a multiple of the
//! memory side's layout period ([`layout_period`]), which the front end measures from the
//! launch's own addresses (`eusim::sim::sample::unit`; the period in groups, as if every
//! group advanced each buffer by one line, when it cannot). The caches and DRAM banks then
//! hold what the timed groups meet laid out as the skipped groups would have left it (skips
//! of other lengths made a DRAM-bound copy 29 % slow). The skip before the tail may be of
//! any length: the tail is timed and counted as it ran, not extrapolated, so a layout it
//! finds shifted moves the estimate by at most a part of its own cycles (measured: 0.02 %
//! of full timing on a DRAM-bound copy). It is biased low by its drain: after a skip the
//! groups before it end together, while in a full run their end times have spread over
//! the waves and the last wave overlaps more of the one before (a 1024^3 SGEMM's last wave
//! took 75 156 cycles sampled, 126 078 in full: -0.45 % of the kernel; the interval, from
//! the sampled blocks alone, does not include it; `docs/performance.md`). For a
//! timed block, `D` is the cycle its first group was placed to the cycle the next timed
//! block's (or its lead's) first group was: in a run of consecutive waves these add up to the cycle the
//! last wave starts, so the kernel's cycles are estimated as the sampled run's own cycles
//! plus the skipped groups, `C` at a time, at the blocks' mean `D`. The interval is a
//! Student-t 95 % interval of that mean (with the finite-population correction for
//! sampling `n` of `M` waves) times the skipped waves.
//!
//! Cost. The timing run does the timed groups' work only; the functional pass of every group
//! (the outputs) runs alongside it on the other host threads (`eusim::sim::sample`): with
//! free cores a sampled run can take about the longer of the two. The timed work is the
//! warm-up, two waves a block and the last wave, whatever the unit, as long as the blocks
//! fit between the warm-up and the tail on the unit's lattice (a 1024^3 SGEMM advances its
//! `A` and `C` by 4 lines a group: `U` = 8 192 / 4 = 2 048 of its 16 384 groups on
//! `gen9-gt2`; it times 4 + 2 n waves and its last, partial wave). The functional pass is
//! the floor of a run with outputs: it costs about a fifth of a full timed run on the SGEMM,
//! whatever the sample; a cycles-only run leaves it out.
//!
//! Safe when work-groups are uniform (the same work on like data: GEMM tiles, stencils,
//! element-wise kernels); not when the work differs by group (a triangular loop, data-dependent
//! trip counts, a few groups doing the reduction's tail): then the sample misses it and the
//! interval, from the sampled waves' variance alone, does not show it. Neighbouring groups that
//! read the same lines (a stencil's halo rows) are why each block has its lead wave: a skip
//! keeps the layout but not that reuse, so the first wave after it misses what the skipped
//! groups would have left in the caches (a 1024^2 stencil with a 256 KiB LLC came out 8.5 %
//! high without the lead, 0.5 % with it); reuse farther back than a wave is not covered. Groups must not read what other groups write (the timed groups run on the initial memory); kernels with
//! private-memory spills are fine (the copy has its own scratch).

use serde::Serialize;

/// Waves timed first, before any is skipped (cold caches, the ramp).
pub const WARM_WAVES: u64 = 2;

/// Consecutive warm-up waves (the last ones but one) whose mean checks the sampled waves'.
pub const CHECK_WAVES: u64 = 4;

/// Largest relative difference between the sampled and the warm-up waves' means that is not
/// reported as unreliable (the accuracy sampling aims at).
pub const CHECK_TOLERANCE: f64 = 0.02;

/// Default of [`Sampling::waves`].
pub const DEFAULT_SAMPLE_WAVES: u32 = 24;

/// How a sampled run samples (the launch's `sample` option).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    /// Middle waves timed (at least 2); launches with no more middle waves run in full.
    pub waves: u32,
    /// Work-groups every skip spans a multiple of, measured from the launch's addresses by
    /// the front end (the smallest power of two of groups that shifts every buffer's lines
    /// by a multiple of [`layout_period`]); `None`: the layout period in groups, as if every
    /// group advanced each buffer by one line.
    pub unit: Option<u64>,
}

impl Sampling {
    /// `waves` middle waves timed, the skip unit left to the layout period.
    pub fn waves(waves: u32) -> Self {
        Sampling { waves, unit: None }
    }
}

impl Default for Sampling {
    fn default() -> Self {
        Sampling::waves(DEFAULT_SAMPLE_WAVES)
    }
}

/// How a sampled run was sampled and what it estimated (`sampled` in the stats).
#[derive(Clone, Debug, Default, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SampledStats {
    /// The method, in words.
    pub method: String,
    /// Work-groups per wave (those the machine held at cycle 0).
    pub wave_groups: u64,
    /// Waves of the launch (the last one may be partial).
    pub waves: u64,
    /// Work-groups every skip before a sampled block spans a multiple of (see `method` for
    /// how it was chosen); the skip before the last wave may be of any length.
    pub skip_unit: u64,
    /// Waves timed: the warm-up waves, the sampled middle waves, the wave leading each of
    /// them (timed, not sampled) and the tail.
    pub waves_timed: u64,
    /// Warm-up waves: timed one after another from the first until at least two waves ran,
    /// twice the L3's capacity went through it and twice the LLC's past it (caches in their
    /// steady state).
    pub waves_warm_up: u64,
    /// Middle waves whose cycles were sampled.
    pub waves_sampled: u64,
    /// Waves not timed (run functionally only), whose cycles are extrapolated (rounded:
    /// skips are whole multiples of a power of two of groups, not of waves).
    pub waves_skipped: u64,
    /// Work-groups not timed (run functionally only), whose cycles are extrapolated.
    pub groups_skipped: u64,
    /// Cycles of the sampled timing run itself (timed waves only).
    pub timed_cycles: u64,
    /// Mean cycles per sampled middle wave (first group placed to the next timed wave's).
    pub wave_cycles_mean: f64,
    /// Standard deviation of the sampled middle waves' cycles.
    pub wave_cycles_stddev: f64,
    /// Lower end of the interval of `cycles` (confidence `confidence_pct`).
    pub cycles_low: u64,
    /// Upper end of the interval of `cycles`.
    pub cycles_high: u64,
    /// Confidence of the interval, %.
    pub confidence_pct: f64,
    /// Mean cycles of the last consecutive warm-up waves (4 of them, before the first skip:
    /// the machine's steady state with no wave skipped); 0 when the warm-up is too short.
    pub warm_wave_cycles_mean: f64,
    /// Set when the estimate is unreliable: the sampled waves' mean differs from
    /// `warm_wave_cycles_mean` by more than 2 % and more than the interval
    /// allows (skipping waves disturbed the machine's state: seen on bandwidth-bound kernels
    /// with heavy write-back traffic).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub warning: Option<String>,
    /// Set by a cycles-only run (`--cycles-only`): the groups not timed did not run at all,
    /// so the launch has no outputs, and the counts (`instructions`, `threads`, `messages`)
    /// are the timed groups' scaled to the whole launch (exact for uniform work-groups).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub cycles_only: bool,
}

impl SampledStats {
    /// The estimated cycles: the timed run's plus the skipped groups, a wave's worth at a
    /// time, at the sampled mean.
    pub fn estimate(&self) -> u64 {
        let waves = self.groups_skipped as f64 / self.wave_groups.max(1) as f64;
        (self.timed_cycles as f64 + waves * self.wave_cycles_mean).round() as u64
    }
}

/// Which groups a sampled timing run places and when its timed blocks started; the one hook
/// in the timing driver's dispatcher.
#[derive(Clone, Debug)]
pub struct Plan {
    spec: Sampling,
    total: u64,
    /// Bytes the warm-up must move through the L3 and past it (L3 misses): twice the L3's
    /// and twice the LLC's capacity, so the caches (their dirty lines above all) are in
    /// their steady state when groups start to be skipped.
    warm_bytes: [u64; 2],
    /// Groups per wave, known once the first placement filled the machine.
    capacity: Option<u64>,
    /// Fewest groups a skip may span, a power of two ([`Sampling::unit`], else
    /// [`layout_period`]); every skip before a block is a multiple of it.
    min_stride: u64,
    /// First group of each sampled block of one wave's groups, in order (empty while the
    /// warm-up lasts).
    blocks: Vec<u64>,
    /// First group of the tail, the last wave's, timed to the end of the launch (`total`
    /// while the warm-up lasts).
    tail: u64,
    /// The first wave after the warm-up (0 while it lasts).
    warm_end: u64,
    /// Groups timed but not reported right before each sampled block (one wave's once
    /// groups are skipped, else 0): they leave in the caches what the skipped groups just
    /// before the block would have (a stencil's halo rows).
    lead: u64,
    /// (group, cycle it was placed) of the timed waves' and blocks' first groups so far.
    starts: Vec<(u64, u64)>,
}

impl Plan {
    /// A plan for a launch of `total` work-groups on a machine whose L3 and LLC hold
    /// `cache_bytes` and whose memory side lays addresses out with a period of `period`
    /// lines ([`layout_period`]); skips span multiples of `spec.unit` groups, else of
    /// `period` groups.
    pub fn new(spec: Sampling, total: u64, cache_bytes: [u64; 2], period: u64) -> Self {
        Plan {
            spec,
            total,
            warm_bytes: cache_bytes.map(|b| 2 * b),
            capacity: None,
            min_stride: spec.unit.unwrap_or(period).max(1).next_power_of_two(),
            blocks: Vec::new(),
            tail: total,
            warm_end: 0,
            lead: 0,
            starts: Vec::new(),
        }
    }

    /// Groups to skip (run functionally only) when group `g` is next to place and `moved`
    /// bytes have gone through the L3 and past it: those up to the next timed block when `g`
    /// ends one (or the warm-up), else none. The warm-up ends at the first wave start after
    /// [`WARM_WAVES`] waves with `warm_bytes` moved; the sample is then drawn from the groups
    /// left.
    pub fn skip(&mut self, g: u64, moved: [u64; 2]) -> u64 {
        let Some(c) = self.capacity else {
            return 0;
        };
        if g >= self.total {
            return 0;
        }
        if self.warm_end == 0 {
            if !g.is_multiple_of(c)
                || g / c < WARM_WAVES
                || moved[0] < self.warm_bytes[0]
                || moved[1] < self.warm_bytes[1]
            {
                return 0;
            }
            self.draw(g / c);
        }
        for &b in &self.blocks {
            if g < b - self.lead {
                return b - self.lead - g;
            }
            if g < b + c {
                return 0;
            }
        }
        self.tail.saturating_sub(g)
    }

    /// Ends the warm-up at wave `w`: the sampled blocks start near `n` middle waves picked
    /// systematically from `[w, last)`, the tail at the last wave; every skip before a block
    /// is a multiple of [`Plan::stride`] groups, the one before the tail of any length (see
    /// the module's notes).
    fn draw(&mut self, w: u64) {
        let c = self.capacity.unwrap_or(1).max(1);
        let waves = self.waves();
        self.warm_end = w;
        let middle = waves.saturating_sub(w + 1);
        let n = u64::from(self.spec.waves.max(2));
        let last = (waves - 1) * c;
        if middle <= n {
            self.blocks = (w..waves - 1).map(|v| v * c).collect();
            self.tail = last;
            return;
        }
        let lead = c;
        let q = Self::stride((middle * c / n).saturating_sub(c + lead)).max(self.min_stride);
        let mut at = w * c;
        let mut blocks = Vec::new();
        for i in 0..n {
            let target = (w + (2 * i + 1) * middle / (2 * n)) * c;
            let mut k = (target.saturating_sub(at + lead) + q / 2) / q;
            while k > 0 && at + k * q + lead + c > last {
                k -= 1;
            }
            if at + k * q + lead + c > last {
                break;
            }
            blocks.push(at + k * q + lead);
            at += k * q + lead + c;
        }
        self.lead = lead;
        self.tail = last;
        self.blocks = blocks;
    }

    /// The unit of a skip: the largest power of two of groups not above the `natural` skip
    /// (at least 1).
    fn stride(natural: u64) -> u64 {
        if natural <= 1 {
            1
        } else {
            1 << (63 - natural.leading_zeros())
        }
    }

    fn waves(&self) -> u64 {
        self.total
            .div_ceil(self.capacity.unwrap_or(self.total).max(1))
    }

    /// Group `g` was placed at cycle `now` (records when a timed wave or block started).
    pub fn placed(&mut self, g: u64, now: u64) {
        let Some(c) = self.capacity else {
            if g == 0 {
                self.starts.push((0, now));
            }
            return;
        };
        let start = if self.warm_end == 0 || g < self.warm_end * c {
            g.is_multiple_of(c)
        } else {
            g == self.tail
                || self.blocks.binary_search(&g).is_ok()
                || (self.lead > 0 && self.blocks.binary_search(&(g + self.lead)).is_ok())
        };
        if start {
            self.starts.push((g, now));
        }
    }

    /// Called after each round of placements with the next group to place: the first round
    /// fills the machine and sets the wave size.
    pub fn filled(&mut self, next_group: u64) {
        if self.capacity.is_none() && next_group > 0 {
            self.capacity = Some(next_group);
        }
    }

    /// Groups timed: the warm-up's, the blocks' and their leads', and the tail's (all when
    /// the warm-up never ended).
    fn groups_timed(&self, c: u64) -> u64 {
        if self.warm_end == 0 {
            return self.total;
        }
        (self.warm_end * c + self.blocks.len() as u64 * (c + self.lead) + (self.total - self.tail))
            .min(self.total)
    }

    /// The method in words: waves of `c` groups, `warm` warm-up waves, `n` blocks sampled
    /// from `middle` waves, `skipped` groups extrapolated.
    fn method(&self, c: u64, warm: u64, n: usize, middle: u64, skipped: u64) -> String {
        let unit = self.min_stride;
        let why = if self.spec.unit.is_some() {
            "measured: groups that far apart touch the same lines modulo the memory side's \
             layout period"
        } else {
            "the memory side's layout period, one line per group assumed"
        };
        let lead = if self.lead > 0 {
            format!(
                ", each block led by {} groups timed but not sampled (they leave in the \
                 caches the lines the skipped groups just before the block would have)",
                self.lead
            )
        } else {
            String::new()
        };
        format!(
            "waves of {c} work-groups: the first {warm} (warm-up: at least {WARM_WAVES}, twice \
             the L3's and the LLC's bytes moved) and the last timed, {n} blocks of one wave's \
             groups sampled systematically from the {middle} middle waves (every skip before \
             a block a power-of-two multiple of {unit} groups ({why}), so the caches' and DRAM \
             banks' layout of what the skipped groups would have touched is kept; the skip \
             before the last wave of any length, that wave counted as it ran){lead}, the \
             {skipped} other groups run functionally and extrapolated at the sampled blocks' \
             mean cycles"
        )
    }

    /// The stats of the sampled run that took `cycles`: the estimate and its interval.
    pub fn finish(&self, cycles: u64) -> SampledStats {
        let c = self.capacity.unwrap_or(self.total.max(1)).max(1);
        let waves = self.total.div_ceil(c);
        // cycles from each recorded start to the next, by first group
        let spans: Vec<(u64, f64)> = self
            .starts
            .windows(2)
            .map(|p| (p[0].0, p[1].1.saturating_sub(p[0].1) as f64))
            .collect();
        let warm = if self.warm_end == 0 {
            waves
        } else {
            self.warm_end
        };
        let sampled: Vec<f64> = spans
            .iter()
            .filter(|(g, _)| *g >= warm * c && self.blocks.binary_search(g).is_ok())
            .map(|s| s.1)
            .collect();
        let warm_spans: Vec<(u64, f64)> = spans
            .iter()
            .filter(|(g, _)| *g < warm * c)
            .map(|&(g, d)| (g / c, d))
            .collect();
        let skipped_groups = self.total - self.groups_timed(c);
        let skipped = skipped_groups as f64 / c as f64;
        let timed = if self.warm_end == 0 {
            waves
        } else {
            let leads = self.blocks.len() as u64 * self.lead.div_ceil(c);
            warm + self.blocks.len() as u64 + leads + (self.total - self.tail).div_ceil(c)
        };
        let middle = waves.saturating_sub(warm + 1);
        let (mean, sd) = mean_sd(&sampled);
        let warm_mean = warm_reference(&warm_spans, warm);
        let n = sampled.len() as f64;
        let estimate = cycles as f64 + skipped * mean;
        let half = if skipped_groups == 0 || sampled.len() < 2 {
            0.0
        } else {
            let fpc = ((middle as f64 - n) / (middle as f64 - 1.0))
                .max(0.0)
                .sqrt();
            t95(sampled.len() - 1) * sd / n.sqrt() * fpc * skipped
        };
        SampledStats {
            method: self.method(c, warm, sampled.len(), middle, skipped_groups),
            wave_groups: c,
            waves,
            skip_unit: self.min_stride,
            waves_timed: timed.min(waves),
            waves_warm_up: warm.min(waves),
            waves_sampled: sampled.len() as u64,
            waves_skipped: waves.saturating_sub(timed),
            groups_skipped: skipped_groups,
            timed_cycles: cycles,
            wave_cycles_mean: mean,
            wave_cycles_stddev: sd,
            cycles_low: (estimate - half).max(cycles as f64).round() as u64,
            cycles_high: (estimate + half).round() as u64,
            confidence_pct: 95.0,
            warm_wave_cycles_mean: warm_mean,
            // nothing skipped: the timed cycles are the launch's own, nothing to doubt
            warning: (skipped_groups > 0)
                .then(|| check(mean, warm_mean, half / skipped.max(1.0)))
                .flatten(),
            cycles_only: false,
        }
    }
}

/// The memory side's address period in lines: the largest of the L3's and the LLC's way
/// sizes (capacity over ways: addresses this far apart share a set) and the DRAM's bank
/// cycle (banks x page: this far apart share a bank). Skipping a multiple of this many
/// groups shifts each buffer's addresses by a multiple of the period when every group
/// advances a buffer by a whole number of lines, so the state the timed groups find (which
/// sets hold dirty lines, which banks the write-backs and fills share) is laid out as the
/// skipped groups would have left it.
pub fn layout_period(m: &crate::memory::MemoryTimingConfig) -> u64 {
    let way = |bytes: u32, ways: u32| u64::from(bytes) / u64::from(ways.max(1));
    let bytes = way(m.l3_bytes_per_slice, m.l3_ways)
        .max(way(m.llc_bytes, m.llc_ways))
        .max(u64::from(m.dram_banks) * u64::from(m.dram_page_bytes));
    bytes / u64::from(m.line_bytes.max(1))
}

/// Mean cycles of the [`CHECK_WAVES`] consecutive warm-up waves before the last one (whose
/// span may end at a skip), after the first [`WARM_WAVES`]; 0 when the warm-up has fewer.
fn warm_reference(spans: &[(u64, f64)], warm: u64) -> f64 {
    if warm < WARM_WAVES + CHECK_WAVES + 1 {
        return 0.0;
    }
    let from = warm - 1 - CHECK_WAVES;
    let tail: Vec<f64> = spans
        .iter()
        .filter(|(w, _)| (from..warm - 1).contains(w))
        .map(|s| s.1)
        .collect();
    mean_sd(&tail).0
}

/// The warning when the sampled mean `mean` (interval half-width per wave `half`) and the
/// warm-up's steady-state mean `warm` disagree by more than [`CHECK_TOLERANCE`] and `half`.
fn check(mean: f64, warm: f64, half: f64) -> Option<String> {
    if warm <= 0.0 || mean <= 0.0 {
        return None;
    }
    let diff = mean - warm;
    (diff.abs() > CHECK_TOLERANCE * warm && diff.abs() > half).then(|| {
        format!(
            "the sampled waves took {mean:.0} cycles on average, the last consecutive \
             warm-up waves {warm:.0} ({:+.1} %): skipping waves disturbed the machine's \
             state and the estimate is unreliable; time this launch in full",
            100.0 * diff / warm
        )
    })
}

/// Mean and sample standard deviation (0 for fewer than two values).
fn mean_sd(x: &[f64]) -> (f64, f64) {
    if x.is_empty() {
        return (0.0, 0.0);
    }
    let n = x.len() as f64;
    let mean = x.iter().sum::<f64>() / n;
    if x.len() < 2 {
        return (mean, 0.0);
    }
    let var = x.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / (n - 1.0);
    (mean, var.sqrt())
}

/// The two-sided 95 % quantile of Student's t with `df` degrees of freedom (the table's
/// entry at or below `df`: never narrower than the exact interval).
fn t95(df: usize) -> f64 {
    const TABLE: [(usize, f64); 16] = [
        (1, 12.706),
        (2, 4.303),
        (3, 3.182),
        (4, 2.776),
        (5, 2.571),
        (6, 2.447),
        (7, 2.365),
        (8, 2.306),
        (9, 2.262),
        (10, 2.228),
        (12, 2.179),
        (15, 2.131),
        (20, 2.086),
        (30, 2.042),
        (60, 2.000),
        (120, 1.980),
    ];
    TABLE
        .iter()
        .rev()
        .find(|(d, _)| *d <= df)
        .map_or(TABLE[0].1, |e| e.1)
}

#[cfg(test)]
mod tests;
