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
//! but skips whole waves: it times the first waves one after another until the caches reach
//! their steady state (the warm-up: at least [`WARM_WAVES`] waves, and twice the L3's
//! capacity moved through the L3 and twice the LLC's past it — dirty lines then leave at the
//! rate they arrive), then `n` waves picked systematically from the middle waves left (the
//! `i`-th at `floor((i + 1/2) M / n)` of the `M` middle ones), then the last wave (the
//! tail). A launch too small to warm up is timed in full. For a
//! timed wave `w`, `D_w` is the cycle its first group was placed to the cycle the next timed
//! wave's first group was: in a run of consecutive waves these add up to the cycle the last
//! wave starts, so the kernel's cycles are estimated as the sampled run's own cycles plus
//! `K` times the mean `D` of the sampled middle waves, `K` being the skipped waves. The
//! interval is a Student-t 95 % interval of that mean (with the finite-population
//! correction for sampling `n` of `M` waves) times `K`.
//!
//! Safe when work-groups are uniform (the same work on like data: GEMM tiles, stencils,
//! element-wise kernels); not when the work differs by group (a triangular loop, data-dependent
//! trip counts, a few groups doing the reduction's tail): then the sample misses it and the
//! interval, from the sampled waves' variance alone, does not show it. Groups must not read
//! what other groups write (the timed groups run on the initial memory); kernels with
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
}

impl Default for Sampling {
    fn default() -> Self {
        Sampling {
            waves: DEFAULT_SAMPLE_WAVES,
        }
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
    /// Waves timed: the warm-up waves, the sampled middle waves and the last one.
    pub waves_timed: u64,
    /// Warm-up waves: timed one after another from the first until at least two waves ran,
    /// twice the L3's capacity went through it and twice the LLC's past it (caches in their
    /// steady state).
    pub waves_warm_up: u64,
    /// Middle waves whose cycles were sampled.
    pub waves_sampled: u64,
    /// Waves not timed (run functionally only), whose cycles are extrapolated.
    pub waves_skipped: u64,
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
}

impl SampledStats {
    /// The estimated cycles: the timed run's plus the skipped waves at the sampled mean.
    pub fn estimate(&self) -> u64 {
        (self.timed_cycles as f64 + self.waves_skipped as f64 * self.wave_cycles_mean).round()
            as u64
    }
}

/// Which groups a sampled timing run places and when its timed waves started; the one hook
/// in the timing driver's dispatcher.
#[derive(Clone, Debug)]
pub struct Plan {
    spec: Sampling,
    total: u64,
    /// Bytes the warm-up must move through the L3 and past it (L3 misses): twice the L3's
    /// and twice the LLC's capacity, so the caches (their dirty lines above all) are in
    /// their steady state when waves start to be skipped.
    warm_bytes: [u64; 2],
    /// Groups per wave, known once the first placement filled the machine.
    capacity: Option<u64>,
    /// Timed waves after the warm-up, in order (empty while it lasts).
    timed: Vec<u64>,
    /// The first wave after the warm-up (0 while it lasts).
    warm_end: u64,
    /// (wave, cycle its first group was placed) of the timed waves so far.
    starts: Vec<(u64, u64)>,
}

impl Plan {
    /// A plan for a launch of `total` work-groups on a machine whose L3 and LLC hold
    /// `cache_bytes`.
    pub fn new(spec: Sampling, total: u64, cache_bytes: [u64; 2]) -> Self {
        Plan {
            spec,
            total,
            warm_bytes: cache_bytes.map(|b| 2 * b),
            capacity: None,
            timed: Vec::new(),
            warm_end: 0,
            starts: Vec::new(),
        }
    }

    /// Groups to skip (run functionally only) when group `g` is next to place and `moved`
    /// bytes have gone through the L3 and past it: those up to the next timed wave when `g`
    /// starts a skipped one, else none. The warm-up ends at the first wave start after
    /// [`WARM_WAVES`] waves with `warm_bytes` moved; the sample is then drawn from the waves
    /// left.
    pub fn skip(&mut self, g: u64, moved: [u64; 2]) -> u64 {
        let Some(c) = self.capacity else {
            return 0;
        };
        if !g.is_multiple_of(c) || g >= self.total {
            return 0;
        }
        let w = g / c;
        if self.warm_end == 0 {
            if w < WARM_WAVES || moved[0] < self.warm_bytes[0] || moved[1] < self.warm_bytes[1] {
                return 0;
            }
            self.draw(w);
        }
        match self.timed.binary_search(&w) {
            Ok(_) => 0,
            Err(i) => self
                .timed
                .get(i)
                .map_or(0, |&t| (t * c).min(self.total) - g),
        }
    }

