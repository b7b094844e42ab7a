//! Host threads for the windows of a timing run. Each helper thread owns a fixed share of the
//! units (unit `i` goes to thread `i % n`, the calling thread being thread 0), so a
//! unit's state — its threads' registers above all — stays in one core's caches from
//! window to window. A window is handed over through a slot per helper: the waiting side
//! spins briefly, then yields its core to whatever else is runnable for up to 5 ms (windows
//! last tens of microseconds, less than a sleep and wake-up), then sleeps on the slot's
//! condition variable, so idle helpers cost no CPU and a waiter never holds a core that a
//! descheduled team member (or another program) could use.

use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

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
    units: Mutex<Vec<U>>,
    /// Sleeping waiters wait here (with `lock` held around the state check).
    lock: Mutex<()>,
    changed: Condvar,
    /// Waiters that may be asleep: a change of state wakes them (waking costs a system call,
    /// which a hand-over between awake threads does without).
    sleepers: AtomicUsize,
}

impl<U> Slot<U> {
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
                    lock: Mutex::new(()),
                    changed: Condvar::new(),
                    sleepers: AtomicUsize::new(0),
                })
                .collect(),
        }
    }

    /// Threads in all, the calling one included.
    fn threads(&self) -> usize {
        self.slots.len() + 1
    }

    /// The loop of helper `h`: advances (with `advance(unit, bound)`) the units it is handed
    /// until told to quit.
    pub fn serve(&self, h: usize, advance: &(impl Fn(&mut U, u64) + Sync)) {
        let slot = &self.slots[h];
        loop {
            if slot.wait(|s| s == WORK || s == QUIT) == QUIT {
                return;
            }
            let bound = slot.bound.load(Ordering::Acquire);
            {
                let mut units = slot.units.lock().unwrap_or_else(|e| e.into_inner());
                for u in units.iter_mut() {
                    advance(u, bound);
                }
            }
            slot.set(DONE);
        }
    }

    /// Advances every unit to `bound` with `advance(unit, bound)`, unit `i` on thread
    /// `i % threads`; the units come back in their order.
    pub fn advance(&self, units: &mut Vec<U>, bound: u64, advance: &(impl Fn(&mut U, u64) + Sync)) {
        let n = self.threads();
        let on: Vec<usize> = (0..units.len()).map(|i| i % n).collect();
        self.advance_on(units, &on, bound, advance);
    }

    /// Advances every unit to `bound` with `advance(unit, bound)`, unit `i` on thread `on[i]`
    /// (0: the calling thread; past the last thread: the last); the units come back in their
    /// order.
    pub fn advance_on(
        &self,
        units: &mut Vec<U>,
        on: &[usize],
        bound: u64,
        advance: &(impl Fn(&mut U, u64) + Sync),
    ) {
        let n = self.threads();
        let thread = |i: usize| on.get(i).copied().unwrap_or(0).min(n - 1);
        let mut mine = Vec::with_capacity(units.len());
        let mut theirs: Vec<Vec<U>> = (1..n).map(|_| Vec::new()).collect();
        for (i, u) in units.drain(..).enumerate() {
            match thread(i) {
                0 => mine.push(u),
                t => theirs[t - 1].push(u),
            }
        }
        for (slot, share) in self.slots.iter().zip(theirs) {
            if share.is_empty() {
                continue;
            }
            *slot.units.lock().unwrap_or_else(|e| e.into_inner()) = share;
            slot.bound.store(bound, Ordering::Release);
            slot.set(WORK);
        }
        for u in mine.iter_mut() {
            advance(u, bound);
        }
        let mut back: Vec<std::vec::IntoIter<U>> = Vec::with_capacity(n);
        back.push(mine.into_iter());
        for slot in &self.slots {
            if slot.state.load(Ordering::Acquire) == IDLE {
                back.push(Vec::new().into_iter());
                continue;
            }
            slot.wait(|s| s == DONE);
            back.push(
                std::mem::take(&mut *slot.units.lock().unwrap_or_else(|e| e.into_inner()))
                    .into_iter(),
            );
            slot.state.store(IDLE, Ordering::Release);
        }
        // back in their order: each thread's units kept theirs
        let total: usize = back.iter().map(|i| i.len()).sum();
        for i in 0..total {
            if let Some(u) = back[thread(i)].next() {
                units.push(u);
            }
        }
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
}
