//! Host threads for the windows of a timing run. The caller says which thread runs which unit
//! (the calling thread being thread 0) and keeps the shares fixed from window to window, so a
//! unit's state — its threads' registers above all — stays in one core's caches. A thread
//! can join units that other threads advanced into one of its own ([`Job::Join`]: the parts
//! of a split subslice), waiting only for those; and the team keeps a measure of how the calling thread's share should move
//! ([`Team::balance`]). A window is handed over through a slot per helper: the waiting side
//! spins briefly, then yields its core to whatever else is runnable for up to 5 ms (windows
//! last tens of microseconds, less than a sleep and wake-up), then sleeps on the slot's
//! condition variable, so idle helpers cost no CPU and a waiter never holds a core that a
//! descheduled team member (or another program) could use.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::Duration;

const IDLE: u8 = 0;
const WORK: u8 = 1;
const DONE: u8 = 2;
const QUIT: u8 = 3;

/// How long a waiting thread stays awake before it sleeps: far longer than a window's end, so a
/// helper is awake for the next window. (Waking a sleeping thread costs tens of microseconds,
/// far more on a virtual machine whose idle CPU the host took back: with 4000 spins, tens of
/// microseconds on the 2-core development machine, GT2's FMA chain ran 15-25 % slower on two
/// threads.) A helper left idle longer (the calling thread running alone) goes to sleep.
const AWAKE: std::time::Duration = std::time::Duration::from_millis(5);

/// How long a waiting thread spins before it yields its core between checks: about a short
/// window's end. Past it the wait is long (the other side was descheduled, or the host is
/// oversubscribed): spinning on would take the core from the very thread being waited for.
const SPIN: std::time::Duration = std::time::Duration::from_micros(50);

/// One helper thread's hand-over slot.
struct Slot {
    state: AtomicU8,
    bound: AtomicU64,
    /// Its jobs of the round.
    jobs: Mutex<Vec<Job>>,
    /// Sleeping waiters wait here (with `lock` held around the state check).
    lock: Mutex<()>,
    changed: Condvar,
    /// Waiters that may be asleep: a change of state wakes them (waking costs a system call,
    /// which a hand-over between awake threads does without).
    sleepers: AtomicUsize,
}

/// Marks a helper's round done should its work panic, so that no thread waits for it forever
/// (the panic is then raised again on the calling thread).
struct DoneOnPanic<'a>(&'a Slot, &'a AtomicBool);

impl Drop for DoneOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.1.store(true, Ordering::SeqCst);
            self.0.set(DONE);
        }
    }
}

/// What a host thread does with the units of a round ([`Team::round`]), in the order of its
/// list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// Advances unit `i`.
    Advance(usize),
    /// Once units `parts` have advanced (on any thread), hands them to unit `i`, which this
    /// thread advanced before.
    Join(usize, Range<usize>),
}

impl Slot {
    fn set(&self, state: u8) {
        // sequentially consistent with the sleeper's count and check (`wait`): either the
        // sleeper sees the new state or this sees the sleeper
        self.state.store(state, Ordering::SeqCst);
        if self.sleepers.load(Ordering::SeqCst) > 0 {
            let _g = self.lock.lock().unwrap_or_else(|e| e.into_inner());
            self.changed.notify_all();
        }
    }

    /// Waits until the state is one `want` accepts; returns it.
    fn wait(&self, want: impl Fn(u8) -> bool) -> u8 {
        let start = std::time::Instant::now();
        let mut yielding = false;
        for i in 0u32.. {
            let s = self.state.load(Ordering::Acquire);
            if want(s) {
                return s;
            }
            if yielding {
                std::thread::yield_now();
                if start.elapsed() > AWAKE {
                    break;
                }
            } else {
                std::hint::spin_loop();
                yielding = i % 64 == 63 && start.elapsed() > SPIN;
            }
        }
        let mut g = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        self.sleepers.fetch_add(1, Ordering::SeqCst);
        let s = loop {
            let s = self.state.load(Ordering::SeqCst);
            if want(s) {
                break s;
            }
            g = self.changed.wait(g).unwrap_or_else(|e| e.into_inner());
        };
        self.sleepers.fetch_sub(1, Ordering::SeqCst);
        s
    }
}

