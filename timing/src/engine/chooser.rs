//! The choice, window by window, between advancing the units on the helper threads or on the
//! calling thread alone.

/// Chooses, window by window, whether the helper threads or the calling thread alone advance
/// the subslices: whichever has been faster per instruction lately. Every `RETRY` windows the
/// other mode runs for `TRIAL` windows, of which the first `WARM_UP` are not counted (a helper
/// that slept must be woken first). Both modes give the same result; only the speed differs
/// (on a busy host, or when windows hold little work, handing windows over costs more than
/// it saves).
///
/// A mode's cost is the least cost per instruction of its last `RECENT` counted windows: the
/// host only ever makes a window slower (a thread descheduled, a cache taken), so the least
/// is the mode's own cost, and one hiccup cannot send a run to the slower mode until the next
/// trial; a host busy for `RECENT` windows in a row moves it.
pub struct Chooser {
    /// Nanoseconds per instruction of the last counted windows: [alone, with helpers].
    recent: [Recent; 2],
    windows: u64,
    /// The mode of the current window, and how many windows it has run in a row.
    last: bool,
    streak: u64,
    /// Windows in which units ran split in parts (reported with the costs).
    pub split: u64,
}

/// Windows between two trials of the mode that looked slower.
const RETRY: u64 = 256;
/// Windows a trial lasts, and the first ones of a run of windows not counted.
const TRIAL: u64 = 8;
const WARM_UP: u64 = 2;
/// Counted windows a mode's cost is taken over.
const RECENT: usize = 16;
/// How much slower the helpers' mode may look before the calling thread runs alone.
const MARGIN: f64 = 1.1;

/// The costs of a mode's last counted windows.
#[derive(Clone, Copy, Default)]
struct Recent {
    costs: [f64; RECENT],
    len: usize,
    next: usize,
}

impl Recent {
    fn push(&mut self, cost: f64) {
        self.costs[self.next] = cost;
        self.next = (self.next + 1) % RECENT;
        self.len = (self.len + 1).min(RECENT);
    }

    /// The least recent cost (0: none yet).
    fn cost(&self) -> f64 {
        self.costs[..self.len]
            .iter()
            .copied()
            .reduce(f64::min)
            .unwrap_or(0.0)
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
            windows: 0,
            last: true,
            streak: 0,
            split: 0,
        }
    }

    /// The two modes' costs: [alone, with helpers] (0: not measured yet).
    fn costs(&self) -> [f64; 2] {
        [self.recent[0].cost(), self.recent[1].cost()]
    }

    /// Whether the next window runs on the helper threads.
    pub fn parallel(&mut self) -> bool {
        self.windows += 1;
        // the helpers' mode needs to look `MARGIN` slower to be left: the two costs are
        // measured in different windows, and noise should not flip a run that gains from
        // its helpers
        let [alone, helpers] = self.costs();
        let better = helpers <= alone * MARGIN;
        let trial = self.windows % RETRY < TRIAL;
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
        if issued == 0 || self.streak <= WARM_UP {
            return;
        }
        let per = elapsed.as_nanos() as f64 / issued as f64;
        self.recent[usize::from(self.last)].push(per);
    }

    /// Prints the two costs when `EUSIM_DEBUG_TEAM` is set (development aid).
    pub fn report(&self) {
        if std::env::var_os("EUSIM_DEBUG_TEAM").is_some() {
            let [alone, helpers] = self.costs();
            eprintln!(
                "timing threads: {} windows ({} split), {alone:.1} ns/instruction alone, \
                 {helpers:.1} with helpers",
                self.windows, self.split
            );
        }
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
}
