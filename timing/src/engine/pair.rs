//! Whole windows of SLM and barrier kernels in one hand-over, a subslice split between two
//! threads whose parts meet thread to thread.
//!
//! A window of a kernel that sends SLM or gateway messages holds several sub-windows, at the
//! end of each of which every subslice serves those messages ([`crate::dataport`]). With no
//! more host threads than subslices, the window goes to the team in one hand-over
//! ([`Team::advance_lists`]): each thread runs its units through every sub-window in turn.
//! A whole subslice needs nothing from another within the window. A subslice whose EUs the
//! threads' runs cut in two ([`cut`]) is split ([`Subslice::split`]): the thread that runs
//! its first EUs keeps the subslice (the joiner), the next thread runs the other part (the
//! partner), and at every sub-window end the part goes from the partner to the joiner, which
//! joins it, serves the subslice's SLM and gateway messages, splits it again and hands the
//! part back ([`Meet`]): only these two threads meet, and not the team. Each thread first
//! does what its meetings are ready for (advancing a part handed to it; joining, serving and
//! splitting its subslice), and fills the waits with its whole subslices' sub-windows, up to
//! [`LEAD`] ahead of its meetings.
//!
//! Every sub-window ends in the same join and service as in a window split sub-window by
//! sub-window (`split.rs`), so outputs, stats and traces are those of one thread. Both
//! threads of a meeting count the same sub-windows from the window's bounds, and a unit that
//! met an error still advances (to nowhere) and meets, so no meeting waits for a thread that
//! will not come; a thread that panics breaks its meetings, and the other panics too rather
//! than wait.

use super::chooser::{Probe, PROBE};
use super::split::cut;
use super::team::{Bell, Team};
use crate::subslice::{Ctx, Subslice};
use memory_model::Memory;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Where the two parts of a split subslice meet at the end of each sub-window: the partner
/// hands its part over after advancing it through sub-window `k` (hand-over `2k + 1`), the
/// joiner hands it back split again for the next (`2k + 2`).
#[derive(Default)]
pub(crate) struct Meet {
    part: Mutex<Option<Box<Subslice>>>,
    /// Hand-overs so far.
    turns: AtomicU64,
    /// A thread of the meeting panicked.
    broken: AtomicBool,
    /// Nanoseconds the joiner waited for the part, and the partner for it.
    waited: [AtomicU64; 2],
    /// When the partner's thread ended its window, nanoseconds from [`Meet::since`].
    partner_done: AtomicU64,
    since: Option<Instant>,
    bell: Bell,
}

impl Meet {
    /// Hands `part` over as hand-over `turn`.
    fn hand(&self, part: Box<Subslice>, turn: u64) {
        *self.part.lock().unwrap_or_else(|e| e.into_inner()) = Some(part);
        self.turns.store(turn, Ordering::SeqCst);
        self.bell.ring();
    }

    /// Whether hand-over `turn` has been made (a broken meeting panics: the other thread
    /// will not come).
    fn ready(&self, turn: u64) -> bool {
        if self.broken.load(Ordering::SeqCst) {
            panic!("the other host thread of a split subslice panicked");
        }
        self.turns.load(Ordering::SeqCst) >= turn
    }

    /// Takes the part of hand-over `turn`, which has been made.
    fn take(&self) -> Box<Subslice> {
        let part = self.part.lock().unwrap_or_else(|e| e.into_inner()).take();
        part.expect("a part handed over")
    }

    /// Waits for hand-over `turn`, the wait counting as the joiner's when `turn` is odd,
    /// else as the partner's.
    fn wait(&self, turn: u64) {
        let start = Instant::now();
        self.bell.wait(|| self.ready(turn).then_some(()));
        self.waited_for(turn, start);
    }

    /// Counts the time since `start` as a wait for hand-over `turn` ([`Meet::wait`]).
    fn waited_for(&self, turn: u64, start: Instant) {
        let ns = start.elapsed().as_nanos() as u64;
        self.waited[usize::from(turn.is_multiple_of(2))].fetch_add(ns, Ordering::Relaxed);
    }

    /// A meeting for the window handed over at `since`.
    fn new(since: Instant) -> Self {
        Meet {
            since: Some(since),
            ..Meet::default()
        }
    }