    /// Ends the warm-up at wave `w`: the timed waves are `n` of the middle waves `[w, last)`,
    /// picked systematically, and the last one.
    fn draw(&mut self, w: u64) {
        let waves = self.waves();
        self.warm_end = w;
        let middle = waves.saturating_sub(w + 1);
        let n = u64::from(self.spec.waves.max(2));
        self.timed = if middle <= n {
            (w..waves).collect()
        } else {
            let picked = (0..n).map(|i| w + (2 * i + 1) * middle / (2 * n));
            picked.chain([waves - 1]).collect()
        };
    }

    fn waves(&self) -> u64 {
        self.total
            .div_ceil(self.capacity.unwrap_or(self.total).max(1))
    }

    /// Group `g` was placed at cycle `now` (records when a timed wave started).
    pub fn placed(&mut self, g: u64, now: u64) {
        match self.capacity {
            None if g == 0 => self.starts.push((0, now)),
            Some(c) if g.is_multiple_of(c) => self.starts.push((g / c, now)),
            _ => {}
        }
    }

    /// Called after each round of placements with the next group to place: the first round
    /// fills the machine and sets the wave size.
    pub fn filled(&mut self, next_group: u64) {
        if self.capacity.is_none() && next_group > 0 {
            self.capacity = Some(next_group);
        }
    }

    /// The stats of the sampled run that took `cycles`: the estimate and its interval.
    pub fn finish(&self, cycles: u64) -> SampledStats {
        let c = self.capacity.unwrap_or(self.total.max(1));
        let waves = self.total.div_ceil(c.max(1));
        // cycles of each timed wave but the last, by wave
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
            .filter(|(w, _)| *w >= warm && *w + 1 < waves)
            .map(|s| s.1)
            .collect();
        let timed = warm + self.timed.len() as u64;
        let skipped = waves.saturating_sub(timed);
        let middle = waves.saturating_sub(warm + 1);
        let (mean, sd) = mean_sd(&sampled);
        let warm_mean = warm_reference(&spans, warm);
        let n = sampled.len() as f64;
        let estimate = cycles as f64 + skipped as f64 * mean;
        let half = if skipped == 0 || sampled.len() < 2 {
            0.0
        } else {
            let fpc = ((middle as f64 - n) / (middle as f64 - 1.0))
                .max(0.0)
                .sqrt();
            t95(sampled.len() - 1) * sd / n.sqrt() * fpc * skipped as f64
        };
        SampledStats {
            method: format!(
                "waves of {c} work-groups: the first {warm} (warm-up: at least \
                 {WARM_WAVES}, twice the L3's and the LLC's bytes moved) and the last timed, {} of the \
                 {middle} middle waves sampled systematically, the {skipped} others run \
                 functionally and extrapolated at the sampled waves' mean cycles",
                sampled.len()
            ),
            wave_groups: c,
            waves,
            waves_timed: timed.min(waves),
            waves_warm_up: warm.min(waves),
            waves_sampled: sampled.len() as u64,
            waves_skipped: skipped,
            timed_cycles: cycles,
            wave_cycles_mean: mean,
            wave_cycles_stddev: sd,
            cycles_low: (estimate - half).max(cycles as f64).round() as u64,
            cycles_high: (estimate + half).round() as u64,
            confidence_pct: 95.0,
            warm_wave_cycles_mean: warm_mean,
            warning: check(mean, warm_mean, half / skipped.max(1) as f64),
        }
    }
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
mod tests {
    use super::*;

    /// A plan for `total` groups, `waves` sampled, no L3 warm-up bytes, after a first round
    /// placing `c` groups.
    fn plan(waves: u32, total: u64, c: u64) -> Plan {
        let mut p = Plan::new(Sampling { waves }, total, [0, 0]);
        assert_eq!(p.skip(0, [0, 0]), 0);
        for g in 0..c {
            p.placed(g, 0);
        }
        p.filled(c);
        p
    }

