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
//! part back ([`Meet`]): only these two threads meet, and not the team. Each thread orders
//! its sub-window so that the other rarely waits: the parts it advances for another's
//! subslice first, then its split subslices (join, serve, split), then its whole subslices,
//! which fill the time the partner needs to hand its part over.
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
    /// Nanoseconds the joiner waited for the part.
    joiner_waited: AtomicU64,
    bell: Bell,
}

impl Meet {
    /// Hands `part` over as hand-over `turn`.
    fn hand(&self, part: Box<Subslice>, turn: u64) {
        *self.part.lock().unwrap_or_else(|e| e.into_inner()) = Some(part);
        self.turns.store(turn, Ordering::SeqCst);
        self.bell.ring();
    }

    /// Waits for hand-over `turn` and takes its part.
    fn take(&self, turn: u64) -> Box<Subslice> {
        self.bell.wait(|| {
            if self.broken.load(Ordering::SeqCst) {
                panic!("the other host thread of a split subslice panicked");
            }
            (self.turns.load(Ordering::SeqCst) >= turn).then_some(())
        });
        let part = self.part.lock().unwrap_or_else(|e| e.into_inner()).take();
        part.expect("a part handed over")
    }

    /// [`Meet::take`] by the joiner, timed.
    fn take_joined(&self, turn: u64) -> Box<Subslice> {
        let start = Instant::now();
        let part = self.take(turn);
        let ns = start.elapsed().as_nanos() as u64;
        self.joiner_waited.fetch_add(ns, Ordering::Relaxed);
        part
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
    let mut items: Vec<Box<Subslice>> = Vec::with_capacity(units.len() + 2);
    let mut on = Vec::with_capacity(units.len() + 2);
    // per unit: whether it was split
    let mut shape = Vec::with_capacity(units.len());
    for (mut u, pieces) in units.drain(..).zip(plan) {
        u.host.window_from = Some(now);
        if let [(mine, joiner), (theirs, partner)] = pieces.as_slice() {
            if u.can_split(now) {
                let meet = Arc::new(Meet::default());
                let mut b = u.split(std::slice::from_ref(theirs)).pop().expect("a part");
                debug_assert_eq!(mine.end, theirs.start);
                b.host.window_from = Some(now);
                b.host.pair = Some(Pair {
                    meet: meet.clone(),
                    joins: None,
                });
                u.host.pair = Some(Pair {
                    meet,
                    joins: Some(theirs.clone()),
                });
                shape.push(true);
                on.extend([*joiner, *partner]);
                items.extend([Box::new(u), b.into()]);
                continue;
            }
        }
        let most = pieces.iter().max_by_key(|p| p.0.len()).map_or(0, |p| p.1);
        shape.push(false);
        on.push(most);
        items.push(Box::new(u));
    }
    // whole units and joiners on helpers complete their reads against a view
    for (u, &t) in items.iter_mut().zip(&on) {
        let partner = u.host.pair.as_ref().is_some_and(|p| p.joins.is_none());
        if t != 0 && !partner {
            u.host.view = Some(memory.speculative());
        }
    }
    // each meeting, with its joiner's thread
    let meets: Vec<(Arc<Meet>, usize)> = items
        .iter()
        .zip(&on)
        .filter_map(|(u, &t)| u.host.pair.as_ref().map(|p| (p, t)))
        .filter(|(p, _)| p.joins.is_some())
        .map(|(p, t)| (p.meet.clone(), t))
        .collect();
    let handed = Instant::now();
    let own = |mine: &mut [Option<Box<Subslice>>]| {
        run_window(ctx, mine, end);
        for u in mine.iter_mut().flatten() {
            u.complete_early(ctx, memory);
        }
    };
    let (all, waited) = team.advance_lists(items, &on, end, own);
    let wall = handed.elapsed();
    let back = Instant::now();
    let mut all = all.into_iter();
    let mut split = false;
    let mut waited_lead = waited;
    for was_split in shape {
        let mut u = *all.next().flatten().expect("a unit comes back");
        u.host.view = None;
        u.host.pair = None;
        if was_split {
            split = true;
            // its part was joined into it
            let part = all.next().flatten();
            debug_assert!(part.is_none(), "a split subslice's part comes back joined");
            for s in &mut u.host.spare {
                s.host.pair = None;
            }
        }
        units.push(u);
    }
    if split {
        // the calling thread's share moves by its waits: for its helpers' parts and at the end
        for (m, _) in meets.iter().filter(|(_, joiner)| *joiner == 0) {
            waited_lead += Duration::from_nanos(m.joiner_waited.load(Ordering::Relaxed));
        }
        let limit = units.iter().map(|u| u.eus.len()).sum::<usize>() / team.threads();
        team.balance(waited_lead, started.elapsed(), limit as i64);
    }
    if Probe::on() {
        PROBE.round(wall, waited_lead, (handed - started) + back.elapsed());
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
    let Some(mut to) = from else {
        return;
    };
    let breaker = Breaker(
        list.iter()
            .flatten()
            .filter_map(|u| u.host.pair.as_ref().map(|p| p.meet.clone()))
            .collect(),
    );
    // the parts this thread advances for another thread's subslice, out of the list: they
    // end the window joined into it
    let mut parts: Vec<(Arc<Meet>, Option<Box<Subslice>>)> = list
        .iter_mut()
        .filter(|u| {
            u.as_ref()
                .and_then(|u| u.host.pair.as_ref())
                .is_some_and(|p| p.joins.is_none())
        })
        .map(|u| {
            let part = u.take().expect("a part");
            let meet = part.host.pair.as_ref().expect("a pair").meet.clone();
            (meet, Some(part))
        })
        .collect();
    let mut k = 0;
    while to < bound {
        to = to.saturating_add(ctx.local_window).min(bound);
        for (meet, part) in &mut parts {
            let mut p = part.take().unwrap_or_else(|| meet.take(2 * k));
            p.advance(ctx, to);
            meet.hand(p, 2 * k + 1);
        }
        for u in list.iter_mut().flatten() {
            let Some((meet, theirs)) = u.host.pair.as_ref().and_then(|p| {
                let joins = p.joins.clone()?;
                Some((p.meet.clone(), joins))
            }) else {
                continue;
            };
            u.advance(ctx, to);
            let part = meet.take_joined(2 * k + 1);
            u.join(ctx, vec![*part]);
            u.serve_local(ctx, to);
            if to < bound {
                let part = u.split(std::slice::from_ref(&theirs)).pop();
                meet.hand(part.expect("a part").into(), 2 * k + 2);
            }
        }
        for u in list.iter_mut().flatten() {
            if u.host.pair.is_none() {
                u.advance(ctx, to);
                u.serve_local(ctx, to);
            }
        }
        k += 1;
    }
    drop(breaker);
    for u in list.iter_mut().flatten() {
        if let Some(mut view) = u.host.view.take() {
            u.complete_early(ctx, &mut view);
        }
    }
}
