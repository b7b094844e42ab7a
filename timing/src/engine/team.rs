//! Host threads for the windows of a timing run. The caller says which thread runs which unit
//! (the calling thread being thread 0) and keeps the shares fixed from window to window, so a
//! unit's state — its threads' registers above all — stays in one core's caches. A helper
//! can hand some of its units back early, for the calling thread to work on while the helper
//! goes on; and the team keeps a measure of how the calling thread's share should move
//! ([`Team::balance`]). A window is handed over through a slot per helper: the waiting side
//! spins briefly, then yields its core to whatever else is runnable for up to 5 ms (windows
//! last tens of microseconds, less than a sleep and wake-up), then sleeps on the slot's
//! condition variable, so idle helpers cost no CPU and a waiter never holds a core that a
//! descheduled team member (or another program) could use.

use super::chooser::{Probe, PROBE};
use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};
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
struct Slot<U> {
    state: AtomicU8,
    bound: AtomicU64,
    /// The units handed over (each taken out while it advances).
    units: Mutex<Vec<Option<U>>>,
    /// How many of them have advanced.
    progress: AtomicUsize,
    /// Sleeping waiters wait here (with `lock` held around the state check).
    lock: Mutex<()>,
    changed: Condvar,
    /// Waiters that may be asleep: a change of state wakes them (waking costs a system call,
    /// which a hand-over between awake threads does without).
    sleepers: AtomicUsize,
}