    /// Nanoseconds from the hand-over to now.
    fn now(&self) -> u64 {
        self.since.map_or(0, |s| s.elapsed().as_nanos() as u64)
    }

    /// How long the joiner, whose thread ended its window at `done` ([`Meet::now`]), and the
    /// partner waited for each other, the one that ended first waiting for the other.
    fn waits(&self, done: u64) -> (Duration, Duration) {
        let partner_done = self.partner_done.load(Ordering::Acquire);
        let [joiner, partner] = self.waited.each_ref().map(|a| a.load(Ordering::Relaxed));
        (
            Duration::from_nanos(joiner + partner_done.saturating_sub(done)),
            Duration::from_nanos(partner + done.saturating_sub(partner_done)),
        )
    }
}

/// Breaks a thread's meetings when it unwinds, so that the other thread does not wait.
struct Breaker(Vec<Arc<Meet>>);

impl Drop for Breaker {
    fn drop(&mut self) {
        if std::thread::panicking() {
            for m in &self.0 {
                m.broken.store(true, Ordering::SeqCst);
                m.bell.ring();
            }
        }
    }
}

/// A unit's place in a meeting for one window.
pub(crate) struct Pair {
    meet: Arc<Meet>,
    /// The joiner (it holds the subslice): the EUs of its partner's part.
    joins: Option<Range<usize>>,
}

/// The units of a window handed over whole: each unit, or a split subslice and its part,
/// with its thread; per unit whether it was split; each meeting with its joiner's thread.
// boxed: a subslice is over a kilobyte, and the hand-over moves each unit several times
#[allow(clippy::vec_box)]
struct HandOut {
    items: Vec<Box<Subslice>>,
    on: Vec<usize>,
    shape: Vec<bool>,
    meets: Vec<(Arc<Meet>, usize)>,
}

impl HandOut {
    /// Splits the units [`cut`] cuts in two (when they may be split at `now`) between their
    /// two threads; the others go whole to the thread holding most of them. Every unit then
    /// runs from `now` ([`run_window`]); the meetings count their time from `since`.
    fn new(
        units: &mut Vec<Subslice>,
        plan: Vec<Vec<(Range<usize>, usize)>>,
        now: u64,
        since: Instant,
    ) -> Self {
        let n = units.len() + 2;
        let mut h = HandOut {
            items: Vec::with_capacity(n),
            on: Vec::with_capacity(n),
            shape: Vec::with_capacity(units.len()),
            meets: Vec::new(),
        };
        for (mut u, pieces) in units.drain(..).zip(plan) {
            u.host.window_from = Some(now);
            if let [(_, joiner), (theirs, partner)] = pieces.as_slice() {
                if u.can_split(now) {
                    let meet = Arc::new(Meet::new(since));
                    let mut b = u.split(std::slice::from_ref(theirs)).pop().expect("a part");
                    b.host.window_from = Some(now);
                    b.host.pair = Some(Pair {
                        meet: meet.clone(),
                        joins: None,
                    });
                    u.host.pair = Some(Pair {
                        meet: meet.clone(),
                        joins: Some(theirs.clone()),
                    });
                    h.meets.push((meet, *joiner));
                    h.shape.push(true);
                    h.on.extend([*joiner, *partner]);
                    h.items.extend([Box::new(u), b.into()]);
                    continue;
                }
            }
            let most = pieces.iter().max_by_key(|p| p.0.len()).map_or(0, |p| p.1);
            h.shape.push(false);
            h.on.push(most);
            h.items.push(Box::new(u));
        }
        h
    }

    /// Gives the units on helper threads that end the window whole (whole units, joiners) a
    /// view of `memory` to complete their global reads against ([`crate::early`]).
    fn give_views(&mut self, memory: &Memory) {
        for (u, &t) in self.items.iter_mut().zip(&self.on) {
            let partner = u.host.pair.as_ref().is_some_and(|p| p.joins.is_none());
            if t != 0 && !partner {
                u.host.view = Some(memory.speculative());
            }
        }
    }
}