/// `m` locked (a poisoned lock's data is still whole: units are put back only whole).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The helper threads' slots (the threads themselves live in a `std::thread::scope`), for
/// units of type `U`.
pub struct Team<U> {
    slots: Vec<Slot>,
    /// The units of the round, each taken out while it advances, and whether it has.
    units: Mutex<Vec<(Option<U>, bool)>>,
    /// Bumped whenever a unit has advanced (joins wait on it).
    advanced: AtomicUsize,
    /// A helper's work panicked.
    panicked: AtomicBool,
    /// How the calling thread's share is kept level with the helpers'.
    lead: Mutex<Lead>,
}

/// Rounds over which the calling thread's share is rebalanced, and the part of their time it
/// may wait for the helpers at their ends (more: its share grows; under a quarter of it:
/// shrinks, as the helpers must then be waiting for it).
const BALANCE_ROUNDS: u32 = 32;
const BALANCE_WAIT: u32 = 16;

/// The calling thread's share: how much it gives up to the next thread (the unit is the
/// caller's, [`Team::lead_shift`]: it also does serial work between hand-overs), with what
/// the last rounds measured.
#[derive(Default)]
struct Lead {
    shift: i64,
    rounds: u32,
    waited: Duration,
    total: Duration,
}

impl<U: Send> Team<U> {
    /// Slots for `helpers` helper threads.
    pub fn new(helpers: usize) -> Self {
        Team {
            slots: (0..helpers)
                .map(|_| Slot {
                    state: AtomicU8::new(IDLE),
                    bound: AtomicU64::new(0),
                    jobs: Mutex::new(Vec::new()),
                    lock: Mutex::new(()),
                    changed: Condvar::new(),
                    sleepers: AtomicUsize::new(0),
                })
                .collect(),
            units: Mutex::new(Vec::new()),
            advanced: AtomicUsize::new(0),
            panicked: AtomicBool::new(false),
            lead: Mutex::new(Lead::default()),
        }
    }

    /// Threads in all, the calling one included.
    pub fn threads(&self) -> usize {
        self.slots.len() + 1
    }

    /// How much of its share the calling thread gives up to the next thread (negative: takes
    /// from it), in units of work the caller chooses; kept by [`Team::balance`].
    pub fn lead_shift(&self) -> i64 {
        self.lead.lock().unwrap_or_else(|e| e.into_inner()).shift
    }

    /// Records a round of `total` in which the calling thread waited `waited` for the helpers
    /// at its end; every [`BALANCE_ROUNDS`] rounds [`Team::lead_shift`] moves by one when
    /// the caller waited much (it takes more) or hardly at all (it gives up more), up to
    /// `limit` either way.
    pub fn balance(&self, waited: Duration, total: Duration, limit: i64) {
        let mut lead = self.lead.lock().unwrap_or_else(|e| e.into_inner());
        lead.rounds += 1;
        lead.waited += waited;
        lead.total += total;
        if lead.rounds < BALANCE_ROUNDS {
            return;
        }
        let share = lead.total / BALANCE_WAIT;
        if lead.waited > share {
            lead.shift -= 1;
        } else if lead.waited < share / 4 {
            lead.shift += 1;
        }
        *lead = Lead {
            shift: lead.shift.clamp(-limit, limit),
            ..Lead::default()
        };
    }

    /// The loop of helper `h`: does the jobs it is handed (with `work`, [`Team::round`])
    /// until told to quit.
    pub fn serve(&self, h: usize, work: &(impl Fn(&mut U, Option<Vec<U>>, u64) + Sync)) {
        let slot = &self.slots[h];
        loop {
            if slot.wait(|s| s == WORK || s == QUIT) == QUIT {
                return;
            }
            let bound = slot.bound.load(Ordering::Acquire);
            let _done = DoneOnPanic(slot, &self.panicked);
            let jobs = std::mem::take(&mut *lock(&slot.jobs));
            for job in &jobs {
                self.run(job, bound, work);
            }
            *lock(&slot.jobs) = jobs;
            slot.set(DONE);
        }
    }