impl<U> Slot<U> {
    fn lock_units(&self) -> std::sync::MutexGuard<'_, Vec<Option<U>>> {
        self.units.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until the helper has advanced its first `k` units (it is at work: no sleep).
    fn wait_progress(&self, k: usize) {
        let start = std::time::Instant::now();
        for i in 0u32.. {
            if self.progress.load(Ordering::Acquire) >= k {
                return;
            }
            if i % 64 == 63 && start.elapsed() > SPIN {
                std::thread::yield_now();
            } else {
                std::hint::spin_loop();
            }
        }
    }

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

/// The helper threads' slots (the threads themselves live in a `std::thread::scope`), for
/// units of type `U`.
pub struct Team<U> {
    slots: Vec<Slot<U>>,
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
                    units: Mutex::new(Vec::new()),
                    progress: AtomicUsize::new(0),
                    lock: Mutex::new(()),
                    changed: Condvar::new(),
                    sleepers: AtomicUsize::new(0),
                })
                .collect(),
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

    /// The loop of helper `h`: advances (with `advance(unit, bound)`) the units it is handed
    /// until told to quit.
    pub fn serve(&self, h: usize, advance: &(impl Fn(&mut U, u64) + Sync)) {
        let slot = &self.slots[h];
        loop {
            if slot.wait(|s| s == WORK || s == QUIT) == QUIT {
                return;
            }
            let started = Probe::on().then(std::time::Instant::now);
            let bound = slot.bound.load(Ordering::Acquire);
            let n = slot.lock_units().len();
            for i in 0..n {
                let mut u = slot.lock_units()[i].take();
                if let Some(u) = u.as_mut() {
                    advance(u, bound);
                }
                slot.lock_units()[i] = u;
                slot.progress.store(i + 1, Ordering::Release);
            }
            if let Some(t) = started {
                PROBE.helper_busy(t.elapsed());
            }
            slot.set(DONE);
        }
    }

    /// Advances every unit to `bound` with `advance(unit, bound)`, unit `i` on thread
    /// `i % threads`; the units come back in their order.
    pub fn advance(&self, units: &mut Vec<U>, bound: u64, advance: &(impl Fn(&mut U, u64) + Sync)) {
        let n = self.threads();
        let on: Vec<usize> = (0..units.len()).map(|i| i % n).collect();
        self.advance_on(units, &on, &[], bound, advance, |_| {});
    }

    /// Advances every unit to `bound` with `advance(unit, bound)`, unit `i` on thread `on[i]`
    /// (0: the calling thread; past the last thread: the last). Helpers advance the units
    /// marked `early` first; once the calling thread has advanced its own units and those
    /// are back, `mid` runs on it with every unit advanced so far (`None`: still running),
    /// while the helpers go on. The units come back in their order, but for those `mid`
    /// took. Returns how long the calling thread then waited for the helpers.
    pub fn advance_on(
        &self,
        units: &mut Vec<U>,
        on: &[usize],
        early: &[bool],
        bound: u64,
        advance: &(impl Fn(&mut U, u64) + Sync),
        mid: impl FnOnce(&mut [Option<U>]),
    ) -> Duration {
        let n = self.threads();
        let thread = |i: usize| on.get(i).copied().unwrap_or(0).min(n - 1);
        let is_early = |i: usize| early.get(i).copied().unwrap_or(false);
        let mut all: Vec<Option<U>> = units.drain(..).map(Some).collect();
        // each helper's units, the early ones first: (index in `all`) per position
        let mut lists: Vec<Vec<usize>> = vec![Vec::new(); n];
        for first in [true, false] {
            for i in 0..all.len() {
                let t = thread(i);
                if (t == 0 && first) || (t > 0 && is_early(i) == first) {
                    lists[t].push(i);
                }
            }
        }
        for (slot, list) in self.slots.iter().zip(&lists[1..]) {
            if list.is_empty() {
                continue;
            }
            *slot.lock_units() = list.iter().map(|&i| all[i].take()).collect();
            slot.progress.store(0, Ordering::Relaxed);
            slot.bound.store(bound, Ordering::Release);
            slot.set(WORK);
        }
        for &i in &lists[0] {
            if let Some(u) = all[i].as_mut() {
                advance(u, bound);
            }
        }
        for (slot, list) in self.slots.iter().zip(&lists[1..]) {
            let firsts = list.iter().take_while(|&&i| is_early(i)).count();
            if firsts > 0 {
                slot.wait_progress(firsts);
                let mut back = slot.lock_units();
                for (k, &i) in list.iter().enumerate().take(firsts) {
                    all[i] = back[k].take();
                }
            }
        }
        mid(&mut all);
        let waiting = std::time::Instant::now();
        for (slot, list) in self.slots.iter().zip(&lists[1..]) {
            if list.is_empty() {
                continue;
            }
            slot.wait(|s| s == DONE);
            let mut back = slot.lock_units();
            for (k, &i) in list.iter().enumerate() {
                if let Some(u) = back[k].take() {
                    all[i] = Some(u);
                }
            }
            back.clear();
            drop(back);
            slot.state.store(IDLE, Ordering::Release);
        }
        let waited = waiting.elapsed();
        units.extend(all.into_iter().flatten());
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

    #[test]
    fn units_advance_on_every_thread_and_come_back_in_order() {
        let team = Team::<(usize, u64)>::new(2);
        let advance = |u: &mut (usize, u64), bound: u64| u.1 = bound + u.0 as u64;
        std::thread::scope(|scope| {
            for h in 0..2 {
                let team = &team;
                scope.spawn(move || team.serve(h, &advance));
            }
            let mut units: Vec<(usize, u64)> = (0..7).map(|i| (i, 0)).collect();
            team.advance(&mut units, 100, &advance);
            team.quit();
            let expected: Vec<(usize, u64)> = (0..7).map(|i| (i, 100 + i as u64)).collect();
            assert_eq!(units, expected);
        });
    }

    #[test]
    fn early_units_come_back_for_the_calling_thread_while_the_helper_goes_on() {
        let team = Team::<(usize, u64)>::new(1);
        let advance = |u: &mut (usize, u64), bound: u64| u.1 = bound + u.0 as u64;
        std::thread::scope(|scope| {
            let t = &team;
            scope.spawn(move || t.serve(0, &advance));
            let mut units: Vec<(usize, u64)> = (0..5).map(|i| (i, 0)).collect();
            // units 0 and 1 on the calling thread, 2-4 on the helper, 3 early
            let on = [0, 0, 1, 1, 1];
            let early = [false, false, false, true, false];
            let mut seen = Vec::new();
            team.advance_on(&mut units, &on, &early, 10, &advance, |all| {
                for (i, u) in all.iter().enumerate() {
                    if let Some(u) = u {
                        seen.push((i, u.1));
                    }
                }
                // the calling thread takes unit 3
                all[3] = None;
            });
            team.quit();
            // its own units and the early one were advanced before `mid`
            for i in [0, 1, 3] {
                assert!(seen.contains(&(i, 10 + i as u64)), "{seen:?}");
            }
            assert_eq!(units, vec![(0, 10), (1, 11), (2, 12), (4, 14)]);
        });
    }
}
