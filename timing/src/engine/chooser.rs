//! The choice, window by window, between advancing the units on the helper threads or on the
//! calling thread alone.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// Chooses, window by window, whether the helper threads or the calling thread alone advance
/// the subslices: whichever has been faster per instruction lately. The mode that looks slower
/// is tried again now and then for `TRIAL` windows, of which the first `WARM_UP` are not
/// counted (a helper that slept must be woken first). Both modes give the same result; only
/// the speed differs (on a busy host, or when windows hold little work, handing windows over
/// costs more than it saves).
///
/// A mode's cost is the time of its last `RECENT` counted windows over their instructions,
/// the costliest few per instruction left out: one hiccup (a thread descheduled once) cannot
/// send a run to the slower mode, but a host thread descheduled in most windows (another
/// program on its core) does within `RECENT / 2` windows. A trial counts only its own
/// windows.
///
/// Trials cost: on a host with no core to spare a trial's windows wait for a helper to be
/// scheduled, milliseconds each. So a trial that confirms the current mode doubles the windows
/// to the next one (from `RETRY` up to `RETRY_MAX`), and no trial starts while trials have
/// taken more than `1 / TRIAL_SHARE` of the run's time.
pub struct Chooser {
    /// Nanoseconds per instruction of the last counted windows: [alone, with helpers].
    recent: [Recent; 2],
    /// A mode whose recent windows are from before the trial now running.
    stale: [bool; 2],
    windows: u64,
    /// The mode of the current window, and how many windows it has run in a row.
    last: bool,
    streak: u64,
    /// The mode chosen outside trials, windows between trials and the window of the next.
    settled: bool,
    retry: u64,
    next_trial: u64,
    /// Nanoseconds spent in all windows and in trials' windows.
    total_ns: u64,
    trial_ns: u64,
    /// Windows in which units ran split in parts (reported with the costs).
    pub split: u64,
}

/// Windows between two trials of the mode that looked slower, at first and at most.
const RETRY: u64 = 256;
const RETRY_MAX: u64 = 1 << 16;
/// Windows a trial lasts, and the first ones of a run of windows not counted: a mode switch
/// moves subslices between host threads, whose state (registers, SLM) then comes from the
/// other core's cache for a millisecond or so, tens of short windows.
const TRIAL: u64 = 32;
const WARM_UP: u64 = 16;
/// Trials may take at most this part of the run's time (1 / `TRIAL_SHARE`).
const TRIAL_SHARE: u64 = 32;
/// Counted windows a mode's cost is taken over, and how many of the costliest of them are
/// left out (a hiccup: a host thread descheduled once).
const RECENT: usize = 16;
const OUTLIERS: usize = 4;
/// How much slower the helpers' mode may look before the calling thread runs alone.
const MARGIN: f64 = 1.1;

/// The last counted windows of a mode: (nanoseconds, instructions) each.
#[derive(Clone, Copy, Default)]
struct Recent {
    windows: [(u64, u64); RECENT],
    len: usize,
    next: usize,
}

impl Recent {
    fn push(&mut self, ns: u64, issued: u64) {
        self.windows[self.next] = (ns, issued);
        self.next = (self.next + 1) % RECENT;
        self.len = (self.len + 1).min(RECENT);
    }

    /// Forgets the windows (a trial of the mode starts: its last trial is long past).
    fn clear(&mut self) {
        self.len = 0;
        self.next = 0;
    }

    /// The recent cost per instruction (0: none yet): the time of the recent windows over
    /// their instructions, the `OUTLIERS` costliest per instruction left out. Windows of one
    /// kernel differ in cost per instruction by phase (an SLM GEMM's loads and its FMAs), so
    /// a few windows each way compare badly; a total over many does not.
    fn cost(&self) -> f64 {
        let mut w = self.windows;
        let w = &mut w[..self.len];
        w.sort_by(|a, b| (a.0 as f64 / a.1 as f64).total_cmp(&(b.0 as f64 / b.1 as f64)));
        let keep = self.len - OUTLIERS.min(self.len / 4);
        let (ns, issued) = w[..keep]
            .iter()
            .fold((0u64, 0u64), |(n, i), &(a, b)| (n + a, i + b));
        if issued == 0 {
            0.0
        } else {
            ns as f64 / issued as f64
        }
    }
}