    /// Does `job` of a round to `bound`.
    fn run(&self, job: &Job, bound: u64, work: &impl Fn(&mut U, Option<Vec<U>>, u64)) {
        let (i, parts) = match job {
            Job::Advance(i) => (*i, None),
            Job::Join(i, parts) => {
                self.wait_advanced(parts.clone());
                let mut units = lock(&self.units);
                let taken = units[parts.clone()].iter_mut().map(|u| u.0.take());
                (
                    *i,
                    Some(taken.map(|u| u.expect("a part joined once")).collect()),
                )
            }
        };
        let mut u = lock(&self.units)[i].0.take().expect("a unit taken once");
        work(&mut u, parts, bound);
        lock(&self.units)[i] = (Some(u), true);
        self.advanced.fetch_add(1, Ordering::Release);
    }

    /// Waits until units `parts` have advanced (their threads are at work: no sleep).
    fn wait_advanced(&self, parts: Range<usize>) {
        let start = std::time::Instant::now();
        let mut seen = usize::MAX;
        for i in 0u32.. {
            let now = self.advanced.load(Ordering::Acquire);
            if now != seen {
                seen = now;
                if lock(&self.units)[parts.clone()].iter().all(|u| u.1) {
                    return;
                }
            }
            if i % 64 == 63 && start.elapsed() > SPIN {
                self.check_helpers();
                std::thread::yield_now();
            } else {
                std::hint::spin_loop();
            }
        }
    }

    /// Raises a helper's panic on this thread.
    fn check_helpers(&self) {
        if self.panicked.load(Ordering::SeqCst) {
            panic!("a timing helper thread panicked");
        }
    }

    /// Advances every unit to `bound` with `work(unit, None, bound)`, unit `i` on thread
    /// `i % threads`; the units come back in their order.
    pub fn advance(
        &self,
        units: &mut Vec<U>,
        bound: u64,
        work: &(impl Fn(&mut U, Option<Vec<U>>, u64) + Sync),
    ) {
        let n = self.threads();
        let mut jobs = vec![Vec::new(); n];
        for i in 0..units.len() {
            jobs[i % n].push(Job::Advance(i));
        }
        self.round(units, jobs, bound, work, |_| {});
    }

    /// A round: each thread does its list of `jobs` (`jobs[0]`: the calling thread's) on
    /// `units` to `bound`, in order: [`Job::Advance`] with `work(unit, None, bound)`,
    /// [`Job::Join`] with `work(unit, Some(parts), bound)` once the parts have advanced. Then
    /// `mid` runs on the calling thread with the units of its own jobs (but for parts joined
    /// elsewhere; the others `None`) while the helpers go on. The units come back in their
    /// order, but for the parts joined and those `mid` took. Returns how long the calling
    /// thread then waited for the helpers.
    ///
    /// Every thread must advance a unit before a join that waits for it may start: a list
    /// holds its advances before its joins, and no join waits for a unit joined elsewhere.
    pub fn round(
        &self,
        units: &mut Vec<U>,
        mut jobs: Vec<Vec<Job>>,
        bound: u64,
        work: &(impl Fn(&mut U, Option<Vec<U>>, u64) + Sync),
        mid: impl FnOnce(&mut [Option<U>]),
    ) -> Duration {
        let n = units.len();
        lock(&self.units).extend(units.drain(..).map(|u| (Some(u), false)));
        let mine = jobs.first().cloned().unwrap_or_default();
        // (before the helpers' lists are handed over)
        let joined: Vec<Range<usize>> = jobs
            .iter()
            .flatten()
            .filter_map(|j| match j {
                Job::Join(_, parts) => Some(parts.clone()),
                Job::Advance(_) => None,
            })
            .collect();
        let mut busy = vec![false; self.slots.len()];
        for ((slot, list), busy) in self
            .slots
            .iter()
            .zip(jobs.iter_mut().skip(1))
            .zip(&mut busy)
        {
            if list.is_empty() {
                continue;
            }
            std::mem::swap(&mut *lock(&slot.jobs), list);
            slot.bound.store(bound, Ordering::Release);
            slot.set(WORK);
            *busy = true;
        }
        for job in &mine {
            self.run(job, bound, work);
        }
        // the calling thread's units, but for parts another thread joins
        let mut own: Vec<Option<U>> = (0..n).map(|_| None).collect();
        {
            let mut all = lock(&self.units);
            for job in &mine {
                let i = match job {
                    Job::Advance(i) | Job::Join(i, _) => *i,
                };
                if !joined.iter().any(|p| p.contains(&i)) && own[i].is_none() {
                    own[i] = all[i].0.take();
                }
            }
        }
        mid(&mut own);
        let waiting = std::time::Instant::now();
        for (slot, busy) in self.slots.iter().zip(busy) {
            if busy {
                slot.wait(|s| s == DONE);
                slot.state.store(IDLE, Ordering::Release);
            }
        }
        self.check_helpers();
        let waited = waiting.elapsed();
        let mut all = lock(&self.units);
        for (i, u) in all.drain(..).enumerate() {
            if let Some(u) = own[i].take().or(u.0) {
                units.push(u);
            }
        }
        waited
    }