    #[test]
    fn a_plan_times_the_warm_up_waves_a_systematic_sample_and_the_last_wave() {
        let mut p = plan(4, 1000, 10);
        assert_eq!(p.skip(10, [0, 0]), 0, "wave 1: warm-up");
        assert_eq!(p.skip(15, [0, 0]), 0, "inside a wave: placed as is");
        assert_eq!(p.skip(20, [0, 0]), 120, "wave 2 skipped to wave 14");
        // 100 waves: 0, 1, then 4 of the 97 middle waves (12, 36, 60, 84 after the warm-up
        // ones), then 99
        assert_eq!(p.timed, vec![14, 38, 62, 86, 99]);
        assert_eq!(p.skip(140, [0, 0]), 0, "a timed wave");
        assert_eq!(p.skip(870, [0, 0]), 120, "to the last wave");
    }

    #[test]
    fn the_warm_up_lasts_until_twice_the_caches_capacity_moved() {
        let mut p = Plan::new(Sampling { waves: 4 }, 1000, [100, 1000]);
        p.filled(10);
        assert_eq!(
            p.skip(20, [150, 5000]),
            0,
            "150 of 200 bytes: wave 2 warms up too"
        );
        assert_eq!(p.skip(20, [250, 1500]), 0, "1500 of 2000 bytes past the L3");
        // from wave 3: 4 of the 96 middle waves (12, 36, 60, 84 after it), then 99
        assert_eq!(p.skip(30, [250, 2000]), 120);
        assert_eq!(p.timed, vec![15, 39, 63, 87, 99]);
        let s = p.finish(1000);
        assert_eq!((s.waves_warm_up, s.waves_timed), (3, 8));
    }

    #[test]
    fn short_launches_are_timed_in_full() {
        let mut p = plan(24, 200, 10);
        assert_eq!(p.skip(20, [0, 0]), 0);
        assert_eq!(p.timed, (2..20).collect::<Vec<_>>());
        assert_eq!(p.finish(1234).estimate(), 1234);
    }

    #[test]
    fn the_estimate_adds_the_skipped_waves_at_the_sampled_mean() {
        // 10 waves of 1 group, 2 warm + 2 sampled + last: waves 3 and 7 (of 7 middle ones)
        let mut p = plan(2, 10, 1);
        assert_eq!(p.skip(2, [0, 0]), 1);
        assert_eq!(p.timed, vec![3, 7, 9]);
        // warm waves 100 cycles each, sampled waves 40 and 60, the last placed at 300
        for (g, at) in [(1, 100), (3, 200), (7, 240), (9, 300)] {
            p.placed(g, at);
        }
        let s = p.finish(350);
        assert_eq!((s.waves, s.waves_skipped, s.waves_sampled), (10, 5, 2));
        assert_eq!(s.wave_cycles_mean, 50.0);
        assert_eq!(s.estimate(), 600);
        // half-width: t(1) x sd/sqrt(2) x sqrt(5/6) x 5 skipped, sd = sqrt(200)
        let half = 12.706 * 200f64.sqrt() / 2f64.sqrt() * (5.0f64 / 6.0).sqrt() * 5.0;
        assert_eq!(s.cycles_high, (600.0 + half).round() as u64);
        assert_eq!(s.cycles_low, (600.0 - half).max(350.0).round() as u64);
    }

    #[test]
    fn sampled_waves_far_from_the_warm_up_waves_are_reported() {
        // 40 waves of 1 group; warm-up until wave 10 by bytes; waves 100 cycles apart in the
        // warm-up, the sampled ones 150: +50 %, past the 2 % tolerance
        let mut p = Plan::new(Sampling { waves: 4 }, 40, [100, 100]);
        p.placed(0, 0);
        p.filled(1);
        for g in 1..10 {
            assert_eq!(p.skip(g, [0, 0]), 0);
            p.placed(g, 100 * g);
        }
        assert_eq!(p.skip(10, [200, 200]), 3);
        let mut at = 1000;
        for &w in &p.timed.clone() {
            p.placed(w, at);
            at += 150;
        }
        let s = p.finish(at);
        // waves 5..9 consecutive, 100 cycles each
        assert_eq!(s.warm_wave_cycles_mean, 100.0);
        assert_eq!(s.wave_cycles_mean, 150.0);
        assert!(s.warning.as_deref().unwrap().contains("+50.0 %"), "{s:?}");
        assert_eq!(check(101.0, 100.0, 0.0), None, "within 2 %");
        assert_eq!(check(150.0, 100.0, 60.0), None, "within the interval");
    }
}