impl Default for Chooser {
    fn default() -> Self {
        Chooser::new()
    }
}

impl Chooser {
    /// A chooser with no measurements yet.
    pub fn new() -> Self {
        Chooser {
            recent: [Recent::default(); 2],
            stale: [false; 2],
            windows: 0,
            last: true,
            streak: 0,
            settled: true,
            retry: RETRY,
            next_trial: RETRY,
            total_ns: 0,
            trial_ns: 0,
            split: 0,
        }
    }

    /// The two modes' costs: [alone, with helpers] (0: not measured yet).
    fn costs(&self) -> [f64; 2] {
        [self.recent[0].cost(), self.recent[1].cost()]
    }

    /// Whether the current window belongs to a trial.
    fn in_trial(&self) -> bool {
        self.windows >= self.next_trial && self.windows < self.next_trial + TRIAL
    }

    /// Whether the next window runs on the helper threads.
    pub fn parallel(&mut self) -> bool {
        self.windows += 1;
        // the mode settled on needs to look `MARGIN` slower to be left: the two costs are
        // measured in different windows, and noise should flip neither a run that gains from
        // its helpers nor one whose helpers wait for a busy core (a trial of a few windows
        // that found one free is not a reason to hand every window over again)
        let [alone, helpers] = self.costs();
        let better = if self.settled {
            helpers <= alone * MARGIN
        } else {
            helpers * MARGIN <= alone
        };
        if self.windows == self.next_trial + TRIAL {
            // a trial ended: back off when it confirmed the mode
            self.retry = if better == self.settled {
                (self.retry * 2).min(RETRY_MAX)
            } else {
                RETRY
            };
            self.next_trial = self.windows + self.retry;
        }
        if self.windows == self.next_trial && self.trial_ns * TRIAL_SHARE > self.total_ns {
            // trials have cost too much of the run: postpone this one
            self.next_trial = self.windows + self.retry;
        }
        let trial = self.in_trial();
        if !trial {
            self.settled = better;
        } else if self.windows == self.next_trial {
            // the trial's counted windows replace the mode's cost from its last trial
            self.stale[usize::from(!better)] = true;
        }
        let mode = if trial { !better } else { better };
        if mode == self.last {
            self.streak += 1;
        } else {
            self.streak = 1;
        }
        self.last = mode;
        mode
    }

    /// Records the last window: `issued` instructions in `elapsed`.
    pub fn record(&mut self, issued: u64, elapsed: std::time::Duration) {
        let ns = elapsed.as_nanos() as u64;
        self.total_ns += ns;
        if self.in_trial() {
            self.trial_ns += ns;
        }
        if issued == 0 || self.streak <= WARM_UP {
            return;
        }
        let m = usize::from(self.last);
        if std::mem::take(&mut self.stale[m]) {
            self.recent[m].clear();
        }
        self.recent[m].push(ns, issued);
    }

    /// Prints the two costs when `EUSIM_DEBUG_TEAM` is set (development aid).
    pub fn report(&self) {
        if std::env::var_os("EUSIM_DEBUG_TEAM").is_some() {
            let [alone, helpers] = self.costs();
            eprintln!(
                "timing threads: {} windows ({} split), {alone:.1} ns/instruction alone, \
                 {helpers:.1} with helpers; trials {:.1} of {:.1} ms",
                self.windows,
                self.split,
                self.trial_ns as f64 / 1e6,
                self.total_ns as f64 / 1e6
            );
            PROBE.report();
        }
    }
}

/// Where the time of the windows run on the helper threads goes, summed over the runs of the
/// process when `EUSIM_DEBUG_TEAM` is set (development aid): hand-overs, their wall time, how
/// long the calling thread then waited for the helpers, and its serial work around them
/// (splitting and joining subslices); and the sends served at window ends, those completed
/// early ([`crate::early`]) and those of them completed again.
pub(crate) struct Probe {
    rounds: AtomicU64,
    wall_ns: AtomicU64,
    waited_ns: AtomicU64,
    serial_ns: AtomicU64,
    sends: [AtomicU64; 3],
    ends_ns: [AtomicU64; 2],
    /// The helpers' time at work in hand-overs, summed over the helpers.
    busy_ns: AtomicU64,
}