/// Puts the units back in `units` as the team returned them (`all`, a split subslice's part
/// joined into it); returns whether one was split.
fn take_back(units: &mut Vec<Subslice>, all: Vec<Option<Box<Subslice>>>, shape: &[bool]) -> bool {
    let mut all = all.into_iter();
    for &was_split in shape {
        let mut u = *all.next().flatten().expect("a unit comes back");
        // (a helper dropped its view: memory is written next)
        u.host.view = None;
        u.host.pair = None;
        if was_split {
            let part = all.next().flatten();
            debug_assert!(part.is_none(), "a split subslice's part comes back joined");
            for s in &mut u.host.spare {
                s.host.pair = None;
            }
        }
        units.push(u);
    }
    shape.contains(&true)
}

/// Advances every unit from `now` to `end` (several sub-windows) on the team's threads in
/// one hand-over (see the module documentation), the subslices cut in two by the threads'
/// runs split between them when they may be; then each completes its global reads early
/// ([`crate::early`]) against `memory` on the calling thread, a view of it on a helper.
/// Returns whether a subslice was split.
pub(crate) fn advance_paired(
    units: &mut Vec<Subslice>,
    team: &Team<Box<Subslice>>,
    ctx: &Ctx<'_>,
    (now, end): (u64, u64),
    memory: &mut Memory,
) -> bool {
    let started = Instant::now();
    let plan = cut(team.threads(), units, team.lead_shift());
    let mut h = HandOut::new(units, plan, now, started);
    h.give_views(memory);
    let HandOut {
        items,
        on,
        shape,
        meets,
    } = h;
    let handed = Instant::now();
    let mut done = 0;
    let own = |mine: &mut [Option<Box<Subslice>>]| {
        run_window(ctx, mine, end);
        for u in mine.iter_mut().flatten() {
            u.complete_early(ctx, memory);
        }
        done = meets.first().map_or(0, |m| m.0.now());
    };
    let (all, waited) = team.advance_lists(items, &on, end, own);
    let wall = handed.elapsed();
    let back = Instant::now();
    let split = take_back(units, all, &shape);
    // the calling thread's share moves by the waits of its meeting with the next thread
    if let Some((m, 0)) = meets.first() {
        let (mine, theirs) = m.waits(done);
        let limit = units.iter().map(|u| u.eus.len()).sum::<usize>() / team.threads();
        team.balance_pair(mine, theirs, limit as i64);
        if Probe::on() {
            PROBE.pair(mine, theirs, team.lead_shift());
        }
    }
    if Probe::on() {
        PROBE.round(wall, waited, (handed - started) + back.elapsed());
    }
    split
}

/// Runs a thread's units through every sub-window of the window that ends at `bound` (see
/// the module documentation); units with a view of memory then complete their global reads
/// early against it.
pub(crate) fn run_window(ctx: &Ctx<'_>, list: &mut [Option<Box<Subslice>>], bound: u64) {
    let from = list
        .iter_mut()
        .flatten()
        .filter_map(|u| u.host.window_from.take())
        .min();
    let Some(from) = from else {
        return;
    };
    let mut p = Program::new(list, from, ctx.local_window, bound);
    let breaker = Breaker(p.meets(list));
    loop {
        // what the meetings are ready for; else a whole subslice's sub-window, up to
        // `LEAD` ahead of the meetings; else a wait for a meeting
        let ahead = p.meetings_at() + LEAD;
        if p.meetings(ctx, list) || p.fill(ctx, list, ahead) {
            continue;
        }
        if !p.wait(list, None) {
            break;
        }
    }
    drop(breaker);
    for u in list.iter_mut().flatten() {
        if let Some(mut view) = u.host.view.take() {
            u.complete_early(ctx, &mut view);
        }
    }
    for part in &p.parts {
        part.meet
            .partner_done
            .store(part.meet.now(), Ordering::Release);
    }
}

/// How many sub-windows a thread's whole subslices may run ahead of its meetings while it
/// waits for one: one fills the waits of meetings that vary from one sub-window to the next
/// (SLM SGEMM NT 512^3 on two threads: 2.95-2.97 s; none ahead 3.10-3.12 s; as far as the
/// window allows, which leaves the last meetings' waits nothing to fill, 2.98-2.99 s).
const LEAD: u64 = 1;