    /// Tells the helper threads to end.
    pub fn quit(&self) {
        for slot in &self.slots {
            slot.set(QUIT);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Unit = (usize, u64);

    /// Tells the helpers to end however a test ends (a failed assertion would leave them
    /// waiting, and the scope with them).
    struct Quit<'t>(&'t Team<Unit>);

    impl Drop for Quit<'_> {
        fn drop(&mut self) {
            self.0.quit();
        }
    }

    /// Advancing sets a unit's value to the bound plus its number; joining adds the parts'
    /// values (each part advanced before, or the sum would differ).
    fn work(u: &mut Unit, parts: Option<Vec<Unit>>, bound: u64) {
        if u.0 == 2 {
            // (the helper's join comes well after the calling thread's own jobs)
            std::thread::sleep(Duration::from_millis(1));
        }
        match parts {
            None => u.1 = bound + u.0 as u64,
            Some(parts) => u.1 += parts.iter().map(|p| p.1).sum::<u64>(),
        }
    }

    #[test]
    fn units_advance_on_every_thread_and_come_back_in_order() {
        let team = Team::<Unit>::new(2);
        std::thread::scope(|scope| {
            for h in 0..2 {
                let team = &team;
                scope.spawn(move || team.serve(h, &work));
            }
            let _quit = Quit(&team);
            let mut units: Vec<Unit> = (0..7).map(|i| (i, 0)).collect();
            team.advance(&mut units, 100, &work);
            let expected: Vec<Unit> = (0..7).map(|i| (i, 100 + i as u64)).collect();
            assert_eq!(units, expected);
        });
    }

    #[test]
    fn a_thread_joins_parts_advanced_on_others_and_mid_sees_the_callers_units() {
        let team = Team::<Unit>::new(1);
        std::thread::scope(|scope| {
            let t = &team;
            scope.spawn(move || t.serve(0, &work));
            let _quit = Quit(t);
            for _ in 0..50 {
                let mut units: Vec<Unit> = (0..6).map(|i| (i, 0)).collect();
                // the helper joins part 1 (the calling thread's) into its unit 3; the calling
                // thread joins parts 4 and 5 (the helper's) into its unit 0
                let jobs = vec![
                    vec![Job::Advance(1), Job::Advance(0), Job::Join(0, 4..6)],
                    vec![
                        Job::Advance(4),
                        Job::Advance(5),
                        Job::Advance(3),
                        Job::Advance(2),
                        Job::Join(3, 1..2),
                    ],
                ];
                let mut seen = Vec::new();
                team.round(&mut units, jobs, 10, &work, |own| {
                    seen = own.iter().map(|u| u.map(|u| u.1)).collect();
                });
                // unit 0: 10 + parts 4 and 5 (14 and 15); unit 3: 13 + part 1 (11)
                assert_eq!(seen, vec![Some(39), None, None, None, None, None]);
                assert_eq!(units, vec![(0, 39), (2, 12), (3, 24)]);
            }
        });
    }
}