/// The process's [`Probe`].
pub(crate) static PROBE: Probe = Probe {
    rounds: AtomicU64::new(0),
    wall_ns: AtomicU64::new(0),
    waited_ns: AtomicU64::new(0),
    serial_ns: AtomicU64::new(0),
    sends: [AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0)],
    ends_ns: [AtomicU64::new(0), AtomicU64::new(0)],
    busy_ns: AtomicU64::new(0),
};

impl Probe {
    /// Whether `EUSIM_DEBUG_TEAM` is set.
    pub(crate) fn on() -> bool {
        static ON: OnceLock<bool> = OnceLock::new();
        *ON.get_or_init(|| std::env::var_os("EUSIM_DEBUG_TEAM").is_some())
    }

    /// One hand-over: its wall time, the calling thread's wait at its end and the serial
    /// work around it.
    pub(crate) fn round(&self, wall: Duration, waited: Duration, serial: Duration) {
        let ns = |d: Duration| d.as_nanos() as u64;
        self.rounds.fetch_add(1, Ordering::Relaxed);
        self.wall_ns.fetch_add(ns(wall), Ordering::Relaxed);
        self.waited_ns.fetch_add(ns(waited), Ordering::Relaxed);
        self.serial_ns.fetch_add(ns(serial), Ordering::Relaxed);
    }

    /// A window's end: sends served, completed early and completed again.
    pub(crate) fn sends(&self, counts: [u64; 3]) {
        for (a, n) in self.sends.iter().zip(counts) {
            a.fetch_add(n, Ordering::Relaxed);
        }
    }

    /// A helper's work on one hand-over (from taking it to handing it back).
    pub(crate) fn helper_busy(&self, busy: Duration) {
        let ns = busy.as_nanos() as u64;
        self.busy_ns.fetch_add(ns, Ordering::Relaxed);
    }

    /// A window's end: the wall time of serving its sends, and of all of it.
    pub(crate) fn window_end(&self, serve: Duration, total: Duration) {
        let ns = |d: Duration| d.as_nanos() as u64;
        self.ends_ns[0].fetch_add(ns(serve), Ordering::Relaxed);
        self.ends_ns[1].fetch_add(ns(total), Ordering::Relaxed);
    }