/// A thread's work through a window's sub-windows: the parts it advances for another
/// thread's subslice and its own split subslices, each at its next meeting, and its whole
/// subslices, which advance a sub-window at a time whenever no meeting is ready (so that a
/// thread waits only when it has nothing else left).
struct Program {
    /// The window's start, its sub-windows' length, its end, and how many it holds.
    from: u64,
    step: u64,
    bound: u64,
    count: u64,
    parts: Vec<PartRun>,
    /// Per split subslice: its place in the list, its next sub-window, and whether its own
    /// EUs have advanced through it.
    joins: Vec<(usize, u64, bool)>,
    /// Per whole subslice: its place in the list and its next sub-window.
    wholes: Vec<(usize, u64)>,
}

/// A part a thread advances for another thread's subslice: its meeting, the part while the
/// thread holds it, and its next sub-window.
struct PartRun {
    meet: Arc<Meet>,
    part: Option<Box<Subslice>>,
    k: u64,
}

impl Program {
    /// The work of `list` (its parts taken out: they end the window joined into their
    /// subslices) through the sub-windows of `step` cycles from `from` to `bound`.
    fn new(list: &mut [Option<Box<Subslice>>], from: u64, step: u64, bound: u64) -> Self {
        let step = step.max(1);
        let mut p = Program {
            from,
            step,
            bound,
            count: (bound.saturating_sub(from)).div_ceil(step),
            parts: Vec::new(),
            joins: Vec::new(),
            wholes: Vec::new(),
        };
        for (i, slot) in list.iter_mut().enumerate() {
            let Some(u) = slot.as_ref() else { continue };
            match u.host.pair.as_ref() {
                Some(pair) if pair.joins.is_none() => p.parts.push(PartRun {
                    meet: pair.meet.clone(),
                    part: slot.take(),
                    k: 0,
                }),
                Some(_) => p.joins.push((i, 0, false)),
                None => p.wholes.push((i, 0)),
            }
        }
        p
    }

    /// Every meeting this thread takes part in.
    fn meets(&self, list: &[Option<Box<Subslice>>]) -> Vec<Arc<Meet>> {
        let joiners = self.joins.iter().filter_map(|&(i, ..)| {
            let pair = list[i].as_ref()?.host.pair.as_ref()?;
            Some(pair.meet.clone())
        });
        self.parts
            .iter()
            .map(|p| p.meet.clone())
            .chain(joiners)
            .collect()
    }

    /// The end of sub-window `k`.
    fn end(&self, k: u64) -> u64 {
        self.from
            .saturating_add(self.step.saturating_mul(k + 1))
            .min(self.bound)
    }

    /// Does what the meetings are ready for: advances the parts handed (back) to this
    /// thread and hands them over; advances its split subslices' own EUs, and joins, serves
    /// and splits those whose part came. Returns whether it did anything.
    fn meetings(&mut self, ctx: &Ctx<'_>, list: &mut [Option<Box<Subslice>>]) -> bool {
        let mut moved = false;
        for i in 0..self.parts.len() {
            let k = self.parts[i].k;
            let to = self.end(k);
            let run = &mut self.parts[i];
            if k == self.count || (run.part.is_none() && !run.meet.ready(2 * k)) {
                continue;
            }
            let mut part = run.part.take().unwrap_or_else(|| run.meet.take());
            part.advance(ctx, to);
            run.meet.hand(part, 2 * k + 1);
            run.k += 1;
            moved = true;
        }
        for j in 0..self.joins.len() {
            let (i, k, advanced) = self.joins[j];
            if k == self.count {
                continue;
            }
            let to = self.end(k);
            let u = list[i].as_mut().expect("a split subslice");
            if !advanced {
                u.advance(ctx, to);
                self.joins[j].2 = true;
            }
            let pair = u.host.pair.as_ref().expect("a split subslice's pair");
            let (meet, theirs) = (pair.meet.clone(), pair.joins.clone().expect("a joiner"));
            if !meet.ready(2 * k + 1) {
                continue;
            }
            u.join(ctx, vec![*meet.take()]);
            u.serve_local(ctx, to);
            if to < self.bound {
                let part = u.split(std::slice::from_ref(&theirs)).pop();
                meet.hand(part.expect("a part").into(), 2 * k + 2);
            }
            self.joins[j] = (i, k + 1, false);
            moved = true;
        }
        moved
    }

    /// The sub-window of the meeting furthest behind (the window's count: none left).
    fn meetings_at(&self) -> u64 {
        let parts = self.parts.iter().map(|p| p.k);
        let joins = self.joins.iter().map(|j| j.1);
        parts.chain(joins).min().unwrap_or(self.count)
    }

    /// Advances the whole subslice furthest behind by a sub-window (when it is before
    /// sub-window `before`), serving its SLM and gateway messages; returns whether it did.
    fn fill(&mut self, ctx: &Ctx<'_>, list: &mut [Option<Box<Subslice>>], before: u64) -> bool {
        let before = before.min(self.count);
        let behind = self.wholes.iter().enumerate().filter(|w| w.1 .1 < before);
        let Some((w, &(i, k))) = behind.min_by_key(|w| w.1 .1) else {
            return false;
        };
        let to = self.end(k);
        let u = list[i].as_mut().expect("a whole subslice");
        u.advance(ctx, to);
        u.serve_local(ctx, to);
        self.wholes[w].1 += 1;
        true
    }

    /// Waits until a meeting of this thread's is ready, or for at most `limit`; returns
    /// whether one is (false when none is left).
    fn wait(&self, list: &[Option<Box<Subslice>>], limit: Option<Duration>) -> bool {
        let parts = self.parts.iter().filter(|p| p.k < self.count);
        let parts = parts.map(|p| (p.meet.clone(), 2 * p.k));
        let joins = self.joins.iter().filter(|j| j.1 < self.count);
        let joins = joins.filter_map(|&(i, k, _)| {
            let pair = list[i].as_ref()?.host.pair.as_ref()?;
            Some((pair.meet.clone(), 2 * k + 1))
        });
        let pending: Vec<(Arc<Meet>, u64)> = parts.chain(joins).collect();
        let ready = || pending.iter().any(|(m, turn)| m.ready(*turn));
        if let (Some(limit), Some((first, turn))) = (limit, pending.first()) {
            let start = Instant::now();
            for i in 0u32.. {
                let now = ready();
                if now || (i % 16 == 15 && start.elapsed() > limit) {
                    first.waited_for(*turn, start);
                    return now;
                }
                std::hint::spin_loop();
            }
        }
        match pending.as_slice() {
            [] => return false,
            [(meet, turn)] => meet.wait(*turn),
            // (three threads or more: a thread between two meetings polls both)
            _ => {
                while !ready() {
                    std::thread::yield_now();
                }
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::MemoryTimingConfig;
    use crate::subslice::SlmTiming;

    fn part(index: usize) -> Box<Subslice> {
        let slm = SlmTiming::new(&MemoryTimingConfig::default());
        Box::new(Subslice::new(index, 8, 8, 7, slm))
    }

    #[test]
    fn a_part_goes_back_and_forth_in_turns() {
        let meet = Meet::new(Instant::now());
        assert!(meet.ready(0) && !meet.ready(1));
        std::thread::scope(|s| {
            s.spawn(|| {
                // the partner: hands over after sub-windows 0 and 1, takes back in between
                meet.hand(part(7), 1);
                meet.wait(2);
                let p = meet.take();
                meet.hand(p, 3);
            });
            meet.wait(1);
            let p = meet.take();
            assert_eq!(p.index, 7);
            meet.hand(p, 2);
            meet.wait(3);
            assert_eq!(meet.take().index, 7);
        });
        assert!(meet.ready(3) && !meet.ready(4));
    }

    #[test]
    fn a_thread_that_panics_breaks_its_meetings_and_the_other_does_not_wait() {
        let meet = Arc::new(Meet::new(Instant::now()));
        let theirs = meet.clone();
        let partner = std::thread::spawn(move || {
            let _breaker = Breaker(vec![theirs]);
            panic!("a partner's part failed");
        });
        assert!(partner.join().is_err());
        let waited = std::panic::catch_unwind(|| meet.wait(1));
        assert!(
            waited.is_err(),
            "the joiner must not wait for a hand-over that never comes"
        );
    }
}