    fn report(&self) {
        let [sends, early, again] = self.sends.each_ref().map(|a| a.load(Ordering::Relaxed));
        eprintln!(
            "timing threads: {sends} sends served at window ends, {early} of them completed \
             early, {again} of those again"
        );
        let ms = |a: &AtomicU64| a.load(Ordering::Relaxed) as f64 / 1e6;
        eprintln!(
            "timing threads: {} hand-overs, {:.1} ms, the calling thread waiting {:.1} ms at \
             their ends; {:.1} ms serial around them; the helpers at work {:.1} ms",
            self.rounds.load(Ordering::Relaxed),
            ms(&self.wall_ns),
            ms(&self.waited_ns),
            ms(&self.serial_ns),
            ms(&self.busy_ns),
        );
        eprintln!(
            "timing threads: window ends {:.1} ms, {:.1} ms of them serving sends",
            ms(&self.ends_ns[1]),
            ms(&self.ends_ns[0]),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Feeds the chooser `n` windows where one instruction costs `alone` or `helpers` ns.
    fn run(c: &mut Chooser, n: u64, alone: u64, helpers: u64) -> u64 {
        let mut parallel = 0;
        for _ in 0..n {
            let p = c.parallel();
            parallel += u64::from(p);
            let ns = if p { helpers } else { alone };
            c.record(1000, Duration::from_nanos(1000 * ns));
        }
        parallel
    }

    #[test]
    fn the_chooser_settles_on_the_faster_mode_and_keeps_trying_the_other() {
        let mut c = Chooser::new();
        // helpers twice as fast: most windows run on them, trials of the other mode remain
        let p = run(&mut c, 640, 100, 50);
        assert!(p > 640 * 3 / 4 && p < 640, "{p}");
        // the host gets busy: helpers four times slower; the chooser moves to one thread
        let p = run(&mut c, 640, 100, 400);
        assert!(p < 640 / 4, "{p}");
    }

    #[test]
    fn a_cost_is_time_over_instructions_without_the_costliest_quarter() {
        let mut r = Recent::default();
        // a phase of cheap long windows and one of dear short ones: 2 x 1000 instructions
        // at 50 ns, 2 x 100 at 200 ns; of four windows the dearest one is left out
        for (ns, issued) in [(50_000, 1000), (20_000, 100), (50_000, 1000), (20_000, 100)] {
            r.push(ns, issued);
        }
        assert_eq!(r.cost(), 120_000.0 / 2100.0);
        // a hiccup (a thread descheduled) is the one left out of five
        r.push(5_000_000, 100);
        assert_eq!(r.cost(), 140_000.0 / 2200.0);
        // a window each way: the ratio of the totals, not a median of the two
        let mut r = Recent::default();
        r.push(50_000, 1000);
        r.push(20_000, 100);
        assert_eq!(r.cost(), 70_000.0 / 1100.0);
        r.clear();
        assert_eq!(r.cost(), 0.0);
    }

    #[test]
    fn warm_up_windows_of_a_trial_are_not_counted() {
        let mut c = Chooser::new();
        run(&mut c, 64, 100, 50);
        let before = c.costs();
        // a trial's first windows (waking a helper) cost a lot; they must not move the cost
        for _ in 0..WARM_UP {
            c.streak = 1;
            c.record(1000, Duration::from_millis(100));
        }
        assert_eq!(c.costs(), before);
    }

    #[test]
    fn one_slow_window_does_not_move_the_run_to_one_thread() {
        let mut c = Chooser::new();
        run(&mut c, 64, 100, 50);
        // the host holds a helper back for one window: 200 times slower
        assert!(c.parallel());
        c.record(1000, Duration::from_nanos(1000 * 10_000));
        let p = run(&mut c, 100, 100, 50);
        assert_eq!(p, 100, "the next windows stay on the helpers");
    }

    #[test]
    fn a_run_alone_stays_alone_when_the_helpers_cost_about_as_much() {
        let mut c = Chooser::new();
        // a busy host: the helpers' windows cost 1.05x the calling thread's alone, within the
        // margin either way; once the run went alone, trials do not bring the helpers back
        run(&mut c, 64, 100, 400);
        let p = run(&mut c, 20_000, 100, 105);
        assert!(p <= 10 * TRIAL, "{p}");
        // an idle host where helpers do pay: they are taken again at the next trial (the
        // trials have backed off meanwhile)
        run(&mut c, 2 * RETRY_MAX, 100, 50);
        let p = run(&mut c, 1000, 100, 50);
        assert!(p >= 1000 - TRIAL, "{p}");
    }

    #[test]
    fn trials_that_confirm_the_mode_back_off() {
        let mut c = Chooser::new();
        // helpers twice as fast: every trial confirms them, so they back off (at most 4 in
        // 4000 windows, 15 without backing off; fewer while trials exceed their share of the
        // time), plus the first windows alone (both modes unmeasured)
        let alone = 4000 - run(&mut c, 4000, 100, 50) as i64;
        let trials = (alone - WARM_UP as i64 - 1) as f64 / TRIAL as f64;
        assert!((1.0..=4.0).contains(&trials), "{alone} windows alone");
    }

    #[test]
    fn trials_stay_a_small_part_of_the_time() {
        let mut c = Chooser::new();
        // the helpers are 100 times slower (no core for them): after the first windows the
        // calling thread runs alone, and trials of the helpers take at most 1/32 of the time
        run(&mut c, 200_000, 100, 10_000);
        assert!(
            c.trial_ns * TRIAL_SHARE <= c.total_ns * 2,
            "{} of {}",
            c.trial_ns,
            c.total_ns
        );
        let p = run(&mut c, 10_000, 100, 10_000);
        assert!(p <= 2 * TRIAL, "{p}");
    }
}
